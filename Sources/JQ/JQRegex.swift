import Foundation

// Regular-expression built-ins (jq 1.7 manual, "Regular expressions"): test, match, capture,
// scan, split/2, sub, gsub, with the flags g, i, x, n, s, p, l. Patterns run on Foundation's
// NSRegularExpression (ICU syntax, close to jq's Oniguruma for common patterns), built only when
// a program calls one of these. Offsets and lengths count code points, as jq's do.

struct JQRegex {
    let expression: NSRegularExpression
    let global: Bool
    let skipEmpty: Bool
    /// The name of each capture group, nil for unnamed ones.
    let groupNames: [String?]

    init(_ patternValue: JQValue, flags flagsValue: JQValue) throws {
        guard case .string(let pattern) = patternValue else {
            throw JQFailure(message: "\(describe(patternValue)) cannot be matched, as it is not a string")
        }
        var flags = ""
        switch flagsValue {
        case .null: break
        case .string(let text): flags = text
        default: throw JQFailure(message: "\(describe(flagsValue)) is not a string")
        }
        var options: NSRegularExpression.Options = []
        var global = false
        var skipEmpty = false
        for flag in flags {
            switch flag {
            case "g": global = true
            case "i": options.insert(.caseInsensitive)
            case "x": options.insert(.allowCommentsAndWhitespace)
            case "n": skipEmpty = true
            case "s": options.insert(.dotMatchesLineSeparators)
            case "p":
                options.insert(.dotMatchesLineSeparators)
                skipEmpty = true
            case "l": break
            default: throw JQFailure(message: "\(flags) is not a valid modifier string")
            }
        }
        do {
            // ICU refuses an empty pattern, which matches everywhere in jq.
            expression = try NSRegularExpression(pattern: pattern.isEmpty ? "(?:)" : pattern, options: options)
        } catch {
            throw JQFailure(message: "\(pattern) (at offset 0) is not a valid regex")
        }
        self.global = global
        self.skipEmpty = skipEmpty
        groupNames = Self.groupNames(pattern)
    }

    /// Capture group names in order of their opening parentheses.
    private static func groupNames(_ pattern: String) -> [String?] {
        let scalars = Array(pattern.unicodeScalars)
        var names: [String?] = []
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if scalar == "(" {
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    let rest = scalars[(index + 2)...]
                    let opener = rest.first
                    if opener == "<" || opener == "P" || opener == "'",
                        !(rest.dropFirst().first == "=" || rest.dropFirst().first == "!")
                    {
                        let nameStart = rest.drop { $0 == "P" || $0 == "<" || $0 == "'" }
                        let name = nameStart.prefix { $0 != ">" && $0 != "'" }
                        names.append(String(String.UnicodeScalarView(name)))
                    }
                } else {
                    names.append(nil)
                }
            }
            index += 1
        }
        return names
    }

    /// jq's match objects for `text`.
    func matches(in text: String, _ run: JQEvaluator) throws -> [JQValue] {
        let utf16 = Array(text.utf16)
        var scalarOffsets = [Int](repeating: 0, count: utf16.count + 1)
        var count = 0
        for (offset, unit) in utf16.enumerated() {
            scalarOffsets[offset] = count
            if !UTF16.isTrailSurrogate(unit) { count += 1 }
        }
        scalarOffsets[utf16.count] = count
        let whole = NSRange(location: 0, length: utf16.count)
        var found: [JQValue] = []
        var failure: Error?
        expression.enumerateMatches(in: text, options: [], range: whole) { result, _, stop in
            guard let result else { return }
            do {
                try run.spend()
            } catch {
                failure = error
                stop.pointee = true
                return
            }
            if skipEmpty, result.range.length == 0 { return }
            found.append(matchObject(result, text, scalarOffsets))
            if !global { stop.pointee = true }
        }
        if let failure { throw failure }
        return found
    }

    private func matchObject(_ result: NSTextCheckingResult, _ text: String, _ offsets: [Int]) -> JQValue {
        let nsText = text as NSString
        func part(_ range: NSRange) -> (JQValue, JQValue, JQValue) {
            guard range.location != NSNotFound else { return (.number(-1), .number(0), .null) }
            let start = offsets[range.location]
            return (
                .number(Double(start)), .number(Double(offsets[range.location + range.length] - start)),
                .string(nsText.substring(with: range))
            )
        }
        var captures: [JQValue] = []
        for group in 1..<max(1, result.numberOfRanges) {
            let (offset, length, string) = part(result.range(at: group))
            let name: JQValue = group - 1 < groupNames.count ? groupNames[group - 1].map(JQValue.string) ?? .null : .null
            captures.append(.object([("offset", offset), ("length", length), ("string", string), ("name", name)]))
        }
        let (offset, length, string) = part(result.range)
        return .object([("offset", offset), ("length", length), ("string", string), ("captures", .array(captures))])
    }
}
