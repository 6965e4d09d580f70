import Foundation
import Images
import SafeFiles
import ShortcutEngine

extension GetDetailsOfImagesAction {
    /// Whether `value` is a video file (by its extension, as the photo library tells its videos).
    static func isVideo(_ value: Value) -> Bool {
        guard case .file(let file) = value.unnamed else { return false }
        return MediaKind.of(name: file.name) == .video
    }

    /// A video file's facts: its movie header (length, frame rate, size as shown, when it was
    /// recorded), read by position without decoding a frame, and the file's own size and dates.
    static func videoFacts(_ value: Value, context: ActionContext, parameter: String) throws -> ImageFacts {
        guard case .file(let file) = value.unnamed else {
            throw ActionFailure(ImageFailure.notAnImage("the item"), parameter: parameter)
        }
        let files = ImageContent.readAccess(context)
        let absolute = try files.allowed(file.path, access: .contents, parameter: parameter)
        let (record, opened) = try files.perform(.readDetails(file.path), parameter: parameter) {
            () throws(FileSystemError) -> (FileAttributes, any PositionalFile) in
            (try files.fileSystem.attributes(at: absolute), try files.fileSystem.openForReading(at: absolute))
        }
        let movie: MovieHeader
        do {
            movie = try MovieHeader.read(opened)
        } catch let error as ImageError {
            throw ActionFailure(ImageFailure.unreadableVideo(name: file.name, reason: error.description), parameter: parameter)
        }
        var facts = ImageFacts(
            file: file, width: movie.width ?? 0, height: movie.height ?? 0, exif: nil,
            attributes: FileAttributesSnapshot(
                size: record.size, creationDate: record.creationDate, modificationDate: record.modificationDate))
        facts.movie = movie
        facts.photo = libraryPhoto(file, context: context, parameter: parameter)
        return facts
    }
}
