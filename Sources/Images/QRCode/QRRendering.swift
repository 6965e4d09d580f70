/// A QR code drawn as pixels.
extension QRCode {
    /// The modules drawn `scale` pixels square each, inside a light quiet zone of `quietZone`
    /// modules on every side (the standard asks for at least 4), in `foreground` and
    /// `background` (RGBA8). With `rounded`, each dark module is a disc of the module's width.
    public func pixels(
        scale: Int, quietZone: Int = 4, foreground: [UInt8] = [0, 0, 0, 255], background: [UInt8] = [255, 255, 255, 255],
        rounded: Bool = false, limits: ImageLimits = .standard
    ) throws -> PixelBuffer {
        guard scale >= 1, quietZone >= 0, foreground.count == 4, background.count == 4 else {
            throw ImageError.badEdit(operation: "draw", "a QR code needs a scale of at least 1 and RGBA colours")
        }
        let side = (size + 2 * quietZone) * scale
        try limits.check(width: side, height: side)
        var samples = [UInt8](repeating: 0, count: side * side * 4)
        for pixel in 0..<side * side { samples.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: background) }
        let disc = rounded ? Self.disc(scale) : [Bool](repeating: true, count: scale * scale)
        for y in 0..<size {
            for x in 0..<size where modules[y * size + x] {
                let left = (x + quietZone) * scale, top = (y + quietZone) * scale
                for dy in 0..<scale {
                    for dx in 0..<scale where disc[dy * scale + dx] {
                        let offset = ((top + dy) * side + left + dx) * 4
                        samples.replaceSubrange(offset..<offset + 4, with: foreground)
                    }
                }
            }
        }
        return try PixelBuffer(width: side, height: side, samples: .rgba8(samples), limits: limits)
    }

    /// Which pixels of a `scale`-square module a disc covers (pixel centres within the radius).
    static func disc(_ scale: Int) -> [Bool] {
        let radius = Double(scale) / 2
        return (0..<scale * scale).map { index in
            let dx = Double(index % scale) + 0.5 - radius, dy = Double(index / scale) + 0.5 - radius
            return dx * dx + dy * dy <= radius * radius
        }
    }
}
