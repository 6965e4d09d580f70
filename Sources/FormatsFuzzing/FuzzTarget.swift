import AppleFormats
import Archives
import DocumentQuery
import Foundation
import Images
import JQ
import NaturalCalc
import PDF
import RecordQuery
import ShortcutActions
import ShortcutEngine
import ShortcutImport

/// A reader the campaign feeds: every format the project reads from a file or a user.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `DocumentReader.read`: the engine's JSON workflow document.
    case jsonDocument
    /// `PropertyList.parse` forced to XML.
    case xmlPlist
    /// `PropertyList.parse` forced to binary (`bplist00`).
    case binaryPlist
    /// `PropertyList.parse` forced to JSON (`plutil -convert json`).
    case jsonPlist
    /// `KeyedArchive.unarchive`: NSKeyedArchiver data (predicates, colours).
    case keyedArchive
    /// `ShortcutContainer.extractPlist`: signed shortcuts (AEA → LZFSE → Apple Archive → plist) and bare plists.
    case container
    /// `LZFSE.decompress`: one AEA segment.
    case lzfse
    /// `AppleArchive.read`: the archive inside a signed shortcut.
    case appleArchive
    /// `Importer.importData`: Automator `document.wflow` (and shortcuts) into a workflow document.
    case automator
    /// `Calculator.evaluate`: one calculator expression.
    case calculator
    /// `Calculator.evaluateSheet`: a calc sheet of many lines.
    case calcSheet
    /// `Archive.read`: ZIP, tar, .tar.gz and .gz, within `outputLimit` and a ratio of 1,000.
    case archive
    /// `PNG.decode` within `imageLimits`.
    case png
    /// `JPEG.decode` within `imageLimits`, orientation applied.
    case jpeg
    /// `GIF.frameDelays`, then `GIF.decodeAnimation` within `imageLimits` (every frame).
    case gif
    /// `BMP.decode` within `imageLimits`.
    case bmp
    /// `TIFF.decode` within `imageLimits`.
    case tiff
    /// `WebP.frameDelays`, then `WebP.decodeAnimation` within `imageLimits` (every frame).
    case webp
    /// `MovieHeader.read` within `imageLimits` (a video's movie box, read by position).
    case movie
    /// `FontFile.faces` within `FontFuzzInputs.limits`, every glyph's outline, a line of text drawn.
    case font
    /// `PDFReader` within `PDFFuzzInputs.limits`: pages, text layer, every page copied into a new file.
    case pdf
    /// `JQProgram` parsed and run on a JSON document (`QueryFuzzInputs`).
    case jq
    /// An HTML document read by `MarkupDocument` and queried with a CSS selector.
    case htmlCSS
    /// An XML document read by `MarkupDocument` and queried with XPath 1.0.
    case xmlXPath
    /// A `RecordQuery` SQL statement run on records.
    case sql

    /// The readers of AppleFormats alone (what the formats-only campaign feeds).
    public static let formats: [FuzzTarget] = [
        .xmlPlist, .binaryPlist, .jsonPlist, .keyedArchive, .container, .lzfse, .appleArchive,
    ]

    /// Output cap for decompression during fuzzing, so a forged size cannot demand much memory.
    public static let outputLimit = 8 << 20

    /// Image limits during fuzzing: 4 megapixels, so a forged header cannot demand much memory.
    public static let imageLimits = ImageLimits(
        maxDimension: 16_384, maxPixels: 4_000_000, maxFrames: 64, maxMetadataBytes: 1 << 20)

    /// What a reader made of one input.
    public enum Outcome: Sendable {
        /// Read without error.
        case accepted
        /// Refused with the reader's own described error (FormatError, WorkflowError, CalcError, ArchiveError, ImageError, PDFError, FontError, the query languages' errors).
        case rejected
        /// Any other error: a failure that escaped the house error types.
        case foreign(String)
    }

    /// Feeds `bytes` to this reader; a crash ends the process, anything else is an outcome.
    public func feed(_ bytes: [UInt8]) -> Outcome {
        do {
            try read(bytes)
            return .accepted
        } catch is FormatError {
            return .rejected
        } catch is WorkflowError {
            return .rejected
        } catch is CalcError {
            return .rejected
        } catch is ArchiveError {
            return .rejected
        } catch is ImageError {
            return .rejected
        } catch is PDFError {
            return .rejected
        } catch is FontError {
            return .rejected
        } catch is JQSyntaxError, is JQRuntimeError, is JQLimitError, is DocumentQueryError {
            return .rejected
        } catch is SQLSyntaxError, is SQLRuntimeError, is SQLLimitError, is RecordTable.TooManyCells {
            return .rejected
        } catch {
            return .foreign("\(type(of: error)): \(error)")
        }
    }

    private func read(_ bytes: [UInt8]) throws {
        let data = Data(bytes)
        switch self {
        case .jsonDocument: _ = try DocumentReader.read(data, file: "fuzz.json")
        case .xmlPlist: _ = try PropertyList.parse(data, format: .xml)
        case .binaryPlist: _ = try PropertyList.parse(data, format: .binary)
        case .jsonPlist: _ = try PropertyList.parse(data, format: .json)
        case .keyedArchive: _ = try KeyedArchive.unarchive(data)
        case .container: _ = try ShortcutContainer.extractPlist(from: data, outputLimit: Self.outputLimit)
        case .lzfse: _ = try LZFSE.decompress(data, outputLimit: Self.outputLimit)
        case .appleArchive: _ = try AppleArchive.read(data)
        case .automator: _ = try Importer.importData(data, name: "fuzz", file: "fuzz.wflow", registry: BuiltinActions.registry)
        case .calculator: _ = try Calculator().evaluate(String(decoding: bytes, as: UTF8.self))
        case .calcSheet: _ = Calculator().evaluateSheet(String(decoding: bytes, as: UTF8.self))
        case .archive:
            _ = try Archive.read(data, fallbackName: "fuzz", limits: ExpansionLimits(maxBytes: Self.outputLimit, maxRatio: 1_000))
        case .png:
            // A mutation nearly always breaks a chunk's CRC; the same bytes with every CRC repaired
            // reach the decoder's deeper paths.
            do {
                _ = try PNG.decode(data, limits: Self.imageLimits)
            } catch ImageError.checksumMismatch {
                _ = try PNG.decode(Data(ImageFuzzInputs.repairingCRCs(bytes)), limits: Self.imageLimits)
            }
        case .jpeg: _ = try JPEG.decode(data, limits: Self.imageLimits)
        case .gif:
            // The delays walk (Get Details of Images' Duration) reads the same blocks without pixels.
            _ = try? GIF.frameDelays(data, limits: Self.imageLimits)
            _ = try GIF.decodeAnimation(data, limits: Self.imageLimits)
        case .bmp: _ = try BMP.decode(data, limits: Self.imageLimits)
        case .tiff: _ = try TIFF.decode(data, limits: Self.imageLimits)
        case .webp:
            _ = try? WebP.frameDelays(data, limits: Self.imageLimits)
            _ = try WebP.decodeAnimation(data, limits: Self.imageLimits)
        case .movie: _ = try MovieHeader.read(bytes, limits: Self.imageLimits)
        case .pdf: try PDFFuzzInputs.read(bytes)
        case .font: try FontFuzzInputs.read(bytes)
        case .jq, .htmlCSS, .xmlXPath, .sql: try QueryFuzzInputs.read(self, bytes)
        }
    }
}
