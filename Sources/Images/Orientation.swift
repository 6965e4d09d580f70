/// EXIF/TIFF orientation (1…8): how to turn stored pixels to display them upright.
public enum Orientation {
    /// `pixels` turned upright for `orientation`: 2 mirror, 3 rotate 180°, 4 flip vertically,
    /// 5 transpose, 6 rotate 90° clockwise, 7 transverse, 8 rotate 90° anticlockwise.
    public static func apply(_ orientation: Int, to pixels: PixelBuffer) -> PixelBuffer {
        guard (2...8).contains(orientation) else { return pixels }
        let w = pixels.width, h = pixels.height
        let swaps = orientation >= 5
        let outW = swaps ? h : w, outH = swaps ? w : h
        // For each output pixel (x, y): the stored pixel it shows.
        func source(_ x: Int, _ y: Int) -> Int {
            switch orientation {
            case 2: return y * w + (w - 1 - x)
            case 3: return (h - 1 - y) * w + (w - 1 - x)
            case 4: return (h - 1 - y) * w + x
            case 5: return x * w + y
            case 6: return (h - 1 - x) * w + y
            case 7: return (h - 1 - x) * w + (w - 1 - y)
            default: return x * w + (w - 1 - y)
            }
        }
        switch pixels.samples {
        case .rgba8(let v): return PixelBuffer(checkedWidth: outW, height: outH, samples: .rgba8(remap(v, outW, outH, source)))
        case .rgba16(let v): return PixelBuffer(checkedWidth: outW, height: outH, samples: .rgba16(remap(v, outW, outH, source)))
        }
    }

    static func remap<T>(_ v: [T], _ w: Int, _ h: Int, _ source: (Int, Int) -> Int) -> [T] {
        var out = v
        for y in 0..<h {
            for x in 0..<w {
                let s = source(x, y) * 4, d = (y * w + x) * 4
                out[d] = v[s]; out[d + 1] = v[s + 1]; out[d + 2] = v[s + 2]; out[d + 3] = v[s + 3]
            }
        }
        return out
    }
}
