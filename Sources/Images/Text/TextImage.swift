/// An image of text (Toolbox Pro's Create Images From Text): a background, padding, the text set
/// in its style, optionally a hard shadow. The image fits the text, or has a given size in which
/// the text wraps (and, with `scaleToFit`, shrinks until it fits) and is centred vertically.
public struct TextImage: Sendable {
    /// A copy of the text drawn behind it in another colour, moved by (x, y) pixels (y down).
    public struct Shadow: Sendable {
        /// RGBA.
        public var colour: [UInt8]
        /// Pixels right.
        public var x: Int
        /// Pixels down.
        public var y: Int

        /// A shadow given directly.
        public init(colour: [UInt8], x: Int, y: Int) {
            self.colour = colour
            self.x = x
            self.y = y
        }
    }

    /// The text.
    public var text: String
    /// Its fonts, size, alignment, line breaking and line limit.
    public var style: TextStyle
    /// The text's colour, RGBA.
    public var colour: [UInt8] = [255, 255, 255, 255]
    /// The background, RGBA (alpha 0: transparent).
    public var background: [UInt8] = [0, 0, 0, 255]
    /// The image's width (nil: fit the text).
    public var width: Int?
    /// The image's height (nil: fit the text).
    public var height: Int?
    /// Room kept clear inside each edge, pixels: left, right, top, bottom.
    public var padding: (left: Int, right: Int, top: Int, bottom: Int) = (0, 0, 0, 0)
    /// With a width and height: the font shrinks until the text fits inside the padding.
    public var scaleToFit = false
    /// A shadow (nil: none).
    public var shadow: Shadow?
    /// An outline drawn behind the text: its colour (RGBA) and width in pixels (nil: none).
    public var outline: (colour: [UInt8], width: Double)?

    /// A text image of `text` in `style`; the other settings start at their defaults.
    public init(text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    /// How many times `scaleToFit` shrinks the font (by 5 % each) before it stops.
    static let maxShrinkSteps = 120

    /// The image: `ImageError.tooLarge` past `limits`, `FontError` for a glyph the font cannot give.
    public func render(limits: ImageLimits = .standard) throws -> PixelBuffer {
        let across = padding.left + padding.right, down = padding.top + padding.bottom
        let room = width.map { Double(max($0 - across, 1)) }
        var layout = TextLayout(text, style: style, width: room)
        if scaleToFit, let room, let height {
            var fitted = style
            for _ in 0..<Self.maxShrinkSteps where layout.width > room + 1e-9 || layout.height > Double(height - down) {
                guard fitted.size > 1 else { break }
                fitted.size = max(fitted.size * 0.95, 1)
                layout = TextLayout(text, style: fitted, width: room)
            }
        }
        let shadowX = abs(shadow?.x ?? 0), shadowY = abs(shadow?.y ?? 0)
        let fullWidth = width ?? Int((layout.width + Double(across + shadowX)).rounded(.up))
        let fullHeight = height ?? Int((layout.height + Double(down + shadowY)).rounded(.up))
        try limits.check(width: max(fullWidth, 1), height: max(fullHeight, 1))
        var image = PixelBuffer.filled(width: max(fullWidth, 1), height: max(fullHeight, 1), colour: background)
        let box = Double(width.map { $0 - across } ?? Int(layout.width.rounded(.up)))
        var top = Double(padding.top)
        if let height { top += (Double(height - down) - layout.height) / 2 }
        // An image that fits the text grows by the shadow's offset; a shadow up or left moves the text along.
        let left = Double(padding.left) + (width == nil ? Double(min(shadow?.x ?? 0, 0).magnitude) : 0)
        if height == nil { top += Double(min(shadow?.y ?? 0, 0).magnitude) }
        if let shadow {
            image = try image.drawing(
                layout, colour: shadow.colour, left: left + Double(shadow.x), top: top + Double(shadow.y), width: box)
        }
        if let outline, outline.width > 0 {
            image = try image.drawing(
                layout, colour: outline.colour, left: left, top: top, width: box, spread: outline.width)
        }
        return try image.drawing(layout, colour: colour, left: left, top: top, width: box)
    }
}
