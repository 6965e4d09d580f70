extension VP8LImageData {
    /// Decodes `width`×`height` pixels with `groups` (chosen by `blocks`, or the one group).
    static func decodePixels(
        _ bits: inout VP8LBits, width: Int, height: Int, cacheBits: Int, groups: [Group], blocks: Blocks?
    ) throws -> [UInt32] {
        let total = width * height
        var pixels = [UInt32](repeating: 0, count: total)
        var cache = [UInt32](repeating: 0, count: cacheBits > 0 ? 1 << cacheBits : 0)
        let cacheShift = UInt32(32 - cacheBits)
        var cached = 0  // pixels before this one are in the cache
        let blockMask = blocks.map { (1 << $0.bits) - 1 } ?? -1
        var position = 0, x = 0, y = 0
        var group = groups[blocks?.group(x: 0, y: 0) ?? 0]
        var newBlock = false
        while position < total {
            if x & blockMask == 0 || newBlock, let blocks { group = groups[blocks.group(x: x, y: y)] }
            newBlock = false
            let green = group.green.symbol(&bits)
            if green < 256 {
                let red = UInt32(group.red.symbol(&bits)), blue = UInt32(group.blue.symbol(&bits))
                let alpha = UInt32(group.alpha.symbol(&bits))
                pixels[position] = alpha << 24 | red << 16 | UInt32(green) << 8 | blue
                position += 1
                x += 1
            } else if green < 256 + 24 {
                let length = prefixValue(green - 256, &bits)
                let distance = distance(code: prefixValue(group.distance.symbol(&bits), &bits), width: width)
                if distance > position || length > total - position {
                    if bits.isPastEnd { throw WebP.truncated("the pixels") }
                    throw ImageError.corrupt(
                        format: "WebP",
                        distance > position
                            ? "a copy at pixel \(position) reaches \(distance) pixels back, before the start of the image"
                            : "a copy of \(length) pixels at pixel \(position) runs past the image's \(total)")
                }
                for index in position..<(position + length) { pixels[index] = pixels[index - distance] }
                position += length
                x += length
                newBlock = true
            } else {
                let index = green - 280
                guard index < cache.count else {
                    throw ImageError.corrupt(format: "WebP", "colour cache entry \(index) of \(cache.count)")
                }
                pixels[position] = cache[index]
                position += 1
                x += 1
            }
            while x >= width {
                x -= width
                y += 1
                if bits.isPastEnd { throw WebP.truncated("the pixels") }
            }
            if !cache.isEmpty {
                while cached < position {
                    let colour = pixels[cached]
                    cache[Int((0x1E35_A7BD &* colour) >> cacheShift)] = colour
                    cached += 1
                }
            }
        }
        if bits.isPastEnd { throw WebP.truncated("the pixels") }
        return pixels
    }
}
