import Foundation

extension Bzip2BlockDecoder {
    /// Undoes the Burrows–Wheeler transform: the first column is the last one sorted, and the
    /// k-th occurrence of a byte in the last column is the k-th in the first, which links every
    /// row to the row of the rotation one byte further on. Walking the links from `origin` (the
    /// row of the unrotated block) gives the block's bytes in order, written back into `column`.
    func inverseTransform(size: Int, origin: Int, byteCounts: [Int]) {
        var starts = [Int](repeating: 0, count: 256)
        var total = 0
        for byte in 0..<256 {
            starts[byte] = total
            total += byteCounts[byte]
        }
        let column = self.column
        let links = self.links
        starts.withUnsafeMutableBufferPointer { starts in
            for row in 0..<size {
                let byte = Int(column[row])
                links[starts[byte]] = UInt32(truncatingIfNeeded: row << 8)
                starts[byte] += 1
            }
        }
        for row in 0..<size { links[row] |= UInt32(column[row]) }
        var next = Int(links[origin] >> 8)
        for index in 0..<size {
            let link = links[next]
            column[index] = UInt8(truncatingIfNeeded: link)
            next = Int(link >> 8)
        }
    }

    /// Undoes the first run-length stage on the block's `size` bytes in `column`: after four equal
    /// bytes comes a count of 0 to 255 more. The size is counted against the limits first, then
    /// the bytes go to `output`; returns their CRC.
    func expand(size: Int, meter: ExpansionMeter, output: GrowingBuffer) throws -> UInt32 {
        let column = self.column
        let total = Self.expandedSize(column, size: size)
        try meter.add(total)
        if expandedCapacity < total {
            expanded.deallocate()
            expanded = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
            expandedCapacity = total
        }
        let base = expanded
        var written = 0
        var last = -1
        var repeats = 0
        for index in 0..<size {
            let byte = Int(column[index])
            if repeats == 4 {
                (base + written).initialize(repeating: UInt8(last), count: byte)
                written += byte
                repeats = 0
                last = -1
                continue
            }
            repeats = byte == last ? repeats + 1 : 1
            last = byte
            base[written] = UInt8(byte)
            written += 1
        }
        try output.append(UnsafeRawBufferPointer(start: base, count: written))
        return Bzip2CRC.checksum(base, count: written)
    }

    /// How many bytes the run-length coded `size` bytes stand for.
    private static func expandedSize(_ column: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
        var total = 0
        var last = -1
        var repeats = 0
        for index in 0..<size {
            let byte = Int(column[index])
            if repeats == 4 {
                total += byte
                repeats = 0
                last = -1
                continue
            }
            repeats = byte == last ? repeats + 1 : 1
            last = byte
            total += 1
        }
        return total
    }
}
