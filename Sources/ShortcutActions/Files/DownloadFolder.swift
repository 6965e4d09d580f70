import Foundation
import SafeFiles
import ShortcutEngine

/// The run's download folder (`RunOptions.downloadDirectory`): where bytes that are not text —
/// a binary web response, decoded Base64 or hex — become a file, as Apple hands them on as files.
enum DownloadFolder {
    /// Saves `data` as `name` (numbered when taken) in the download folder, through the path
    /// policy; the saved file, or nil when the run has no download folder.
    static func save(_ data: Data, name: String, context: ActionContext, parameter: String) throws -> Value? {
        guard let folder = context.downloadDirectory else { return nil }
        let files = context.files
        let fileSystem = files.fileSystem
        // The folder may be shared with other runs at the same time: a name taken between the
        // look and the write is passed over for the next free one (a few times at most).
        var attempt = 0
        while true {
            let path = UniqueName.first(PathText.join(folder, name)) { candidate in fileSystem.kind(at: candidate) == nil }
            let allowed = try files.allowed(path, access: .contents, parameter: parameter)
            do {
                try fileSystem.write(data, to: allowed, options: WriteOptions(createFolders: true))
                return .file(FileReference(path: allowed))
            } catch {
                guard error.code == .alreadyExists, attempt < retriesWhenTaken else {
                    throw files.failure(error, .save(files.display(allowed)), parameter: parameter)
                }
                attempt += 1
            }
        }
    }

    /// How many times a name another run took meanwhile is passed over before the save fails.
    static let retriesWhenTaken = 8

    /// A name for bytes of unknown origin: `stem` with the extension their first bytes show
    /// (PNG, JPEG, GIF, PDF, ZIP, gzip), else `stem` alone.
    static func name(_ stem: String, for data: Data) -> String {
        let signatures: [(bytes: [UInt8], ext: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "png"), ([0xFF, 0xD8, 0xFF], "jpg"), ([0x47, 0x49, 0x46, 0x38], "gif"),
            ([0x25, 0x50, 0x44, 0x46], "pdf"), ([0x50, 0x4B, 0x03, 0x04], "zip"), ([0x1F, 0x8B], "gz"),
        ]
        for signature in signatures where data.starts(with: signature.bytes) { return stem + "." + signature.ext }
        return stem
    }
}
