import DigitGrouping
import ShortcutEngine

/// Failures and warnings of Make Image from Text (and Toolbox Pro's Create Images From Text).
enum TextImageFailure: FailureFacts, Equatable {
    /// No readable TrueType font in any font folder: the folders searched.
    case noFonts([String])
    /// A warning: no font has the name; the one drawn with instead.
    case unknownFont(name: String, using: String)
    /// A warning: the font is here with CFF outlines, which are not read; the one drawn with instead.
    case cffFont(name: String, using: String)
    /// A warning: the font is not here; a font with the same metrics is drawn with instead.
    case substitutedFont(name: String, using: String)
    /// A text longer than the characters one image may hold: its length.
    case tooLong(Int)
    /// The font reader or the drawing failed: its words.
    case cannotDraw(String)

    /// The most characters drawn into one image.
    static let maxCharacters = 100_000

    var message: String {
        switch self {
        case .noFonts(let folders):
            let searched = folders.isEmpty ? "no font folder is set" : "searched " + folders.joined(separator: ", ")
            return "no TrueType font was found to draw the text with (\(searched))"
        case let .unknownFont(name, using): return "no font named '\(name)' was found: drawing with \(using)"
        case let .cffFont(name, using):
            return "'\(name)' has CFF (PostScript) outlines, which are not read here: drawing with \(using)"
        case let .substitutedFont(name, using): return "'\(name)' is not here: drawing with \(using), which has its metrics"
        case .tooLong(let count):
            return
                "the text has \(DigitGrouping.grouped(count)) characters, more than the \(DigitGrouping.grouped(Self.maxCharacters)) one image may hold"
        case .cannotDraw(let reason): return "cannot draw the text: \(reason)"
        }
    }

    var hint: String? {
        switch self {
        case .noFonts: return "install a TrueType font (on Debian and Ubuntu: apt install fonts-dejavu-core)"
        case .unknownFont: return "fonts are found by PostScript, full or family name in the font folders"
        case .substitutedFont: return nil
        case .cffFont: return "give a TrueType version of the font (.ttf), or another font"
        case .tooLong: return "split the text and make one image of each part"
        case .cannotDraw: return "choose another font"
        }
    }

    var remedy: Remedy? {
        switch self {
        case .noFonts, .unknownFont: return .chooseFonts
        default: return nil
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .noFonts: return .missingInput
        case .tooLong: return .badDocument
        default: return .actionFailed
        }
    }
}
