import DigitGrouping
import Foundation

/// One box of a movie file: its four-character type and where its body starts and the box ends.
struct MovieBox {
    /// The type (`moov`, `trak`…).
    let type: String
    /// The offset of its body (after the size, type and any 64-bit size).
    let body: Int
    /// The offset just past it.
    let end: Int
}

/// Walks a movie's boxes by position, one level at a time (no recursion): every size is checked
/// against its container, and the number of boxes visited is bounded by `MovieHeader.maxBoxes`.
struct BoxReader {
    /// The file's size.
    let size: Int
    /// Up to `length` bytes at an offset.
    let fetch: (Int, Int) throws -> [UInt8]
    /// The limits (`maxMetadataBytes` bounds the one table read whole).
    let limits: ImageLimits
    /// Boxes visited so far.
    private var visited = 0

    init(size: Int, fetch: @escaping (Int, Int) throws -> [UInt8], limits: ImageLimits) {
        self.size = size
        self.fetch = fetch
        self.limits = limits
    }

    /// The boxes inside `parent`, or at the top of the file for nil.
    mutating func children(of parent: MovieBox?) throws -> [MovieBox] {
        let end = parent?.end ?? size
        var boxes: [MovieBox] = []
        var at = parent?.body ?? 0
        while end - at >= 8 {
            visited += 1
            guard visited <= MovieHeader.maxBoxes else {
                throw ImageError.corrupt(
                    format: "movie", "more than \(DigitGrouping.grouped(MovieHeader.maxBoxes)) boxes, the limit")
            }
            let head = try fetch(at, 16)
            guard head.count >= 8 else { throw ImageError.truncated(format: "movie", needed: "a box header at byte \(at)") }
            let type = Self.fourCC(head, 4)
            let declared = Self.bigEndian32(head, 0)
            var headerLength = 8
            var length: UInt64 = UInt64(declared)
            if declared == 1 {
                guard head.count >= 16 else { throw ImageError.truncated(format: "movie", needed: "box '\(type)''s 64-bit size") }
                length = Self.bigEndian64(head, 8)
                headerLength = 16
            } else if declared == 0 {
                length = UInt64(end - at)  // the box runs to the end of its container
            }
            guard length >= UInt64(headerLength) else {
                throw ImageError.corrupt(format: "movie", "box '\(type)' at byte \(at) is shorter than its own header")
            }
            guard length <= UInt64(end - at) else {
                if parent == nil {
                    throw ImageError.truncated(format: "movie", needed: "box '\(type)' at byte \(at) of \(length) bytes")
                }
                throw ImageError.corrupt(format: "movie", "box '\(type)' at byte \(at) overruns box '\(parent?.type ?? "")'")
            }
            boxes.append(MovieBox(type: type, body: at + headerLength, end: at + Int(length)))
            at += Int(length)
        }
        return boxes
    }

    /// The first `minimum`-or-more bytes of a small box's body (at most `MovieHeader.maxSmallBox`).
    func body(of box: MovieBox, atLeast minimum: Int) throws -> [UInt8] {
        let length = box.end - box.body
        guard length >= minimum else {
            throw ImageError.corrupt(format: "movie", "box '\(box.type)' holds \(length) bytes, fewer than its \(minimum)")
        }
        let bytes = try fetch(box.body, min(length, MovieHeader.maxSmallBox))
        guard bytes.count >= minimum else { throw ImageError.truncated(format: "movie", needed: "box '\(box.type)'") }
        return bytes
    }

    /// The movie header's duration and creation time (`mvhd`, versions 0 and 1).
    func movieHeader(_ box: MovieBox) throws -> MovieHeader {
        let fields = try body(of: box, atLeast: 20)
        let timing = try Self.timing(fields, box: "mvhd")
        guard timing.scale > 0 else { throw ImageError.corrupt(format: "movie", "the movie header's time scale is 0") }
        var header = MovieHeader()
        header.duration = timing.duration.map { Self.thousandths(Double($0) / Double(timing.scale)) }
        // Times past 9999-12-31 are damage, not dates.
        if timing.created > 0, timing.created <= 255_485_145_599 {
            header.created = Date(timeIntervalSinceReferenceDate: MovieHeader.epoch1904 + Double(timing.created))
        }
        return header
    }

    /// A track's frame rate and size as shown, when it is a video track (`hdlr` `vide`).
    mutating func videoTrack(_ track: MovieBox) throws -> (frameRate: Double?, width: Int, height: Int)? {
        let parts = try children(of: track)
        guard let media = parts.first(where: { $0.type == "mdia" }) else { return nil }
        let mediaParts = try children(of: media)
        guard let handler = mediaParts.first(where: { $0.type == "hdlr" }),
            Self.fourCC(try body(of: handler, atLeast: 12), 8) == "vide"
        else { return nil }
        guard let trackHeader = parts.first(where: { $0.type == "tkhd" }) else {
            throw ImageError.corrupt(format: "movie", "a video track has no track header ('tkhd')")
        }
        let size = try displaySize(trackHeader)
        return (try frameRate(mediaParts), size.width, size.height)
    }

    /// The track header's width and height (16.16 fixed point, rounded), swapped when its matrix
    /// turns the picture a quarter (a = d = 0, as a phone held upright writes it).
    private func displaySize(_ box: MovieBox) throws -> (width: Int, height: Int) {
        // One read: a version 0 header's fields end at byte 84, a version 1 header's at 96.
        let fields = try body(of: box, atLeast: 84)
        let matrix = fields[0] == 1 ? 52 : 40
        guard fields.count >= matrix + 44 else {
            throw ImageError.corrupt(
                format: "movie", "box 'tkhd' of version 1 holds \(fields.count) bytes, fewer than its \(matrix + 44)")
        }
        let turned = Self.bigEndian32(fields, matrix) == 0 && Self.bigEndian32(fields, matrix + 16) == 0
        let width = Int((UInt64(Self.bigEndian32(fields, matrix + 36)) + 0x8000) >> 16)
        let height = Int((UInt64(Self.bigEndian32(fields, matrix + 40)) + 0x8000) >> 16)
        return turned ? (height, width) : (width, height)
    }

    /// Frames a second: the sum of the time-to-sample table's counts (`stts`) over the media's
    /// duration (`mdhd`); nil when either is missing or the duration is 0 or unknown.
    private mutating func frameRate(_ mediaParts: [MovieBox]) throws -> Double? {
        guard let mediaHeader = mediaParts.first(where: { $0.type == "mdhd" }) else { return nil }
        let timing = try Self.timing(try body(of: mediaHeader, atLeast: 20), box: "mdhd")
        guard timing.scale > 0, let duration = timing.duration, duration > 0,
            let information = mediaParts.first(where: { $0.type == "minf" }),
            let table = try children(of: information).first(where: { $0.type == "stbl" }),
            let stts = try children(of: table).first(where: { $0.type == "stts" })
        else { return nil }
        let length = stts.end - stts.body
        guard length <= limits.maxMetadataBytes else {
            throw ImageError.corrupt(
                format: "movie",
                "the time-to-sample table ('stts') is \(DigitGrouping.grouped(length)) bytes, more than the limit of "
                    + DigitGrouping.grouped(limits.maxMetadataBytes))
        }
        let counts = try fetch(stts.body, length)
        guard length >= 8, counts.count == length else { throw ImageError.truncated(format: "movie", needed: "box 'stts'") }
        let entries = Int(Self.bigEndian32(counts, 4))
        guard entries <= (length - 8) / 8 else {
            throw ImageError.corrupt(format: "movie", "the time-to-sample table claims \(entries) entries, more than it holds")
        }
        var frames: UInt64 = 0
        for entry in 0..<entries { frames += UInt64(Self.bigEndian32(counts, 8 + 8 * entry)) }
        return Self.thousandths(Double(frames) * Double(timing.scale) / Double(duration))
    }

    /// A header box's creation time, time scale and duration (nil when all ones: unknown), by its
    /// version: 32-bit fields in version 0, 64-bit times in version 1.
    private static func timing(_ fields: [UInt8], box: String) throws -> (created: UInt64, scale: UInt32, duration: UInt64?) {
        guard fields[0] == 1 else {
            let duration = bigEndian32(fields, 16)
            return (UInt64(bigEndian32(fields, 4)), bigEndian32(fields, 12), duration == .max ? nil : UInt64(duration))
        }
        guard fields.count >= 32 else {
            throw ImageError.corrupt(format: "movie", "box '\(box)' of version 1 holds \(fields.count) bytes, fewer than its 32")
        }
        let duration = bigEndian64(fields, 24)
        return (bigEndian64(fields, 4), bigEndian32(fields, 20), duration == .max ? nil : duration)
    }

    /// `value` rounded to thousandths.
    static func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func fourCC(_ bytes: [UInt8], _ at: Int) -> String {
        guard at + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
    }

    static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        guard at + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func bigEndian64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(bigEndian32(bytes, at)) << 32 | UInt64(bigEndian32(bytes, at + 4))
    }
}
