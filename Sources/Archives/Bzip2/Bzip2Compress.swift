import Foundation

extension Bzip2 {
    /// `data` as one bzip2 stream. `level` 1 to 9 (values outside are taken as the nearest) sets
    /// the block size, 100,000 to 900,000 bytes; larger blocks compress better and need more
    /// memory. `check` runs before every block: what it throws stops the work.
    public static func compress(_ data: Data, level: Int = 9, check: () throws -> Void = {}) throws -> Data {
        let level = min(9, max(1, level))
        // bzip2 leaves 19 bytes of the nominal block size unused; so do we.
        let capacity = level * 100_000 - 19
        var writer = Bzip2BitWriter(capacity: data.count / 3 + 64)
        for byte in [0x42, 0x5A, 0x68, 0x30 + level] { writer.put(byte, 8) }
        var combined: UInt32 = 0
        try data.withUnsafeBytes { raw in
            guard let input = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let block = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            defer { block.deallocate() }
            let encoder = Bzip2BlockEncoder()
            var position = 0
            while position < raw.count {
                try check()
                let (consumed, size) = fillBlock(
                    input + position, count: raw.count - position, into: block, capacity: capacity)
                let crc = Bzip2CRC.checksum(input + position, count: consumed)
                encoder.encode(block, count: size, crc: crc, into: &writer)
                combined = Bzip2CRC.combine(combined, crc)
                position += consumed
            }
        }
        writer.put48(endMagic)
        writer.put32(combined)
        return Data(writer.finish())
    }

    /// The first run-length stage: runs of 4 to 255 equal bytes become four of them and a count
    /// of the rest; stops before the block would pass `capacity`. Returns the input bytes taken
    /// and the block's size.
    static func fillBlock(
        _ input: UnsafePointer<UInt8>, count: Int, into block: UnsafeMutablePointer<UInt8>, capacity: Int
    ) -> (consumed: Int, size: Int) {
        var taken = 0
        var size = 0
        while taken < count {
            let byte = input[taken]
            var run = 1
            while run < 255 && taken + run < count && input[taken + run] == byte { run += 1 }
            if run >= 4 {
                guard size + 5 <= capacity else { break }
                block[size] = byte
                block[size + 1] = byte
                block[size + 2] = byte
                block[size + 3] = byte
                block[size + 4] = UInt8(run - 4)
                size += 5
            } else {
                guard size + run <= capacity else { break }
                for offset in 0..<run { block[size + offset] = byte }
                size += run
            }
            taken += run
        }
        return (taken, size)
    }
}
