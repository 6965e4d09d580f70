// Text functions of lang_corefunc.html. Characters are Unicode scalars (SQLite counts UTF-8
// characters); lower() and upper() change ASCII letters only, as SQLite does without ICU.

extension SQLEvaluator {
    func textFunction(_ function: ScalarFunction, _ values: [SQLValue]) throws -> SQLValue {
        switch function {
        case .concat:
            let text = values.compactMap(\.text).joined()
            return try budget.text(text)
        case .concatWs:
            guard let separator = values[0].text else { return .null }
            return try budget.text(values.dropFirst().compactMap(\.text).joined(separator: separator))
        default: break
        }
        if values.contains(where: \.isNull) { return .null }
        let text = values[0].text ?? ""
        switch function {
        case .length: return .integer(Int64(text.unicodeScalars.count))
        case .octetLength: return .integer(Int64(text.utf8.count))
        case .lower: return .text(Self.mapASCII(text, upper: false))
        case .upper: return .text(Self.mapASCII(text, upper: true))
        case .instr:
            let needle = Array((values[1].text ?? "").unicodeScalars)
            let haystack = Array(text.unicodeScalars)
            try budget.spend(haystack.count * max(needle.count, 1))
            return .integer(Int64(Self.find(needle, in: haystack) ?? -1) + 1)
        case .ltrim, .rtrim, .trim: return .text(trim(function, text, values.count > 1 ? values[1].text ?? "" : " "))
        case .substr, .substring: return .text(Self.substring(text, values))
        case .replace: return try replace(text, values[1].text ?? "", values[2].text ?? "")
        default: return .null
        }
    }

    static func mapASCII(_ text: String, upper: Bool) -> String {
        var result = ""
        result.unicodeScalars.append(
            contentsOf: text.unicodeScalars.map { scalar in
                let value = scalar.value
                if upper, (0x61...0x7A).contains(value) { return Unicode.Scalar(value - 0x20) ?? scalar }
                if !upper, (0x41...0x5A).contains(value) { return Unicode.Scalar(value + 0x20) ?? scalar }
                return scalar
            })
        return result
    }

    /// The first index of `needle` in `haystack` (0 for an empty needle), or nil.
    static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from start: Int = 0) -> Int? {
        if needle.isEmpty { return start }
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func trim(_ function: ScalarFunction, _ text: String, _ characters: String) -> String {
        let remove = Set(characters.unicodeScalars)
        var scalars = Array(text.unicodeScalars)[...]
        if function != .rtrim { while let first = scalars.first, remove.contains(first) { scalars.removeFirst() } }
        if function != .ltrim { while let last = scalars.last, remove.contains(last) { scalars.removeLast() } }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// substr(X, Y [, Z]) with SQLite's reading of a zero or negative start and a negative length.
    static func substring(_ text: String, _ values: [SQLValue]) -> String {
        let scalars = Array(text.unicodeScalars)
        let length = Int64(scalars.count)
        let bound: Int64 = 1 << 40
        var start = min(max(SQLNumeric.integer(SQLNumeric.number(values[1])), -bound), bound)
        var count = values.count > 2 ? min(max(SQLNumeric.integer(SQLNumeric.number(values[2])), -bound), bound) : bound
        let countsBackward = count < 0
        if countsBackward { count = -count }
        if start < 0 {
            start += length
            if start < 0 {
                count = max(count + start, 0)
                start = 0
            }
        } else if start > 0 {
            start -= 1
        } else if count > 0 {
            count -= 1
        }
        if countsBackward {
            start -= count
            if start < 0 {
                count = max(count + start, 0)
                start = 0
            }
        }
        if start + count > length { count = max(length - start, 0) }
        guard count > 0, start < length else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[Int(start)..<Int(start + count)])
        return result
    }

    private func replace(_ text: String, _ pattern: String, _ replacement: String) throws -> SQLValue {
        let needle = Array(pattern.unicodeScalars)
        if needle.isEmpty { return .text(text) }
        let haystack = Array(text.unicodeScalars)
        try budget.spend(haystack.count * needle.count)
        var result = ""
        var growth = 0
        var index = 0
        let extra = replacement.utf8.count - pattern.utf8.count
        while let found = Self.find(needle, in: haystack, from: index) {
            growth += extra
            try budget.checkText(length: text.utf8.count + growth)
            result.unicodeScalars.append(contentsOf: haystack[index..<found])
            result += replacement
            index = found + needle.count
        }
        result.unicodeScalars.append(contentsOf: haystack[index...])
        return .text(result)
    }
}
