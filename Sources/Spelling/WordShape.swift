/// How a word is written: in lower case, capitalised, or in capitals. Corrections keep it
/// ("Teh" → "The"). Names with inner capitals ("iPhone", "McKay") and words in capitals (acronyms
/// and constants: "API", "HTTPS", "MAX_SIZE") are not checked.
struct WordShape {
    enum Case {
        case lower
        case capitalised
        case capitals
    }

    /// The word's case, nil for inner capitals.
    let letterCase: Case?
    /// Whether every letter is a to z (either case) or an apostrophe: only such words are searched.
    let isPlainLetters: Bool

    init(_ letters: [Character]) {
        let letterOnly = letters.filter(\.isLetter)
        let upper = letterOnly.filter(\.isUppercase).count
        if upper == 0 {
            letterCase = .lower
        } else if upper == letterOnly.count {
            letterCase = .capitals
        } else if upper == 1, letterOnly.first?.isUppercase == true {
            letterCase = .capitalised
        } else {
            letterCase = nil
        }
        isPlainLetters = letters.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == "'" }
    }

    /// Whether the word is checked at all.
    var isChecked: Bool { letterCase == .lower || letterCase == .capitalised }

    /// `form` written in this word's case: a form with capitals of its own (a name) keeps them,
    /// and a curly apostrophe is written back where the word had one.
    func applied(to form: String, curly: Bool) -> String {
        var result: String
        switch letterCase {
        case .capitalised?: result = form.prefix(1).uppercased() + form.dropFirst()
        case .lower?, .capitals?, nil: result = form
        }
        if curly { result = result.replacingOccurrences(of: "'", with: "\u{2019}") }
        return result
    }
}
