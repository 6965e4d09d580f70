/// One scan (SOS): which components, which coefficients (progressive spectral selection and
/// successive approximation), decoded into the frame's coefficient arrays.
struct JPEGScan {
    let componentIndices: [Int]
    let spectralStart: Int
    let spectralEnd: Int
    let approximationHigh: Int
    let approximationLow: Int
    var endOfBandRun = 0
    /// Restart segments (or whole scans) whose data ended before their last unit.
    var damagedSegments = 0
    /// Refinement codes of more than one bit, read as one bit (libjpeg's "bad Huffman code").
    var badRefinements = 0

    /// Decodes the scan's entropy-coded data from `reader`, restarting every `restartInterval` MCUs.
    mutating func decode(
        frame: inout JPEGFrame, reader: inout JPEGBitReader, dc: [JPEGHuffman], ac: [JPEGHuffman], restartInterval: Int
    ) throws {
        for i in componentIndices {
            let c = frame.components[i]
            // A DC refinement reads bits, no table.
            if frame.progressive ? spectralStart == 0 && approximationHigh == 0 : true {
                guard c.dcTable < dc.count, dc[c.dcTable].defined else {
                    throw ImageError.corrupt(format: "JPEG", "a scan uses DC Huffman table \(c.dcTable), which is not defined")
                }
            }
            if frame.progressive ? spectralStart > 0 : true {
                guard c.acTable < ac.count, ac[c.acTable].defined else {
                    throw ImageError.corrupt(format: "JPEG", "a scan uses AC Huffman table \(c.acTable), which is not defined")
                }
            }
            frame.components[i].dcPrediction = 0
        }
        let single = componentIndices.count == 1
        let first = frame.components[componentIndices[0]]
        let unitsAcross = single ? first.blocksPerLine : frame.mcusPerLine
        let unitsDown = single ? first.blocksPerColumn : frame.mcusPerColumn
        let total = unitsAcross * unitsDown
        // Once a segment's data runs out, its remaining units are left as they are (zero
        // coefficients, grey, in a first scan), as libjpeg leaves them; a restart marker ends that.
        var ranOut = false
        for unit in 0..<total {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                if !reader.restart() {
                    // No restart marker where one belongs (the data ended, or is damaged): the
                    // rest of the scan keeps what it has.
                    if !ranOut { damagedSegments += 1 }
                    return
                }
                for i in componentIndices { frame.components[i].dcPrediction = 0 }
                endOfBandRun = 0
            } else if ranOut {
                continue
            }
            let row = unit / unitsAcross, column = unit % unitsAcross
            if single {
                let i = componentIndices[0]
                try decodeBlock(
                    &frame.components[i], blockRow: row, blockColumn: column, reader: &reader, dc: dc, ac: ac,
                    progressive: frame.progressive)
            } else {
                for i in componentIndices {
                    let (h, v) = (frame.components[i].h, frame.components[i].v)
                    for y in 0..<v {
                        for x in 0..<h {
                            try decodeBlock(
                                &frame.components[i], blockRow: row * v + y, blockColumn: column * h + x, reader: &reader, dc: dc,
                                ac: ac,
                                progressive: frame.progressive)
                        }
                    }
                }
            }
            ranOut = reader.ranOut
            if ranOut { damagedSegments += 1 }
        }
    }

    @inline(__always) mutating func decodeBlock(
        _ c: inout JPEGComponent, blockRow: Int, blockColumn: Int, reader: inout JPEGBitReader, dc: [JPEGHuffman],
        ac: [JPEGHuffman], progressive: Bool
    ) throws {
        let offset = (blockRow * c.paddedBlocksPerLine + blockColumn) * 64
        if !progressive {
            try baseline(&c, offset, &reader, dc[c.dcTable], ac[c.acTable])
        } else if spectralStart == 0 {
            if approximationHigh == 0 {
                let t = reader.decode(dc[c.dcTable])
                guard t <= 16 else { throw ImageError.corrupt(format: "JPEG", "a DC difference of \(t) bits") }
                c.dcPrediction += reader.receiveExtend(t)
                c.coefficients[offset] = Int16(truncatingIfNeeded: c.dcPrediction << approximationLow)
            } else if reader.bit() == 1 {
                c.coefficients[offset] |= Int16(truncatingIfNeeded: 1 << approximationLow)
            }
        } else if approximationHigh == 0 {
            acFirst(&c, offset, &reader, ac[c.acTable])
        } else {
            acRefine(&c, offset, &reader, ac[c.acTable])
        }
    }

    func baseline(_ c: inout JPEGComponent, _ offset: Int, _ reader: inout JPEGBitReader, _ dc: JPEGHuffman, _ ac: JPEGHuffman)
        throws
    {
        let t = reader.decode(dc)
        guard t <= 16 else { throw ImageError.corrupt(format: "JPEG", "a DC difference of \(t) bits") }
        c.dcPrediction += reader.receiveExtend(t)
        c.coefficients[offset] = Int16(truncatingIfNeeded: c.dcPrediction)
        var k = 1
        while k < 64 {
            let rs = reader.decode(ac)
            let r = rs >> 4, s = rs & 15
            if s == 0 {
                if r != 15 { break }
                k += 16
                continue
            }
            // A run past the block's end lands on its last coefficient, as libjpeg's padded
            // natural-order table makes it (damaged data only).
            k = min(k + r, 63)
            c.coefficients[offset + jpegZigZag[k]] = Int16(truncatingIfNeeded: reader.receiveExtend(s))
            k += 1
        }
    }

    mutating func acFirst(_ c: inout JPEGComponent, _ offset: Int, _ reader: inout JPEGBitReader, _ ac: JPEGHuffman) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var k = spectralStart
        while k <= spectralEnd {
            let rs = reader.decode(ac)
            let r = rs >> 4, s = rs & 15
            if s == 0 {
                if r < 15 {
                    endOfBandRun = (1 << r) - 1 + reader.bits(r)
                    break
                }
                k += 16
                continue
            }
            k = min(k + r, 63)
            c.coefficients[offset + jpegZigZag[k]] = Int16(truncatingIfNeeded: reader.receiveExtend(s) * (1 << approximationLow))
            k += 1
        }
    }

    /// Successive approximation of AC coefficients (T.81 G.1.2.3): new coefficients of ±1 at this
    /// bit, and a correction bit for every coefficient already non-zero that the run passes.
    mutating func acRefine(_ c: inout JPEGComponent, _ offset: Int, _ reader: inout JPEGBitReader, _ ac: JPEGHuffman) {
        let plus = 1 << approximationLow, minus = -1 << approximationLow
        var k = spectralStart
        func refine(_ index: Int, _ reader: inout JPEGBitReader) {
            let value = Int(c.coefficients[index])
            if reader.bit() == 1, value & plus == 0 {
                c.coefficients[index] = Int16(truncatingIfNeeded: value >= 0 ? value + plus : value + minus)
            }
        }
        if endOfBandRun == 0 {
            while k <= spectralEnd {
                let rs = reader.decode(ac)
                var r = rs >> 4
                let s = rs & 15
                var newValue = 0
                if s != 0 {
                    if s != 1 { badRefinements += 1 }
                    newValue = reader.bit() == 1 ? plus : minus
                } else if r != 15 {
                    endOfBandRun = 1 << r
                    if r > 0 { endOfBandRun += reader.bits(r) }
                    break
                }
                while k <= spectralEnd {
                    let index = offset + jpegZigZag[k]
                    if c.coefficients[index] != 0 {
                        refine(index, &reader)
                    } else {
                        if r == 0 { break }
                        r -= 1
                    }
                    k += 1
                }
                if newValue != 0, k <= spectralEnd { c.coefficients[offset + jpegZigZag[k]] = Int16(newValue) }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectralEnd {
                let index = offset + jpegZigZag[k]
                if c.coefficients[index] != 0 { refine(index, &reader) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }
}
