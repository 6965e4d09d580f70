import Foundation
import Images
import ShortcutEngine

/// `shortcut do` with an image (or other bytes that are not text) on standard input and a made
/// file as output: `shortcut do image.resize width=800 < in.jpg > out.jpg`.
enum BinaryStandardIO {
    /// Whether `data` is bytes rather than text: a picture (`ImageDecoder.format`), a movie
    /// (`MovieHeader.looksLikeMovie`), or anything that is not UTF-8. One rule for standard input
    /// and `--input-path`.
    static func isBytes(_ data: Data) -> Bool {
        ImageDecoder.format(of: data) != nil || MovieHeader.looksLikeMovie([UInt8](data.prefix(8)))
            || String(validating: data, as: UTF8.self) == nil
    }

    /// Standard input that is an image, or not UTF-8 text, saved in the run's download folder as
    /// `Input.EXT` (numbered when taken) and given to the action as that file; nil for text.
    static func inputFile(_ data: Data, downloads: String?) throws -> Value? {
        let format = ImageDecoder.format(of: data)
        guard let downloads, isBytes(data) else { return nil }
        let name = "Input" + (format.map { "." + fileExtension($0) } ?? "")
        let folder = URL(fileURLWithPath: downloads)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var path = folder.appendingPathComponent(name).path
            var number = 2
            while FileManager.default.fileExists(atPath: path) {
                path = folder.appendingPathComponent("Input \(number)" + (format.map { "." + fileExtension($0) } ?? "")).path
                number += 1
            }
            try data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            return .file(FileReference(path: path))
        } catch {
            throw CommandLineFailure.cannotWriteOutput(path: downloads, reason: "\(error.localizedDescription)", isFile: false)
        }
    }

    /// The bytes of the output when it is one file the run made in its download folder (a list of
    /// one counts); nil otherwise, and the output is written as text. Used only when standard
    /// input was itself bytes (`inputFile`): other runs print a made file's path, as before.
    static func madeFileBytes(_ output: Value, downloads: String?) -> Data? {
        guard let downloads else { return nil }
        let single: Value
        if case .list(let items) = output, items.count == 1 { single = items[0].unnamed } else { single = output.unnamed }
        guard case .file(let file) = single, file.path.hasPrefix(downloads.hasSuffix("/") ? downloads : downloads + "/") else {
            return nil
        }
        return FileManager.default.contents(atPath: file.path)
    }

    static func fileExtension(_ format: ImageFormat) -> String {
        switch format {
        case .jpeg: return "jpg"
        case .tiff: return "tiff"
        default: return format.rawValue.lowercased()
        }
    }
}
