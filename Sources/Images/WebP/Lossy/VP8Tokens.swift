extension VP8ResidualDecoder {
    /// Reads the tokens of one block of plane `type` (0 luma after Y2, 1 Y2, 2 chroma, 3 luma
    /// with DC) starting at position `first` with the neighbours' `context` (0…2), storing the
    /// dequantised coefficients (`dc` for position 0, `ac` for the rest) at `offset` in
    /// `coefficients`. Returns the position after the last token read (0 when the block is empty).
    mutating func readBlock(
        _ decoder: inout VP8BoolDecoder, type: Int, context: Int, first: Int, dc: Int32, ac: Int32, offset: Int
    ) -> Int {
        let typeBase = type * 8 * 33
        let bands = VP8Tables.coefficientBands
        let zigzag = VP8Tables.zigzag
        return probabilities.withUnsafeBufferPointer { table in
            var position = first
            var node = typeBase + (bands[position] * 3 + context) * 11
            while position < 16 {
                if !decoder.readBit(table[node]) { return position }  // end of block
                while !decoder.readBit(table[node + 1]) {  // a zero
                    position += 1
                    if position == 16 { return 16 }
                    node = typeBase + bands[position] * 33
                }
                let magnitude: Int
                let nextBand = typeBase + bands[position + 1] * 33
                if !decoder.readBit(table[node + 2]) {
                    magnitude = 1
                    node = nextBand + 11
                } else {
                    magnitude = Self.readLargeMagnitude(&decoder, table: table, node: node)
                    node = nextBand + 22
                }
                let signed = decoder.readBit(128) ? -magnitude : magnitude
                let step = position > 0 ? ac : dc
                coefficients[offset + zigzag[position]] = Int16(truncatingIfNeeded: Int32(signed) &* step)
                position += 1
            }
            return 16
        }
    }

    /// Reads a token larger than one, from the tree node at `node` onwards (RFC 6386 section 13.2).
    private static func readLargeMagnitude(
        _ decoder: inout VP8BoolDecoder, table: UnsafeBufferPointer<UInt8>, node: Int
    ) -> Int {
        if !decoder.readBit(table[node + 3]) {
            if !decoder.readBit(table[node + 4]) { return 2 }
            return 3 + decoder.readBitValue(table[node + 5])
        }
        if !decoder.readBit(table[node + 6]) {
            if !decoder.readBit(table[node + 7]) { return 5 + decoder.readBitValue(159) }
            return 7 + 2 * decoder.readBitValue(165) + decoder.readBitValue(145)
        }
        let high = decoder.readBitValue(table[node + 8])
        let low = decoder.readBitValue(table[node + 9 + high])
        let category = 2 * high + low
        var extra = 0
        for probability in VP8Tables.categoryExtraBitProbabilities[category] {
            extra = extra << 1 | decoder.readBitValue(probability)
        }
        return extra + 3 + (8 << category)
    }
}
