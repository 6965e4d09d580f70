/// Straight ↔ premultiplied alpha on RGBA8 samples, rounded as Pillow's `RGBA`↔`RGBa` conversions.
enum Premultiplied {
    static func apply(_ samples: inout [UInt8]) {
        var i = 0
        while i + 3 < samples.count {
            let a = UInt32(samples[i + 3])
            if a != 255 {
                for c in 0..<3 { samples[i + c] = multiply(samples[i + c], a) }
            }
            i += 4
        }
    }

    /// `value × alpha / 255`, rounded.
    @inline(__always) static func multiply(_ value: UInt8, _ alpha: UInt32) -> UInt8 {
        let t = UInt32(value) * alpha + 128
        return UInt8(truncatingIfNeeded: ((t >> 8) + t) >> 8)
    }

    static func undo(_ samples: inout [UInt8]) {
        var i = 0
        while i + 3 < samples.count {
            let a = UInt32(samples[i + 3])
            if a != 255 && a != 0 {
                for c in 0..<3 { samples[i + c] = UInt8(min(255, 255 * UInt32(samples[i + c]) / a)) }
            }
            i += 4
        }
    }
}
