/// The image formats we recognise by their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", tiff = "TIFF"
    case heic = "HEIC", heif = "HEIF", avif = "AVIF", webp = "WebP", jpeg2000 = "JPEG 2000", jpegXL = "JPEG XL"
    case psd = "Photoshop (PSD)", ico = "ICO", pdf = "PDF", svg = "SVG"
}

/// How the file stored its pixels, before they became RGBA.
public struct SourceInfo: Sendable, Equatable {
    /// How the file described colour before it became RGBA.
    public enum ColourModel: String, Sendable {
        case grey, rgb, palette, cmyk, ycck, yCbCr
    }

    /// The file format.
    public var format: ImageFormat
    /// The file's colour model.
    public var colourModel: ColourModel
    /// Bits per sample in the file (1, 2, 4, 8, 16).
    public var bitsPerSample: Int
    /// Whether the file has an alpha channel or transparency.
    public var hasAlpha: Bool
    /// PNG Adam7 interlace, progressive JPEG, interlaced GIF.
    public var interlaced: Bool

    /// The description of a file's storage.
    public init(format: ImageFormat, colourModel: ColourModel, bitsPerSample: Int, hasAlpha: Bool, interlaced: Bool) {
        self.format = format
        self.colourModel = colourModel
        self.bitsPerSample = bitsPerSample
        self.hasAlpha = hasAlpha
        self.interlaced = interlaced
    }
}

/// What a file says about its pixels besides the pixels: kept, not applied (gamma and colour
/// profiles are carried for a writer, never used to change samples).
public struct ImageMetadata: Sendable, Equatable {
    /// An embedded ICC colour profile.
    public struct ICCProfile: Sendable, Equatable {
        /// The profile's name as the file gives it.
        public var name: String
        /// The profile itself, uncompressed.
        public var bytes: [UInt8]
    }

    /// CIE x, y chromaticities of the white point and the three primaries (PNG `cHRM`).
    public struct Chromaticities: Sendable, Equatable {
        /// Each point's x and y, in the order white, red, green, blue.
        public var whiteX, whiteY, redX, redY, greenX, greenY, blueX, blueY: Double
    }

    /// File gamma (PNG `gAMA`: 0.45455 for sRGB).
    public var gamma: Double?
    /// The file's chromaticities (PNG `cHRM`).
    public var chromaticities: Chromaticities?
    /// sRGB rendering intent (PNG `sRGB`): 0 perceptual, 1 relative colorimetric, 2 saturation, 3 absolute.
    public var srgbIntent: Int?
    /// An embedded ICC profile (PNG `iCCP`, JPEG APP2).
    public var iccProfile: ICCProfile?
    /// Text entries (PNG `tEXt`, `zTXt`, `iTXt`; JPEG comments), in file order.
    public var text: [(key: String, value: String)] = []
    /// The raw EXIF block (a TIFF structure: byte-order mark first).
    public var exif: [UInt8]?

    /// No metadata.
    public init() {}

    /// Equal when every field is, the text entries compared in order.
    public static func == (lhs: ImageMetadata, rhs: ImageMetadata) -> Bool {
        lhs.gamma == rhs.gamma && lhs.chromaticities == rhs.chromaticities && lhs.srgbIntent == rhs.srgbIntent
            && lhs.iccProfile == rhs.iccProfile && lhs.exif == rhs.exif
            && lhs.text.map(\.key) == rhs.text.map(\.key) && lhs.text.map(\.value) == rhs.text.map(\.value)
    }
}

/// A decoded still image: its pixels, how the file stored them, and its metadata.
public struct DecodedImage: Sendable, Equatable {
    /// The pixels, upright (orientation applied).
    public var pixels: PixelBuffer
    /// How the file stored them.
    public var source: SourceInfo
    /// What the file says besides its pixels.
    public var metadata: ImageMetadata
    /// Damage the decoder went past rather than refuse the file, one sentence each, as libjpeg
    /// and Apple's readers show a cut or damaged JPEG (empty for a sound file).
    public var damage: [String]

    /// A decoded image from its parts.
    public init(pixels: PixelBuffer, source: SourceInfo, metadata: ImageMetadata, damage: [String] = []) {
        self.pixels = pixels
        self.source = source
        self.metadata = metadata
        self.damage = damage
    }
}
