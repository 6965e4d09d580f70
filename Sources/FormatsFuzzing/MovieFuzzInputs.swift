import Images

/// The movie reader's part of the campaign (`MovieHeader`: a video's duration, frame rate and
/// size from QuickTime and MPEG-4 boxes, ISO/IEC 14496-12). Seeds are movies built box by box in
/// both header versions; the families nest boxes deeply, repeat tracks that share one media box
/// layout, and claim sizes and counts far past the input.
public enum MovieFuzzInputs {
    /// A clip in version 0 boxes (media first, turned upright) and one in version 1 (movie box first).
    public static func seeds(maxSize: Int) -> [FuzzSeed] {
        let seeds = [
            ("clip-v0.mov", clip(version: 0, tracks: 1, samples: 300, turned: true)),
            ("clip-v1.mp4", clip(version: 1, tracks: 2, samples: 120, turned: false)),
        ]
        return seeds.filter { $0.1.count <= maxSize }.map { FuzzSeed(name: $0.0, target: .movie, bytes: $0.1) }
    }

    static func input(family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            // Containers within containers: the reader descends a fixed path and must not follow.
            var inner = box("free", [])
            for level in 0..<scale { inner = box(["moov", "trak", "mdia", "minf", "stbl"][(level + variant) % 5], inner) }
            return box("ftyp", Array("isom".utf8)) + inner
        case .sharedReferences:
            // Many tracks, every one a video track: only the first is read.
            return clip(version: UInt8(variant % 2), tracks: scale, samples: 30, turned: variant % 3 == 0)
        case .hugeCounts:
            switch variant % 3 {
            case 0:
                return clip(version: 0, tracks: 1, samples: 30, turned: false, claimedEntries: UInt32.max - UInt32(variant % 7))
            case 1: return be32(1) + Array("mdat".utf8) + be64(UInt64.max >> UInt64(variant % 8)) + [0, 0, 0, 0]
            default: return (0..<(scale * 16)).flatMap { _ in box("skip", []) }
            }
        }
    }

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }
    static func be64(_ value: UInt64) -> [UInt8] { be32(UInt32(value >> 32)) + be32(UInt32(truncatingIfNeeded: value)) }
    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(UInt32(8 + body.count)) + Array(type.utf8) + body }

    /// A movie of `tracks` video tracks of `samples` frames over one second (time scale 600).
    static func clip(
        version: UInt8, tracks: Int, samples: UInt32, turned: Bool, claimedEntries: UInt32? = nil
    ) -> [UInt8] {
        func times(scale: UInt32, duration: UInt32) -> [UInt8] {
            version == 1
                ? be64(1) + be64(1) + be32(scale) + be64(UInt64(duration)) : be32(1) + be32(1) + be32(scale) + be32(duration)
        }
        let flags: [UInt8] = [version, 0, 0, 0]
        let movieHeader = box("mvhd", flags + times(scale: 600, duration: 600) + [UInt8](repeating: 0, count: 80))
        let abcd: [UInt32] = turned ? [0, 0x10000, 0xFFFF_0000, 0] : [0x10000, 0, 0, 0x10000]
        let matrix = [abcd[0], abcd[1], 0, abcd[2], abcd[3], 0, 0, 0, 0x4000_0000].flatMap(be32)
        let trackTimes = [UInt8](repeating: 0, count: version == 1 ? 32 : 20)
        let trackHeader = box(
            "tkhd", flags + trackTimes + [UInt8](repeating: 0, count: 16) + matrix + be32(640 << 16) + be32(360 << 16))
        let handler = box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array("vide".utf8) + [UInt8](repeating: 0, count: 13))
        let stts = box("stts", [0, 0, 0, 0] + be32(claimedEntries ?? 1) + be32(samples) + be32(600 / max(samples, 1)))
        let media = box(
            "mdia",
            box("mdhd", flags + times(scale: 600, duration: 600) + [0, 0, 0, 0]) + handler + box("minf", box("stbl", stts)))
        let track = box("trak", trackHeader + media)
        let movie = box("moov", movieHeader + (0..<max(1, tracks)).flatMap { _ in track })
        let mediaData = box("mdat", [UInt8](repeating: 0x5A, count: 32))
        return box("ftyp", Array("qt  ".utf8) + be32(0)) + (version == 1 ? movie + mediaData : mediaData + movie)
    }
}
