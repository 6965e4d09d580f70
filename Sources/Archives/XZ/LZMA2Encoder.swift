/// Writes LZMA2 (the chunk layer .xz uses): LZMA chunks of at most 2 MiB unpacked and 64 KiB
/// packed, each with its own range coder; a chunk LZMA does not shrink is sent as uncompressed
/// chunks instead, and the next LZMA chunk then resets the state the decoder never saw change.
enum LZMA2Encoder {
    static let chunkUnpackedMax = 1 << 21
    static let chunkPackedMax = 1 << 16
    /// Room left in a chunk for the largest symbol one step codes (a match: under 8 bytes).
    static let packedMargin = 64

    /// The LZMA2 data of `input` with a dictionary of `dictionarySize` bytes; `check` runs before
    /// every chunk and what it throws stops the work.
    static func encode(_ input: UnsafeRawBufferPointer, dictionarySize: Int, check: () throws -> Void) throws -> [UInt8] {
        var output: [UInt8] = []
        guard let bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else {
            try check()
            return [0]
        }
        output.reserveCapacity(input.count / 4 + 64)
        var parser = LZMAParser(
            input: bytes, count: input.count, dictionarySize: dictionarySize, chunkCapacity: chunkPackedMax + 1024)
        defer { parser.deallocate() }
        var needDictionaryReset = true
        var needProperties = true
        var needStateReset = true
        while parser.position < input.count {
            try check()
            let start = parser.position
            if needStateReset { parser.coder.resetState() }
            parser.coder.rc.restart()
            while parser.position < input.count && parser.position - start <= chunkUnpackedMax - LZMAModel.matchLengthMax
                && parser.coder.rc.pendingSize <= chunkPackedMax - packedMargin
            {
                parser.step()
            }
            parser.coder.rc.flush()
            let unpacked = parser.position - start
            let packed = parser.coder.rc.bytes
            if packed.count < unpacked {
                let reset = needDictionaryReset ? 3 : (needProperties ? 2 : (needStateReset ? 1 : 0))
                output.append(UInt8(0x80 | reset << 5 | (unpacked - 1) >> 16))
                appendBigEndian16(&output, unpacked - 1)
                appendBigEndian16(&output, packed.count - 1)
                if reset >= 2 { output.append(parser.coder.properties.byte) }
                output.append(contentsOf: packed)
                (needDictionaryReset, needProperties, needStateReset) = (false, false, false)
            } else {
                var offset = start
                while offset < parser.position {
                    let size = min(chunkPackedMax, parser.position - offset)
                    output.append(needDictionaryReset ? 1 : 2)
                    appendBigEndian16(&output, size - 1)
                    output.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[offset..<offset + size]))
                    needDictionaryReset = false
                    offset += size
                }
                needStateReset = true
            }
        }
        output.append(0)
        return output
    }

    private static func appendBigEndian16(_ output: inout [UInt8], _ value: Int) {
        output.append(UInt8(truncatingIfNeeded: value >> 8))
        output.append(UInt8(truncatingIfNeeded: value))
    }
}
