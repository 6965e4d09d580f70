import Images
import SafeFiles

extension MovieHeader {
    /// The header of the movie `file` holds, read by position (box headers and a few small boxes,
    /// never the media): what the photo library and Get Details of Images read a video with.
    static func read(_ file: any PositionalFile) throws -> MovieHeader {
        try read(size: file.size) { offset, length in try file.bytes(at: offset, count: length) }
    }
}
