/// An image in memory: `width`×`height` pixels of red, green, blue and alpha (straight, not
/// premultiplied), row by row from the top left, 8 or 16 bits a sample.
public struct PixelBuffer: Sendable, Equatable {
    /// Bits per sample.
    public enum Depth: Int, Sendable {
        case eight = 8, sixteen = 16
    }

    /// The samples, four per pixel (R, G, B, A).
    public enum Samples: Sendable, Equatable {
        case rgba8([UInt8])
        case rgba16([UInt16])
    }

    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// The samples, four per pixel.
    public private(set) var samples: Samples

    /// A buffer over `samples`; throws `ImageError.corrupt` unless there are exactly
    /// `width × height × 4` of them, and `ImageError.tooLarge` past `limits`.
    public init(width: Int, height: Int, samples: Samples, limits: ImageLimits = .standard) throws {
        guard width > 0, height > 0 else {
            throw ImageError.corrupt(format: "pixels", "an image must be at least 1×1 (this one is \(width)×\(height))")
        }
        try limits.check(width: width, height: height)
        let count: Int
        switch samples {
        case .rgba8(let values): count = values.count
        case .rgba16(let values): count = values.count
        }
        guard count == width * height * 4 else {
            throw ImageError.corrupt(
                format: "pixels", "a \(width)×\(height) image needs \(width * height * 4) samples, not \(count)")
        }
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// A buffer of `width × height` transparent black pixels, the dimensions already checked.
    init(checkedWidth width: Int, height: Int, depth: Depth) {
        self.width = width
        self.height = height
        switch depth {
        case .eight: samples = .rgba8([UInt8](repeating: 0, count: width * height * 4))
        case .sixteen: samples = .rgba16([UInt16](repeating: 0, count: width * height * 4))
        }
    }

    /// A buffer over samples the decoder has sized itself.
    init(checkedWidth width: Int, height: Int, samples: Samples) {
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// Bits per sample of `samples`.
    public var depth: Depth {
        if case .rgba16 = samples { return .sixteen }
        return .eight
    }

    /// The samples at 8 bits: 16-bit samples keep their high byte (as libpng's "strip 16" and Pillow do).
    public var rgba8: [UInt8] {
        switch samples {
        case .rgba8(let values): return values
        case .rgba16(let values): return values.map { UInt8($0 >> 8) }
        }
    }

    /// The samples at 16 bits: 8-bit samples are scaled exactly (×257, so 255 becomes 65,535).
    public var rgba16: [UInt16] {
        switch samples {
        case .rgba8(let values): return values.map { UInt16($0) * 257 }
        case .rgba16(let values): return values
        }
    }

    /// This image at 8 bits a sample.
    public func eightBit() -> PixelBuffer {
        depth == .eight ? self : PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(rgba8))
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        switch samples {
        case .rgba8(let values): return stride(from: 3, to: values.count, by: 4).allSatisfy { values[$0] == 255 }
        case .rgba16(let values): return stride(from: 3, to: values.count, by: 4).allSatisfy { values[$0] == 65535 }
        }
    }

    /// Whether every pixel is grey (red, green and blue equal).
    public var isGrey: Bool {
        switch samples {
        case .rgba8(let v): return Self.allGrey(v)
        case .rgba16(let v): return Self.allGrey(v)
        }
    }

    static func allGrey<T: Equatable>(_ v: [T]) -> Bool {
        var i = 0
        while i + 3 < v.count {
            if v[i] != v[i + 1] || v[i] != v[i + 2] { return false }
            i += 4
        }
        return true
    }
}
