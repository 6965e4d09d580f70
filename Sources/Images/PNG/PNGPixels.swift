/// Undoes the scanline filters and turns PNG samples into RGBA, pass by pass.
struct PNGPixels {
    let header: PNGHeader
    let palette: [UInt8]
    let transparency: [UInt8]?

    mutating func expand(_ data: [UInt8]) throws -> PixelBuffer {
        let h = header
        let sixteen = h.bitDepth == 16
        var out8 = [UInt8](repeating: 0, count: sixteen ? 0 : h.width * h.height * 4)
        var out16 = [UInt16](repeating: 0, count: sixteen ? h.width * h.height * 4 : 0)
        let rgbaPalette = paletteTable()
        var offset = 0
        var rowIndex = 0
        for pass in h.passes {
            let rowBytes = h.rowBytes(pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            for y in 0..<pass.height {
                let filter = data[offset]
                guard filter <= 4 else {
                    throw ImageError.corrupt(
                        format: "PNG", "row \(rowIndex + 1) of the image data has filter type \(filter) (0 to 4 exist)")
                }
                for i in 0..<rowBytes { current[i] = data[offset + 1 + i] }
                PNGFilter.unfilter(Int(filter), row: &current, previous: previous, stride: h.filterStride)
                let outY = pass.y + y * pass.dy
                if sixteen {
                    emit16(current, pass: pass, outY: outY, into: &out16)
                } else {
                    emit8(current, pass: pass, outY: outY, palette: rgbaPalette, into: &out8)
                }
                swap(&previous, &current)
                offset += 1 + rowBytes
                rowIndex += 1
            }
        }
        return PixelBuffer(checkedWidth: h.width, height: h.height, samples: sixteen ? .rgba16(out16) : .rgba8(out8))
    }

    /// 256 RGBA entries; indices past the palette are opaque black.
    func paletteTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 1024)
        for i in 0..<256 {
            if i * 3 + 2 < palette.count {
                table[i * 4] = palette[i * 3]
                table[i * 4 + 1] = palette[i * 3 + 1]
                table[i * 4 + 2] = palette[i * 3 + 2]
            }
            table[i * 4 + 3] = transparency.flatMap { i < $0.count ? $0[i] : nil } ?? 255
        }
        return table
    }

    /// Rows of 1, 2, 4 and 8 bits a sample.
    func emit8(_ row: [UInt8], pass: PNGPass, outY: Int, palette: [UInt8], into out: inout [UInt8]) {
        let depth = header.bitDepth
        let scale = 255 / ((1 << depth) - 1)
        let key = transparency.flatMap { $0.count == 2 ? BigEndian.u16($0, 0) : nil }
        let rgbKey = transparency.flatMap {
            $0.count == 6 ? [BigEndian.u16($0, 0), BigEndian.u16($0, 2), BigEndian.u16($0, 4)] : nil
        }
        row.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for x in 0..<pass.width {
                    let at = ((outY * header.width) + pass.x + x * pass.dx) * 4
                    switch header.colourType {
                    case .grey:
                        let v = depth == 8 ? Int(r[x]) : subByte(r, x, depth)
                        let g = UInt8(v * scale)
                        o[at] = g; o[at + 1] = g; o[at + 2] = g
                        o[at + 3] = key == v ? 0 : 255
                    case .palette:
                        let i = (depth == 8 ? Int(r[x]) : subByte(r, x, depth)) * 4
                        o[at] = palette[i]; o[at + 1] = palette[i + 1]; o[at + 2] = palette[i + 2]; o[at + 3] = palette[i + 3]
                    case .greyAlpha:
                        let g = r[x * 2]
                        o[at] = g; o[at + 1] = g; o[at + 2] = g; o[at + 3] = r[x * 2 + 1]
                    case .rgb:
                        let red = r[x * 3], green = r[x * 3 + 1], blue = r[x * 3 + 2]
                        o[at] = red; o[at + 1] = green; o[at + 2] = blue
                        let keyed = rgbKey.map { $0[0] == Int(red) && $0[1] == Int(green) && $0[2] == Int(blue) } ?? false
                        o[at + 3] = keyed ? 0 : 255
                    case .rgba:
                        o[at] = r[x * 4]; o[at + 1] = r[x * 4 + 1]; o[at + 2] = r[x * 4 + 2]; o[at + 3] = r[x * 4 + 3]
                    }
                }
            }
        }
    }

    /// The `index`th sample of `depth` (1, 2 or 4) bits, most significant bits first.
    @inline(__always) func subByte(_ row: UnsafeBufferPointer<UInt8>, _ index: Int, _ depth: Int) -> Int {
        let bit = index * depth
        return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }

    /// Rows of 16 bits a sample (grey, grey + alpha, RGB, RGBA).
    func emit16(_ row: [UInt8], pass: PNGPass, outY: Int, into out: inout [UInt16]) {
        let channels = header.colourType.channels
        let key = transparency.map { t in stride(from: 0, to: t.count, by: 2).map { UInt16(BigEndian.u16(t, $0)) } }
        row.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for x in 0..<pass.width {
                    let at = ((outY * header.width) + pass.x + x * pass.dx) * 4
                    var s: (UInt16, UInt16, UInt16, UInt16) = (0, 0, 0, 0)
                    @inline(__always) func sample(_ c: Int) -> UInt16 {
                        UInt16(r[(x * channels + c) * 2]) << 8 | UInt16(r[(x * channels + c) * 2 + 1])
                    }
                    switch header.colourType {
                    case .grey:
                        let g = sample(0)
                        s = (g, g, g, key == [g] ? 0 : 65535)
                    case .greyAlpha:
                        let g = sample(0)
                        s = (g, g, g, sample(1))
                    case .rgb:
                        let red = sample(0), green = sample(1), blue = sample(2)
                        s = (red, green, blue, key == [red, green, blue] ? 0 : 65535)
                    case .rgba, .palette:
                        s = (sample(0), sample(1), sample(2), sample(3))
                    }
                    o[at] = s.0; o[at + 1] = s.1; o[at + 2] = s.2; o[at + 3] = s.3
                }
            }
        }
    }
}
