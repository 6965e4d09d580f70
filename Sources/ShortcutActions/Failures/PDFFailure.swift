import DigitGrouping
import Images
import PDF
import ShortcutEngine

/// Failures of the PDF and GIF actions (Make PDF, Get Text from PDF, Split PDF into Pages, Encrypt
/// PDF, Make GIF, Add Frame to GIF, Get Frames from Image, Make Image from PDF Page). The readers' own facts
/// (`PDFError`, `ImageError`) are worded in their libraries; this family names the file and says what to do.
enum PDFFailure: FailureFacts, Equatable {
    /// Reading or writing the PDF `name` failed.
    case pdf(PDFError, name: String)
    /// Decoding the image `name` failed.
    case image(ImageError, name: String)
    /// An item an action needs as a PDF is something else (its description).
    case notPDF(String)
    /// An item an action needs as an image is something else.
    case notImage(String)
    /// Add Frame to GIF: the file to add to is not a GIF (its name).
    case notGIF(String)
    /// The input has nothing the action can use (the action's name, what it needs).
    case nothingToUse(action: String, needs: String)
    /// Make PDF's page choice is outside the document.
    case pageOutOfRange(page: Int, count: Int)
    /// Make PDF's page range runs backwards.
    case backwardsRange(start: Int, end: Int)
    /// A file is larger than the actions read into memory.
    case tooLarge(name: String, limit: Int)
    /// Make Image from PDF Page, Render PDF Pages as Images: no renderer was named.
    case noRenderer
    /// The named renderer is not a program whose arguments are known (pdftoppm, gs).
    case unknownRenderer(String)
    /// The named renderer is not installed.
    case rendererNotInstalled(String)
    /// The renderer failed on a page: the program, the file, the page and why.
    case renderingFailed(program: String, name: String, page: Int, why: String)
    /// Make GIF: the frames add up to more than the limit.
    case tooManyFrames(count: Int, limit: Int)
    /// Make GIF: the frames at the GIF's size are more pixels than the image limit.
    case framesTooLarge(count: Int, width: Int, height: Int, limit: Int)
    /// Encrypt PDF: no password was given.
    case noPassword
    /// The run has no folder to put a made file in (`RunOptions.downloadDirectory`).
    case noOutputFolder(String)

    var message: String {
        switch self {
        case let .pdf(error, name): return "'\(name)': \(error)"
        case let .image(error, name): return "'\(name)': \(error)"
        case .notPDF(let item): return "\(item) is not a PDF"
        case .notImage(let item): return "\(item) is not an image"
        case .notGIF(let name): return "'\(name)' is not a GIF"
        case let .nothingToUse(action, needs): return "\(action) was given no \(needs)"
        case let .pageOutOfRange(page, count):
            return "page \(page) is outside the document, which has \(count) \(count == 1 ? "page" : "pages")"
        case let .backwardsRange(start, end): return "the page range \(start)–\(end) runs backwards"
        case let .tooLarge(name, limit):
            return "'\(name)' is larger than \(limit >> 20) MiB, the most these actions read into memory"
        case .noRenderer:
            return "PDF pages cannot be rendered as images: no PDF renderer was named (this engine has none of its own)"
        case .unknownRenderer(let name): return "'\(name)' is not a PDF renderer this engine knows how to run"
        case .rendererNotInstalled(let name): return "the PDF renderer '\(name)' is not installed"
        case let .renderingFailed(program, name, page, why):
            return "\(program) could not render page \(page) of '\(name)': \(why)"
        case let .tooManyFrames(count, limit): return "\(count) frames are more than the \(limit) one GIF may hold"
        case let .framesTooLarge(count, width, height, limit):
            return
                "\(count) frames of \(width)×\(height) are more than the \(DigitGrouping.grouped(limit)) pixels one GIF may hold"
        case .noPassword: return "no password was given to encrypt the PDF with"
        case .noOutputFolder(let what): return "the run has no folder to save the \(what) in"
        }
    }

    var remedy: Remedy? { self == .noRenderer ? .choosePDFRenderer : nil }

    var hint: String? {
        switch self {
        case .pdf(.encrypted, _):
            return
                "decrypt it first (qpdf --decrypt --password=… in.pdf out.pdf), or open it with its password where the action takes one"
        case .pdf(.limit, _): return "the file may be hostile; if you trust it, split it with another tool first"
        case .pdf(.notPDF, _), .notPDF: return "pass a .pdf file (Get File, or the shortcut's input)"
        case .pdf: return "the file may be damaged; `qpdf --check` says more, and `qpdf in.pdf out.pdf` often mends it"
        case .image(.cannotDecode, _): return "convert it to PNG or JPEG first"
        case .image: return "the image may be damaged or not an image"
        case .notImage: return "pass image files (PNG, JPEG, GIF, BMP, TIFF)"
        case .notGIF: return "pass an animated GIF (Make GIF makes one), or leave the GIF out to start a new one"
        case .nothingToUse: return "pass files (Get File, Get Folder Contents) or text to the action"
        case .pageOutOfRange:
            return "choose a page from 1 to the page count (Get Details of PDF, or Count the pages of Split PDF into Pages)"
        case .backwardsRange: return "give the smaller page number as the start"
        case .tooLarge: return "split the file with another tool first"
        case .noRenderer: return "Get Text from PDF reads the text without rendering"
        case .unknownRenderer: return "name pdftoppm (poppler-utils) or gs (Ghostscript)"
        case .rendererNotInstalled:
            return "install poppler-utils (pdftoppm) or Ghostscript (gs), or give the program's full path"
        case .renderingFailed:
            return "the PDF may be damaged or need a password; the message is the start of the program's errors"
        case .tooManyFrames: return "pass fewer images, or split them over several GIFs"
        case .framesTooLarge: return "turn off Auto Size and give a smaller width and height, or pass fewer images"
        case .noPassword: return "set \"password\" to the password that will open the PDF"
        case .noOutputFolder:
            return "run with a download folder (`RunOptions.downloadDirectory`; the command line always has one)"
        }
    }
}
