/// How a word is capitalised, so an inflected form can be given the same look.
enum WordCase: Sendable, Equatable {
    case none, lower, title, upper, mixed

    init(of word: Substring) {
        var uppers = 0, lowers = 0
        var firstIsUpper = false, restLower = true, seenCased = false
        for ch in word where ch.isCased {
            if ch.isUpper { uppers += 1 } else { lowers += 1 }
            if !seenCased { firstIsUpper = ch.isUpper; seenCased = true } else if ch.isUpper { restLower = false }
        }
        if uppers == 0 && lowers == 0 {
            self = .none
        } else if uppers == 0 {
            self = .lower
        }
        // One capital letter alone ("A", "I") reads as Title case, not as an acronym.
        else if lowers == 0 {
            self = uppers == 1 ? .title : .upper
        } else if firstIsUpper && restLower {
            self = .title
        } else {
            self = .mixed
        }
    }

    /// Gives `inflected` (computed on the lower-cased `original`) this capitalisation.
    func apply(to inflected: String, original: Substring) -> String {
        switch self {
        case .none, .lower: return inflected
        case .upper: return inflected.uppercased()
        case .title:
            guard let first = inflected.first else { return inflected }
            return first.uppercased() + inflected.dropFirst()
        case .mixed:
            // Keep the original letters over the shared stem, lower case after it (axiS → axes).
            var out = ""
            var a = original.makeIterator(), b = inflected.makeIterator()
            var diverged = false
            while let x = b.next() {
                let y = diverged ? nil : a.next()
                if let y, y.lowercased() == String(x) { out.append(y) } else { diverged = true; out.append(x) }
            }
            return out
        }
    }
}

extension Character {
    // ASCII fast paths: the Unicode property lookups dominated inflection time.
    var isUpper: Bool {
        if let a = asciiValue { return a &- 0x41 < 26 }
        return isUppercase
    }

    var isLower: Bool {
        if let a = asciiValue { return a &- 0x61 < 26 }
        return isLowercase
    }

    var isCased: Bool { isUpper || isLower }

    /// A letter the English rules can act on: Latin script (incl. accented), not CJK or Arabic.
    var isLatinLetter: Bool {
        if let a = asciiValue { return (a | 0x20) &- 0x61 < 26 }
        guard isLetter, let scalar = unicodeScalars.first else { return false }
        return scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value)
    }
}
