import Archives
import Foundation
import SafeFiles
import ShortcutEngine

/// The archive file Extract Archive reads by position (a window at a time, never whole), which
/// remembers why a read failed so that the failure names the file and the operation.
final class ArchiveReading {
    private let file: any PositionalFile
    /// The archive's path as given, and its name.
    let path: String
    let name: String
    /// The first read that failed.
    private(set) var failure: FileSystemError?

    init(_ file: any PositionalFile, path: String, name: String) {
        self.file = file
        self.path = path
        self.name = name
    }

    /// The file as the archive readers take it.
    var source: ArchiveSource {
        ArchiveSource(count: file.size) { [self] offset, buffer in
            do throws(FileSystemError) { return try file.read(at: offset, into: buffer) } catch {
                if failure == nil { failure = error }
                throw error
            }
        }
    }

    /// The error reading the archive ended with, as the action reports it: a failed read names
    /// the archive file; an archive error names the archive; anything else is passed on.
    func failure(_ error: any Error, files: FileAccess) -> any Error {
        if let failure { return files.failure(failure, .read(path), parameter: "archive") }
        if let error = error as? ArchiveError {
            return ActionFailure(ArchiveFailure.archive(error, name: name), parameter: "archive")
        }
        return error
    }
}
