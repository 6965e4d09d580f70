import Foundation

/// How a number literal was written; it decides how an answer derived from it may be shown.
enum NumberBase: Sendable, Equatable {
    case decimal, hex, binary, octal
}

/// A lexical token with its 1-based column and its source text.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Decimal, NumberBase)
        case word(String)
        case symbol(String)
        case currency(String)
        case clock(hour: Int, minute: Int, second: Int?)
        /// A video timecode `HH:MM:SS:FF` (`03:10:20:05`): whole seconds and the frame count after them.
        case timecode(seconds: Int, frame: Int)
        /// A calendar date (and maybe time) written in ISO or dotted form.
        case dateLiteral(DateParts)
        /// Double-quoted text: a comment, or an argument of a string function.
        case quoted(String)
        /// Single-quoted text with its escapes decoded (fend's `'hi'`): a value wherever it stands.
        case text(String)
        /// A variable's name, one or more words merged (`Normalizer.mergeVariables`), lower-cased.
        case variable(String)
        /// fend's dice as written, `d6` or `2d6` (`Normalizer.markingDice`), lower-cased.
        case dice(String)
        /// A lower-case `i` standing in arithmetic (`Normalizer.markImaginaryUnits`).
        case imaginaryUnit
    }

    let kind: Kind
    let column: Int
    let text: String
    /// Lower-cased word text, or nil when the token is not a word (computed once: it is read often).
    let word: String?

    init(kind: Kind, column: Int, text: String) {
        self.kind = kind
        self.column = column
        self.text = text
        if case .word(let w) = kind {
            word = w.utf8.contains(where: { $0 >= 65 && $0 <= 90 || $0 >= 128 }) ? w.lowercased() : w
        } else {
            word = nil
        }
    }

    func isSymbol(_ s: String) -> Bool {
        if case .symbol(let t) = kind { return t == s }
        return false
    }

    func isWord(_ w: String) -> Bool { word == w }

    /// Whether the token was written as letters: a word, or a word the normaliser gave a kind of
    /// its own (a variable, dice, the imaginary unit). Lenient mode drops such tokens as comments.
    var isWritten: Bool {
        switch kind {
        case .word, .variable, .dice, .imaginaryUnit: return true
        default: return false
        }
    }

    var isDice: Bool {
        if case .dice = kind { return true }
        return false
    }

    var number: Decimal? {
        if case .number(let v, _) = kind { return v }
        return nil
    }
}
