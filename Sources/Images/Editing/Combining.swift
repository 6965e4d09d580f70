import Foundation

/// How `PixelBuffer.combined` lays images out.
public enum CombineLayout: String, Sendable, CaseIterable {
    /// Side by side, left to right, each centred in the tallest's height.
    case horizontal
    /// One under another, top to bottom, each centred in the widest's width.
    case vertical
    /// Rows of ⌈√n⌉ cells the size of the largest image, each image centred in its cell.
    case grid
}

extension PixelBuffer {
    /// `images` laid out by `layout` with `spacing` pixels between them, on `background`
    /// (RGBA8, transparent by default); throws `ImageError.badEdit` for no images or a negative
    /// spacing, `ImageError.tooLarge` past `limits`.
    public static func combined(
        _ images: [PixelBuffer], layout: CombineLayout, spacing: Int = 0,
        background: [UInt8] = [0, 0, 0, 0], limits: ImageLimits = .standard
    ) throws -> PixelBuffer {
        guard !images.isEmpty else { throw ImageError.badEdit(operation: "combine", "there are no images to combine") }
        guard spacing >= 0, spacing <= limits.maxDimension else {
            throw ImageError.badEdit(
                operation: "combine", "the spacing must be 0 to \(limits.maxDimension) pixels (it is \(spacing))")
        }
        let maxW = images.map(\.width).max() ?? 1, maxH = images.map(\.height).max() ?? 1
        let gaps = spacing * (images.count - 1)
        var places: [(x: Int, y: Int)] = []
        let width: Int, height: Int
        switch layout {
        case .horizontal:
            width = images.reduce(gaps) { $0 + $1.width }
            height = maxH
            var x = 0
            for image in images { places.append((x, (maxH - image.height) / 2)); x += image.width + spacing }
        case .vertical:
            width = maxW
            height = images.reduce(gaps) { $0 + $1.height }
            var y = 0
            for image in images { places.append(((maxW - image.width) / 2, y)); y += image.height + spacing }
        case .grid:
            let columns = Int(Double(images.count).squareRoot().rounded(.up))
            let rows = (images.count + columns - 1) / columns
            width = columns * maxW + (columns - 1) * spacing
            height = rows * maxH + (rows - 1) * spacing
            for (i, image) in images.enumerated() {
                places.append(
                    (
                        (i % columns) * (maxW + spacing) + (maxW - image.width) / 2,
                        (i / columns) * (maxH + spacing) + (maxH - image.height) / 2
                    ))
            }
        }
        try limits.check(width: width, height: height)
        var canvas = filled(width: width, height: height, colour: background)
        for (image, place) in zip(images, places) { canvas = canvas.overlaid(with: image, x: place.x, y: place.y) }
        return canvas
    }

    /// This image with `top`, `left`, `bottom` and `right` pixels of `colour` (RGBA8) around it;
    /// negative margins are an error.
    public func padded(
        top: Int, left: Int, bottom: Int, right: Int, colour: [UInt8] = [0, 0, 0, 0], limits: ImageLimits = .standard
    ) throws -> PixelBuffer {
        guard min(top, left, bottom, right) >= 0, max(top, left, bottom, right) <= limits.maxDimension else {
            throw ImageError.badEdit(operation: "pad", "each margin must be 0 to \(limits.maxDimension) pixels")
        }
        let newW = width + left + right, newH = height + top + bottom
        try limits.check(width: newW, height: newH)
        var out = Self.filled(width: newW, height: newH, colour: colour).rgba8
        let source = rgba8
        for row in 0..<height {
            let s = row * width * 4, d = ((row + top) * newW + left) * 4
            out[d..<(d + width * 4)] = source[s..<(s + width * 4)]
        }
        return PixelBuffer(checkedWidth: newW, height: newH, samples: .rgba8(out))
    }

    /// This image centred on a `width`×`height` canvas of `colour` (RGBA8): margins where the
    /// canvas is larger, the image cut about its centre where it is smaller (as Image Events'
    /// `pad` does). The image's top left lands at half the difference rounded down (an odd extra
    /// pixel of canvas goes right and below; an odd pixel cut comes off the left and top). The
    /// image's pixels replace the canvas's (transparent ones stay transparent).
    public func padded(toWidth newW: Int, height newH: Int, colour: [UInt8], limits: ImageLimits = .standard) throws
        -> PixelBuffer
    {
        guard newW >= 1, newH >= 1 else {
            throw ImageError.badEdit(operation: "pad", "the new size is \(newW)×\(newH) pixels; each side must be at least 1")
        }
        try limits.check(width: newW, height: newH)
        var out = Self.filled(width: newW, height: newH, colour: colour).rgba8
        let source = rgba8
        // Where the image's top left lands on the canvas (negative: cut off), rounded down.
        let left = Int((Double(newW - width) / 2).rounded(.down)), top = Int((Double(newH - height) / 2).rounded(.down))
        let fromX = max(0, -left), toX = min(width, newW - left)
        guard fromX < toX else { return PixelBuffer(checkedWidth: newW, height: newH, samples: .rgba8(out)) }
        for row in max(0, -top)..<min(height, newH - top) {
            let s = (row * width + fromX) * 4, d = ((row + top) * newW + left + fromX) * 4
            out[d..<(d + (toX - fromX) * 4)] = source[s..<(s + (toX - fromX) * 4)]
        }
        return PixelBuffer(checkedWidth: newW, height: newH, samples: .rgba8(out))
    }

    /// A `width`×`height` image of one RGBA8 colour (missing components are 0, alpha 255 if only RGB);
    /// the caller has checked the size against its limits.
    public static func filled(width: Int, height: Int, colour: [UInt8]) -> PixelBuffer {
        let c = colour.count >= 4 ? Array(colour.prefix(4)) : Array((colour + [0, 0, 0]).prefix(3)) + [255]
        var out = [UInt8](repeating: 0, count: width * height * 4)
        if c != [0, 0, 0, 0] {
            for i in stride(from: 0, to: out.count, by: 4) {
                out[i] = c[0]; out[i + 1] = c[1]; out[i + 2] = c[2]; out[i + 3] = c[3]
            }
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(out))
    }
}
