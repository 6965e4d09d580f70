/// CRC-32 (ISO 3309, the polynomial of ZIP and gzip, reflected 0xEDB88320), eight bytes a step.
public struct CRC32: Sendable {
    /// The running value (already inverted back: what a ZIP or gzip stores).
    public private(set) var value: UInt32 = 0

    /// An empty checksum (0).
    public init() {}

    /// The checksum of `bytes`.
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Adds `bytes` to the checksum.
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
        if done == nil { update(buffer: Array(bytes)) }
    }

    private mutating func update(buffer array: [UInt8]) {
        array.withUnsafeBytes { update(buffer: $0) }
    }

    /// Adds the bytes of `buffer`.
    public mutating func update(buffer: UnsafeRawBufferPointer) {
        var crc = ~value
        let tables = CRC32.tables
        var index = 0
        let count = buffer.count
        tables.withUnsafeBufferPointer { t in
            while index + 8 <= count {
                let one =
                    crc
                    ^ (UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8
                        | UInt32(buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24)
                let two =
                    UInt32(buffer[index + 4]) | UInt32(buffer[index + 5]) << 8
                    | UInt32(buffer[index + 6]) << 16 | UInt32(buffer[index + 7]) << 24
                crc =
                    t[7 * 256 + Int(one & 0xFF)] ^ t[6 * 256 + Int((one >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((one >> 16) & 0xFF)] ^ t[4 * 256 + Int(one >> 24)]
                    ^ t[3 * 256 + Int(two & 0xFF)] ^ t[2 * 256 + Int((two >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((two >> 16) & 0xFF)] ^ t[Int(two >> 24)]
                index += 8
            }
            while index < count {
                crc = t[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        value = ~crc
    }

    /// Slicing-by-8 tables: table 0 is the classic byte table.
    static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for n in 0..<256 {
            var c = t[n]
            for k in 1..<8 {
                c = t[Int(c & 0xFF)] ^ (c >> 8)
                t[k * 256 + n] = c
            }
        }
        return t
    }()
}
