import ShortcutEngine

/// A regular expression that is one class of ASCII characters, once or repeated — `[a-z]`,
/// `[^,;]+`, `\d+`, `x+` — replaced on ASCII text by our own scan, each match costing its bytes
/// (ICU through Foundation costs about 0.3 µs a match on top). Only the shapes whose meaning on
/// ASCII text is plain are taken: a bracket of letters, digits and ranges between them (negated
/// only when letter case matters), `\d`, or one literal character, then nothing or `+`; anything
/// else is nil and goes to ICU. `ReplaceTextScaleTests` holds it to Foundation's answers.
struct ByteClass {
    /// Which bytes are in the class (ASCII only: the text is ASCII).
    let members: [Bool]
    /// `+`: a match is the longest run of members, else one member.
    let repeated: Bool

    /// The class `pattern` is, or nil when it is not one of the shapes above.
    init?(_ pattern: String, caseSensitive: Bool) {
        var bytes = Array(pattern.utf8)[...]
        repeated = bytes.last == UInt8(ascii: "+")
        if repeated { bytes = bytes.dropLast() }
        guard let set = Self.atom(bytes, caseSensitive: caseSensitive) else { return nil }
        members = set
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The members of one atom: `\d`, a bracket, or one character with no meaning of its own.
    private static func atom(_ bytes: ArraySlice<UInt8>, caseSensitive: Bool) -> [Bool]? {
        var set = [Bool](repeating: false, count: 256)
        if Array(bytes) == Array("\\d".utf8) {
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { set[Int(digit)] = true }
            return set
        }
        if bytes.count == 1, let only = bytes.first, only < 0x80, !BoundedRegex.isMetacharacter(only) {
            set[Int(only)] = true
            return caseSensitive ? set : caseClosed(set)
        }
        guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), bytes.count > 2 else { return nil }
        var inside = bytes.dropFirst().dropLast()
        let negated = inside.first == UInt8(ascii: "^")
        if negated {
            guard caseSensitive else { return nil }
            inside = inside.dropFirst()
        }
        guard !inside.isEmpty, inside.allSatisfy({ isWord($0) || $0 == UInt8(ascii: "-") }) else { return nil }
        let items = Array(inside)
        var index = 0
        while index < items.count {
            let low = items[index]
            guard isWord(low) else { return nil }
            if index + 2 < items.count, items[index + 1] == UInt8(ascii: "-") {
                let high = items[index + 2]
                guard isWord(high), low <= high else { return nil }
                for byte in low...high { set[Int(byte)] = true }
                index += 3
            } else {
                set[Int(low)] = true
                index += 1
            }
        }
        if !caseSensitive { set = caseClosed(set) }
        if negated { set = set.enumerated().map { $0.offset < 0x80 && !$0.element } }
        return set
    }

    /// The set with each ASCII letter's other case added.
    private static func caseClosed(_ set: [Bool]) -> [Bool] {
        var closed = set
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") where set[Int(letter)] || set[Int(letter - 32)] {
            closed[Int(letter)] = true
            closed[Int(letter - 32)] = true
        }
        return closed
    }

    /// The ASCII `text` with every match replaced by `template` (its `$0` the match), or nil when
    /// nothing matched; held to the text length limit as it grows, the clock looked at every MiB.
    func replacing(in text: [UInt8], with template: RegexTemplate, context: ActionContext) throws(ActionFailure) -> String? {
        var result: [UInt8] = []
        var kept = 0
        var found = false
        try text.withUnsafeBufferPointer { (bytes) throws(ActionFailure) in
            try members.withUnsafeBufferPointer { (members) throws(ActionFailure) in
                var index = 0
                var nextCheck = 0
                while index < bytes.count {
                    if index >= nextCheck {
                        try context.checkTime()
                        nextCheck = index + (1 << 20)
                    }
                    guard members[Int(bytes[index])] else {
                        index += 1
                        continue
                    }
                    var end = index + 1
                    if repeated { while end < bytes.count && members[Int(bytes[end])] { end += 1 } }
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[kept..<index]))
                    template.append(match: UnsafeBufferPointer(rebasing: bytes[index..<end]), to: &result)
                    try context.checkTextLength(result.count)
                    found = true
                    index = end
                    kept = end
                }
            }
        }
        guard found else { return nil }
        try context.checkTextLength(result.count + text.count - kept)
        result.append(contentsOf: text[kept...])
        return String(decoding: result, as: UTF8.self)
    }
}
