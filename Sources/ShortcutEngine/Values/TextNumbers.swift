import Foundation

/// The numbers written inside a text, as Get Numbers from Input and every text → number coercion
/// read them: `12 apples` holds 12, `1,234.5` is one number with a grouping mark, `1.234,5` (a
/// decimal comma after dot grouping) too, and `3,5` is 3.5. Marks that fit no grouping (`1,2,3`)
/// separate numbers. A sign counts at the start of the text or after a space or bracket, so the
/// dashes of `2024-03-01` are not minus signs.
enum TextNumbers {
    /// Most numbers one text yields (a text of a million digits separated by spaces stays cheap).
    static let limit = 10_000

    /// Every number in `text`, in order.
    static func all(in text: String) -> [Number] {
        var found: [Number] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count, found.count < limit {
            guard characters[index].isASCIIDigit else { index += 1; continue }
            var start = index
            if start > 0, characters[start - 1] == "-" || characters[start - 1] == "+" || characters[start - 1] == "−" {
                if start == 1 || !(characters[start - 2].isLetter || characters[start - 2].isNumber) { start -= 1 }
            }
            var end = index
            while end < characters.count, characters[end].isASCIIDigit || characters[end] == "," || characters[end] == "." {
                end += 1
            }
            // The token ends on a digit: a trailing full stop or comma is punctuation.
            while end > index, !characters[end - 1].isASCIIDigit { end -= 1 }
            let sign = start < index ? (characters[start] == "+" ? "" : "-") : ""
            for piece in pieces(String(characters[index..<end])) {
                if let number = Number(parsing: (piece.isFirst ? sign : "") + piece.text) { found.append(number) }
            }
            index = end
        }
        return found
    }

    /// The first number in `text`, if any.
    static func first(in text: String) -> Number? {
        // Plain numbers (with an exponent too) read directly; anything else is searched.
        if let number = Number(parsing: text) { return number }
        return all(in: String(text.prefix(100_000))).first
    }

    /// A run of digits and marks as one or more plain numbers (`.` for decimals, no grouping).
    private static func pieces(_ token: String) -> [(text: String, isFirst: Bool)] {
        let commas = token.filter { $0 == "," }.count
        let dots = token.filter { $0 == "." }.count
        if commas == 0 && dots <= 1 { return [(token, true)] }
        if commas > 0 && dots > 0 {
            // Both marks: the one written last is the decimal mark, the other groups.
            let lastComma = token.lastIndex(of: ",")
            let lastDot = token.lastIndex(of: ".")
            let decimalIsComma = (lastComma ?? token.startIndex) > (lastDot ?? token.startIndex)
            let decimal: Character = decimalIsComma ? "," : "."
            let groupingMark: Character = decimalIsComma ? "." : ","
            let parts = token.split(separator: decimal, omittingEmptySubsequences: false)
            if parts.count == 2, isGrouped(String(parts[0]), mark: groupingMark), !parts[1].contains(groupingMark) {
                return [(parts[0].replacingOccurrences(of: String(groupingMark), with: "") + "." + parts[1], true)]
            }
            return split(token)
        }
        let mark: Character = commas > 0 ? "," : "."
        if isGrouped(token, mark: mark) && (mark == "," || dots > 1) {
            return [(token.replacingOccurrences(of: String(mark), with: ""), true)]
        }
        if mark == ",", commas == 1 { return [(token.replacingOccurrences(of: ",", with: "."), true)] }
        return split(token)
    }

    /// Whether `text` is digits grouped by threes with `mark` (`1,234,567`).
    private static func isGrouped(_ text: String, mark: Character) -> Bool {
        let groups = text.split(separator: mark, omittingEmptySubsequences: false)
        guard groups.count > 1, let head = groups.first, (1...3).contains(head.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// Digits separated by marks that fit no number: each run of digits on its own.
    private static func split(_ token: String) -> [(text: String, isFirst: Bool)] {
        token.split(whereSeparator: { $0 == "," || $0 == "." }).enumerated().map { (String($0.element), $0.offset == 0) }
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits, which `Decimal` does not read).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
