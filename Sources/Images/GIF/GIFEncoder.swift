import Foundation

/// Reduces an RGBA image to at most 256 colours for GIF: exact when it has few enough colours,
/// otherwise median cut (boxes split at the median of their widest channel, weighted by pixel
/// count) with each pixel mapped to its nearest palette colour. Pixels with alpha below 128 take
/// a reserved transparent index.
struct Quantised {
    var palette: [UInt8] = []
    var indices: [UInt8] = []
    var transparentIndex: Int?

    init(_ pixels: PixelBuffer) {
        let rgba = pixels.rgba8
        let count = pixels.width * pixels.height
        var hasTransparency = false
        var exact: [UInt32: UInt8] = [:]
        var overflow = false
        for i in 0..<count {
            if rgba[i * 4 + 3] < 128 {
                hasTransparency = true
                continue
            }
            let key = UInt32(rgba[i * 4]) << 16 | UInt32(rgba[i * 4 + 1]) << 8 | UInt32(rgba[i * 4 + 2])
            if exact[key] == nil {
                if exact.count >= 256 - (hasTransparency ? 1 : 0) - 1 {
                    overflow = true
                    break
                }
                exact[key] = UInt8(exact.count)
            }
        }
        let limit = 256 - 1  // One slot kept for transparency, always, so frames agree.
        var colours: [(r: Int, g: Int, b: Int)]
        if !overflow {
            colours = Array(repeating: (0, 0, 0), count: exact.count)
            for (key, index) in exact { colours[Int(index)] = (Int(key >> 16), Int(key >> 8 & 0xFF), Int(key & 0xFF)) }
        } else {
            colours = Self.medianCut(rgba, count: count, colours: limit)
        }
        transparentIndex = hasTransparency || true ? colours.count : nil
        if !hasTransparency { transparentIndex = nil }
        palette = colours.flatMap { [UInt8($0.r), UInt8($0.g), UInt8($0.b)] }
        if transparentIndex != nil { palette += [0, 0, 0] }
        // Nearest colour per 15-bit key, computed once per key used.
        var cache = [Int16](repeating: -1, count: 1 << 15)
        indices = [UInt8](repeating: 0, count: count)
        for i in 0..<count {
            if let transparentIndex, rgba[i * 4 + 3] < 128 {
                indices[i] = UInt8(transparentIndex)
                continue
            }
            let r = Int(rgba[i * 4]), g = Int(rgba[i * 4 + 1]), b = Int(rgba[i * 4 + 2])
            if !overflow {
                indices[i] = exact[UInt32(r << 16 | g << 8 | b)] ?? 0
                continue
            }
            let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
            if cache[key] < 0 {
                var best = 0, bestDistance = Int.max
                for (index, c) in colours.enumerated() {
                    let d = (c.r - r) * (c.r - r) * 2 + (c.g - g) * (c.g - g) * 4 + (c.b - b) * (c.b - b) * 3
                    if d < bestDistance {
                        bestDistance = d
                        best = index
                    }
                }
                cache[key] = Int16(best)
            }
            indices[i] = UInt8(cache[key])
        }
    }

    /// Median cut over a 15-bit histogram.
    static func medianCut(_ rgba: [UInt8], count: Int, colours: Int) -> [(r: Int, g: Int, b: Int)] {
        var histogram = [Int](repeating: 0, count: 1 << 15)
        for i in 0..<count where rgba[i * 4 + 3] >= 128 {
            histogram[Int(rgba[i * 4] >> 3) << 10 | Int(rgba[i * 4 + 1] >> 3) << 5 | Int(rgba[i * 4 + 2] >> 3)] += 1
        }
        var boxes: [[Int]] = [histogram.indices.filter { histogram[$0] > 0 }]
        func channel(_ key: Int, _ c: Int) -> Int { (key >> (10 - c * 5)) & 31 }
        while boxes.count < colours {
            // Split the box with the most pixels among those with more than one colour.
            guard
                let pick = boxes.indices.filter({ boxes[$0].count > 1 }).max(by: {
                    boxes[$0].reduce(0) { $0 + histogram[$1] } < boxes[$1].reduce(0) { $0 + histogram[$1] }
                })
            else { break }
            let box = boxes[pick]
            let ranges = (0..<3).map { c in (box.map { channel($0, c) }.max() ?? 0) - (box.map { channel($0, c) }.min() ?? 0) }
            let c = ranges.firstIndex(of: ranges.max() ?? 0) ?? 0
            let sorted = box.sorted { channel($0, c) < channel($1, c) }
            let total = sorted.reduce(0) { $0 + histogram[$1] }
            var running = 0, cut = 1
            for (i, key) in sorted.enumerated() {
                running += histogram[key]
                if running * 2 >= total {
                    cut = max(1, min(sorted.count - 1, i + 1))
                    break
                }
            }
            boxes[pick] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        return boxes.map { box in
            var r = 0, g = 0, b = 0, n = 0
            for key in box {
                let weight = histogram[key]
                r += (channel(key, 0) * 8 + 4) * weight
                g += (channel(key, 1) * 8 + 4) * weight
                b += (channel(key, 2) * 8 + 4) * weight
                n += weight
            }
            return n == 0 ? (0, 0, 0) : (r / n, g / n, b / n)
        }
    }
}

extension GIF {
    /// A GIF89a of `frames` (all the same size), each with its own colour table; `loopCount`
    /// 0 repeats forever, nil writes no loop extension (play once).
    public static func encode(_ frames: [Animation.Frame], loopCount: Int? = 0) throws -> Data {
        guard let first = frames.first else { throw ImageError.cannotEncode(format: "GIF", "there are no frames") }
        let width = first.pixels.width, height = first.pixels.height
        guard width <= 65_535, height <= 65_535 else {
            throw ImageError.cannotEncode(format: "GIF", "a GIF is at most 65,535 pixels a side")
        }
        guard frames.allSatisfy({ $0.pixels.width == width && $0.pixels.height == height }) else {
            throw ImageError.cannotEncode(format: "GIF", "every frame must be \(width)×\(height) like the first")
        }
        var out = Array("GIF89a".utf8)
        out += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
        if let loopCount, frames.count > 1 || loopCount > 0 {
            out +=
                [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [
                    3, 1, UInt8(min(loopCount, 65_535) & 0xFF), UInt8(min(loopCount, 65_535) >> 8), 0,
                ]
        }
        for frame in frames {
            let q = Quantised(frame.pixels)
            let hundredths = max(0, min(65_535, Int((frame.delay * 100).rounded())))
            let transparent = q.transparentIndex
            // Disposal 2 (clear to transparent) when the frame has transparency, so earlier frames do not show through.
            let packed = UInt8((transparent != nil ? 2 : 1) << 2 | (transparent != nil ? 1 : 0))
            out += [0x21, 0xF9, 4, packed, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), UInt8(transparent ?? 0), 0]
            var bits = 1
            while 1 << bits < q.palette.count / 3 { bits += 1 }
            out += [
                0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8),
                UInt8(0x80 | (bits - 1)),
            ]
            out += q.palette + [UInt8](repeating: 0, count: (3 << bits) - q.palette.count)
            let minimum = max(2, bits)
            out.append(UInt8(minimum))
            let data = GIFLZW.encode(q.indices, minimumCodeSize: minimum)
            var start = 0
            while start < data.count {
                let end = min(data.count, start + 255)
                out.append(UInt8(end - start))
                out += data[start..<end]
                start = end
            }
            out.append(0)
        }
        out.append(0x3B)
        return Data(out)
    }
}

extension GIFLZW {
    /// LZW codes for `indices`, least significant bit first; a clear code starts the stream and
    /// whenever the table fills.
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var out: [UInt8] = []
        var bitBuffer = 0, bitCount = 0
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        // The table: (prefix code << 8 | byte) → code.
        var table: [Int: Int] = [:]
        var next = end + 1
        emit(clear)
        guard var current = indices.first.map(Int.init) else {
            emit(end)
            if bitCount > 0 { out.append(UInt8(bitBuffer & 0xFF)) }
            return out
        }
        for byte in indices.dropFirst() {
            let key = current << 8 | Int(byte)
            if let code = table[key] {
                current = code
                continue
            }
            emit(current)
            if next < 4096 {
                table[key] = next
                next += 1
                if next > 1 << codeSize, codeSize < 12 { codeSize += 1 }
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = end + 1
                codeSize = minimumCodeSize + 1
            }
            current = Int(byte)
        }
        emit(current)
        emit(end)
        if bitCount > 0 { out.append(UInt8(bitBuffer & 0xFF)) }
        return out
    }
}
