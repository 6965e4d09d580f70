import Digests
import Foundation

/// CRC-64 as .xz uses it ("The .xz File Format" 1.2.1, section 3.4 and 7: the ECMA-182
/// polynomial, reflected 0xC96C5795D7870F42, initial value and final XOR all ones).
struct CRC64 {
    /// The running value (already inverted back: what an .xz block stores).
    private(set) var value: UInt64 = 0

    /// Adds the bytes of `buffer`, four at a time (slicing-by-4).
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var crc = ~value
        let count = buffer.count
        var index = 0
        CRC64.tables.withUnsafeBufferPointer { t in
            while index + 4 <= count {
                let word =
                    crc
                    ^ UInt64(
                        UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8 | UInt32(buffer[index + 2]) << 16
                            | UInt32(buffer[index + 3]) << 24)
                crc =
                    (crc >> 32) ^ t[3 * 256 + Int(word & 0xFF)] ^ t[2 * 256 + Int((word >> 8) & 0xFF)]
                    ^ t[256 + Int((word >> 16) & 0xFF)] ^ t[Int((word >> 24) & 0xFF)]
                index += 4
            }
            while index < count {
                crc = t[Int((crc ^ UInt64(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        value = ~crc
    }

    /// The checksum of `buffer`.
    static func checksum(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var crc = CRC64()
        crc.update(buffer)
        return crc.value
    }

    /// Table 0 is the classic byte table; table k advances a byte k more places.
    static let tables: [UInt64] = {
        var t = [UInt64](repeating: 0, count: 4 * 256)
        for n in 0..<256 {
            var c = UInt64(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xC96C_5795_D787_0F42 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for n in 0..<256 {
            var c = t[n]
            for k in 1..<4 {
                c = t[Int(c & 0xFF)] ^ (c >> 8)
                t[k * 256 + n] = c
            }
        }
        return t
    }()
}

/// The integrity check an .xz stream names in its flags (spec section 2.1.1.2 and 3.4).
enum XZCheck: Equatable {
    case none
    case crc32
    case crc64
    case sha256

    /// The check of stream-flags ID `id`; the reserved IDs are refused with their size.
    init(id: Int) throws {
        switch id {
        case 0x00: self = .none
        case 0x01: self = .crc32
        case 0x04: self = .crc64
        case 0x0A: self = .sha256
        default:
            throw ArchiveError.corrupt(
                format: "xz", "check type 0x\(String(id, radix: 16)) is not supported (only none, CRC32, CRC64 and SHA-256)")
        }
    }

    /// The stream-flags ID.
    var id: UInt8 {
        switch self {
        case .none: return 0x00
        case .crc32: return 0x01
        case .crc64: return 0x04
        case .sha256: return 0x0A
        }
    }

    /// How many bytes the check takes after each block.
    var size: Int {
        switch self {
        case .none: return 0
        case .crc32: return 4
        case .crc64: return 8
        case .sha256: return 32
        }
    }

    /// The name used in messages.
    var name: String {
        switch self {
        case .none: return "none"
        case .crc32: return "CRC32"
        case .crc64: return "CRC64"
        case .sha256: return "SHA-256"
        }
    }

    /// The check of `bytes`, as stored: CRC32 and CRC64 little-endian, SHA-256 as its digest.
    func compute(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        switch self {
        case .none: return []
        case .crc32: return littleEndian(UInt64(CRC32.checksum(bytes)), count: 4)
        case .crc64: return littleEndian(CRC64.checksum(bytes), count: 8)
        case .sha256: return DigestAlgorithm.sha256.digest(bytes)
        }
    }

    private func littleEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
