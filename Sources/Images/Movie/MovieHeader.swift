import Foundation

/// What a QuickTime or MPEG-4 movie says about itself without decoding a frame: its length,
/// creation time, and its first video track's frame rate and size as shown. Both formats are
/// trees of boxes (ISO/IEC 14496-12 §4.2, Apple's QuickTime File Format "atoms"); the facts are in
/// the movie box `moov`, which a camera often writes after the media data, so the file is read by
/// position (`read(size:bytes:)`): box headers and the few small boxes needed, never the media.
///
/// - `mvhd` (§8.2.2): creation time, time scale and duration.
/// - `trak`/`tkhd` (§8.3.2): the track's matrix and width and height (16.16 fixed point).
/// - `trak`/`mdia`/`hdlr` (§8.4.3): the handler `vide` marks a video track.
/// - `trak`/`mdia`/`mdhd` (§8.4.2): the media's own time scale and duration.
/// - `trak`/`mdia`/`minf`/`stbl`/`stts` (§8.6.1.2): sample counts, whose sum is the frame count.
public struct MovieHeader: Sendable, Equatable {
    /// The movie's length in seconds (the movie header's duration over its time scale); nil when
    /// the file says it is unknown (all ones).
    public var duration: Double?
    /// When the movie was made (seconds since 1904-01-01 UTC in the file); nil when the file gives 0.
    public var created: Date?
    /// Frames a second of the first video track: its frame count over its media duration; nil
    /// without a video track or a duration.
    public var frameRate: Double?
    /// The first video track's width as shown (its matrix's quarter turns applied); nil without one.
    public var width: Int?
    /// The first video track's height as shown.
    public var height: Int?

    /// A header with these facts (tests).
    public init(
        duration: Double? = nil, created: Date? = nil, frameRate: Double? = nil, width: Int? = nil, height: Int? = nil
    ) {
        self.duration = duration
        self.created = created
        self.frameRate = frameRate
        self.width = width
        self.height = height
    }

    /// The most boxes one file may make the reader visit.
    public static let maxBoxes = 10_000
    /// The largest small box read whole (`mvhd`, `tkhd`, `mdhd`, `hdlr` are about 100 bytes).
    static let maxSmallBox = 4_096
    /// 1904-01-01 00:00:00 UTC, the movie clock's epoch, as seconds from 2001-01-01.
    static let epoch1904 = -3_061_152_000.0

    /// Whether `prefix` (a file's first bytes) starts like a movie: an `ftyp`, `moov`, `mdat`,
    /// `free`, `skip` or `wide` box first.
    public static func looksLikeMovie(_ prefix: [UInt8]) -> Bool {
        guard prefix.count >= 8 else { return false }
        let type = String(decoding: prefix[4..<8], as: UTF8.self)
        return ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot"].contains(type)
    }

    /// The header of the movie in `bytes` (a whole file in memory).
    public static func read(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> MovieHeader {
        try read(size: bytes.count, limits: limits) { offset, length in
            guard offset >= 0, offset < bytes.count, length > 0 else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + min(length, bytes.count - offset))])
        }
    }

    /// The header of a movie of `size` bytes, read by position: `bytes(offset, length)` gives up
    /// to `length` bytes at `offset` (fewer only at the end). Throws `ImageError` for a file that
    /// is not a movie, ends early, or is damaged; an `stts` table larger than
    /// `limits.maxMetadataBytes` is refused before it is read.
    public static func read(
        size: Int, limits: ImageLimits = .standard, bytes: (Int, Int) throws -> [UInt8]
    ) throws -> MovieHeader {
        try withoutActuallyEscaping(bytes) { fetch in
            var reader = BoxReader(size: size, fetch: fetch, limits: limits)
            return try header(&reader)
        }
    }

    /// The movie box's header and its first video track's facts.
    private static func header(_ reader: inout BoxReader) throws -> MovieHeader {
        guard let movie = try reader.children(of: nil).first(where: { $0.type == "moov" }) else {
            throw ImageError.corrupt(format: "movie", "no movie box ('moov'): not a QuickTime or MPEG-4 movie")
        }
        let boxes = try reader.children(of: movie)
        guard let movieHeader = boxes.first(where: { $0.type == "mvhd" }) else {
            throw ImageError.corrupt(format: "movie", "the movie box has no movie header ('mvhd')")
        }
        var header = try reader.movieHeader(movieHeader)
        for track in boxes where track.type == "trak" {
            if let video = try reader.videoTrack(track) {
                header.frameRate = video.frameRate
                header.width = video.width
                header.height = video.height
                break
            }
        }
        return header
    }
}
