import Foundation

/// Decoder for Apple's LZFSE streams: stored, LZVN and FSE-coded (v1 and v2 header) blocks.
public enum LZFSE: Sendable {
    /// The default output cap: far above any shortcut, far below memory trouble.
    public static let defaultOutputLimit = 256 << 20

    /// Decompresses a whole stream (one or more blocks ending in `bvx$`).
    /// - Parameter outputLimit: the most bytes the output may reach before decoding stops with an error.
    public static func decompress(_ data: Data, outputLimit: Int = defaultOutputLimit) throws -> Data {
        Data(try decompress(bytes: [UInt8](data), outputLimit: outputLimit))
    }

    /// Decompresses `bytes[range]` (the whole array by default).
    static func decompress(bytes: [UInt8], range: Range<Int>? = nil, outputLimit: Int = defaultOutputLimit) throws -> [UInt8] {
        let range = (range ?? 0..<bytes.count).clamped(to: 0..<bytes.count)
        var output: [UInt8] = []
        var position = range.lowerBound
        while true {
            guard position <= range.upperBound - 4 else {
                throw FormatError.lzfse(
                    offset: position, "stream ends at offset \(position) without an end-of-stream block 'bvx$'")
            }
            let magic = bytes[position..<(position + 4)]
            guard magic.starts(with: "bvx".utf8) else {
                // Not a block at all: name the bytes so a wrong offset or container is obvious.
                throw FormatError.lzfse(offset: position, "block at offset \(position) has unknown magic \(fourCC(magic))")
            }
            let kind = magic[position + 3]
            if kind == UInt8(ascii: "$") { return output }
            guard "-n12".utf8.contains(kind) else {
                throw FormatError.lzfse(offset: position, "block at offset \(position) has unknown magic \(fourCC(magic))")
            }
            guard let rawSize = bytes.u32LE(position + 4).map(Int.init), position + 8 <= range.upperBound else {
                throw FormatError.lzfse(offset: position, "block header at offset \(position) is truncated")
            }
            guard rawSize <= outputLimit - output.count else { throw FormatError.outputLimitExceeded(limit: outputLimit) }
            switch kind {
            case UInt8(ascii: "-"):
                let start = position + 8
                guard rawSize <= range.upperBound - start else {
                    throw FormatError.lzfse(
                        offset: position,
                        "stored block at offset \(position) declares \(rawSize) bytes but only \(range.upperBound - start) remain"
                    )
                }
                output.append(contentsOf: bytes[start..<(start + rawSize)])
                position = start + rawSize
            case UInt8(ascii: "n"):
                guard let payloadSize = bytes.u32LE(position + 8).map(Int.init), position + 12 <= range.upperBound else {
                    throw FormatError.lzfse(offset: position, "LZVN block header at offset \(position) is truncated")
                }
                let start = position + 12
                guard payloadSize <= range.upperBound - start else {
                    throw FormatError.lzfse(
                        offset: position,
                        "LZVN block at offset \(position) declares a \(payloadSize)-byte payload but only \(range.upperBound - start) bytes remain"
                    )
                }
                try LZVN.decode(bytes, payload: start..<(start + payloadSize), rawSize: rawSize, into: &output)
                position = start + payloadSize
            case UInt8(ascii: "1"), UInt8(ascii: "2"):
                let header =
                    try kind == UInt8(ascii: "1")
                    ? FSEBlockHeader.readV1(bytes, at: position, end: range.upperBound)
                    : FSEBlockHeader.readV2(bytes, at: position, end: range.upperBound)
                try FSEBlockDecoder(header: header, bytes: bytes).decode(into: &output)
                position = header.payloadStart + header.literalPayloadSize + header.lmdPayloadSize
            default:
                throw FormatError.lzfse(offset: position, "block at offset \(position) has unknown magic \(fourCC(magic))")
            }
        }
    }
}
