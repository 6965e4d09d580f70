import Foundation
import Images
import PDF
import SafeFiles
import ShortcutEngine

/// A file the PDF and GIF actions read whole into memory: through the path policy, at most `limit` bytes.
enum MediaFile {
    /// The most bytes one input file may have (512 MiB).
    static let limit = 512 << 20

    /// The bytes of `file`.
    static func read(_ file: FileReference, context: ActionContext, parameter: String) throws -> Data {
        let files = context.files
        let absolute = try files.allowed(file.path, access: .contents, parameter: parameter)
        guard files.fileSystem.exists(absolute) else {
            throw FileError(.noSuchItem(verb: "read", path: file.path), parameter: parameter)
        }
        let data = try files.perform(.read(file.path), parameter: parameter) { () throws(FileSystemError) -> Data in
            try files.fileSystem.read(at: absolute, upTo: limit + 1)
        }
        guard data.count <= limit else {
            throw ActionFailure(PDFFailure.tooLarge(name: file.name, limit: limit), parameter: parameter)
        }
        return data
    }

    /// The file behind `item` (a file, a `file://` URL, a named file), or nil.
    static func reference(_ item: Value) -> FileReference? {
        switch item.unnamed {
        case .file(let file): return file
        case .url(let url) where url.hasPrefix("file://"): return FileReference(path: String(url.dropFirst(7)))
        default: return nil
        }
    }

    /// `item` as a PDF: its reader and name; nil when it is not a file.
    static func pdf(_ item: Value, context: ActionContext, parameter: String, password: String = "") throws -> (
        reader: PDFReader, name: String
    )? {
        guard let file = reference(item) else { return nil }
        let data = try read(file, context: context, parameter: parameter)
        do {
            return (try PDFReader(data: data, password: password), file.name)
        } catch let error as PDFError {
            throw ActionFailure(PDFFailure.pdf(error, name: file.name), parameter: parameter)
        }
    }

    /// Calls `body` with each PDF `input` holds, opened, and its name, one PDF at a time: Nothing
    /// items are skipped, and an item that is not a PDF fails naming `parameter`.
    static func eachPDF(
        in input: Value?, context: ActionContext, parameter: Parameter<Value>, password: String = "",
        _ body: (PDFReader, String) throws -> Void
    ) throws {
        for item in (input ?? .nothing).items {
            if case .nothing = item { continue }
            guard let (reader, name) = try pdf(item, context: context, parameter: parameter.key, password: password) else {
                throw ActionFailure(PDFFailure.notPDF(GetTextFromPDFAction.describe(item)), parameter: parameter)
            }
            try body(reader, name)
        }
    }

    /// Whether `data` starts like a PDF.
    static func isPDF(_ data: Data) -> Bool { data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil }

    /// `data` decoded as an image named `name` (damage it was decoded past is warned of).
    static func image(_ data: Data, name: String, context: ActionContext, parameter: String) throws -> DecodedImage {
        do {
            let image = try ImageDecoder.decode(data)
            try ImageContent.noteDamage(image, name: name, context: context, parameter: parameter)
            return image
        } catch let error as ImageError {
            throw ActionFailure(PDFFailure.image(error, name: name), parameter: parameter)
        }
    }

    /// Saves `bytes` as `name` in the run's download folder.
    static func save(_ bytes: [UInt8], name: String, what: String, context: ActionContext, parameter: String) throws -> Value {
        guard let file = try DownloadFolder.save(Data(bytes), name: name, context: context, parameter: parameter) else {
            throw ActionFailure(PDFFailure.noOutputFolder(what), parameter: parameter)
        }
        return file
    }

    /// Wraps a `PDFError` thrown by `body` with the file's name.
    static func pdfWork<T>(_ name: String, parameter: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PDFError {
            throw ActionFailure(PDFFailure.pdf(error, name: name), parameter: parameter)
        }
    }
}
