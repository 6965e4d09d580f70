import DigitGrouping
import Foundation

/// An animation: every frame composited onto the canvas, as a viewer shows it.
public struct Animation: Sendable, Equatable {
    /// One frame as it is shown: the whole canvas after disposal, and how long it stays.
    public struct Frame: Sendable, Equatable {
        /// The whole canvas after this frame was drawn.
        public var pixels: PixelBuffer
        /// How long the frame shows, in seconds (GIF stores hundredths).
        public var delay: Double

        /// A frame of `pixels` shown for `delay` seconds.
        public init(pixels: PixelBuffer, delay: Double) {
            self.pixels = pixels
            self.delay = delay
        }
    }

    /// The frames, in order.
    public var frames: [Frame]
    /// How many times the animation repeats after the first showing: 0 forever, nil when the file has no loop extension (play once).
    public var loopCount: Int?

    /// An animation of `frames`, looping `loopCount` times (0: for ever; nil: once).
    public init(frames: [Frame], loopCount: Int?) {
        self.frames = frames
        self.loopCount = loopCount
    }
}

/// GIF (87a and 89a): every frame with its disposal and delay, local and global palettes,
/// transparency, interlacing, LZW codes up to 12 bits.
public enum GIF {
    /// The first frame as a still image.
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits, firstOnly: true).still
    }

    /// Every frame.
    public static func decodeAnimation(_ data: Data, limits: ImageLimits = .standard) throws -> Animation {
        try decode(bytes: [UInt8](data), limits: limits, firstOnly: false).animation
    }

    static func decode(bytes: [UInt8], limits: ImageLimits, firstOnly: Bool) throws -> (still: DecodedImage, animation: Animation)
    {
        var reader = GIFReader(bytes: bytes, limits: limits)
        let animation = try reader.read(firstOnly: firstOnly)
        guard let first = animation.frames.first else { throw ImageError.corrupt(format: "GIF", "there is no image in the file") }
        var metadata = ImageMetadata()
        metadata.text = reader.comments.map { ("Comment", $0) }
        let source = SourceInfo(
            format: .gif, colourModel: .palette, bitsPerSample: 8, hasAlpha: reader.sawTransparency,
            interlaced: reader.sawInterlace)
        return (DecodedImage(pixels: first.pixels, source: source, metadata: metadata), animation)
    }
}

struct GIFReader {
    let bytes: [UInt8]
    let limits: ImageLimits
    var position = 0
    var comments: [String] = []
    var sawTransparency = false
    var sawInterlace = false

    init(bytes: [UInt8], limits: ImageLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func byte() throws -> Int {
        guard position < bytes.count else { throw ImageError.truncated(format: "GIF", needed: "byte \(position)") }
        position += 1
        return Int(bytes[position - 1])
    }

    mutating func u16() throws -> Int { try byte() | (try byte()) << 8 }

    mutating func take(_ count: Int, _ what: String) throws -> ArraySlice<UInt8> {
        guard position + count <= bytes.count else { throw ImageError.truncated(format: "GIF", needed: what) }
        position += count
        return bytes[(position - count)..<position]
    }

    /// The data sub-blocks from here to the zero-length terminator, joined.
    mutating func subBlocks(_ what: String) throws -> [UInt8] {
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw ImageError.truncated(format: "GIF", needed: what) }
            let size = try byte()
            if size == 0 { return out }
            out += try take(size, what)
        }
    }

    /// The Graphic Control Extension's settings, which apply to the next frame only.
    struct GraphicControl {
        var delay = 0
        var disposal = 0
        var transparent: Int?
    }

    /// The logical screen: its size, the global colour table, and the canvas frames are drawn on.
    struct Screen {
        let width: Int
        let height: Int
        let globalPalette: [UInt8]
        var canvas: [UInt8]
    }

    /// A frame's rectangle on the canvas, as its image descriptor places it.
    struct FrameRect {
        let x: Int, y: Int, width: Int, height: Int
    }

    mutating func read(firstOnly: Bool) throws -> Animation {
        var screen = try readScreen()
        var frames: [Animation.Frame] = []
        var loopCount: Int?
        var control = GraphicControl()
        while position < bytes.count {
            let introducer = try byte()
            switch introducer {
            case 0x3B: return Animation(frames: frames, loopCount: loopCount)
            case 0x21: try readExtension(&control, loopCount: &loopCount)
            case 0x2C:
                frames.append(try readFrame(&screen, control, framesBefore: frames.count))
                if firstOnly { return Animation(frames: frames, loopCount: loopCount) }
                control = GraphicControl()
            default:
                // Trailing garbage after at least one frame is ignored, as browsers do.
                if !frames.isEmpty { return Animation(frames: frames, loopCount: loopCount) }
                throw ImageError.corrupt(
                    format: "GIF", "unknown block \(ImageError.hexByte(UInt8(introducer))) at byte \(position - 1)")
            }
        }
        guard !frames.isEmpty else { throw ImageError.truncated(format: "GIF", needed: "an image before the end of the file") }
        return Animation(frames: frames, loopCount: loopCount)
    }

    /// The signature and the logical screen descriptor, with the global colour table.
    mutating func readScreen() throws -> Screen {
        guard bytes.count >= 6, bytes.starts(with: Array("GIF8".utf8)), bytes[5] == 0x61, bytes[4] == 0x37 || bytes[4] == 0x39
        else {
            throw ImageError.corrupt(format: "GIF", "the signature is not GIF87a or GIF89a")
        }
        position = 6
        let width = try u16(), height = try u16()
        let flags = try byte()
        // The background colour index: viewers (and Pillow) start from a transparent canvas, not the background colour.
        _ = try byte()
        _ = try byte()
        guard width > 0, height > 0 else { throw ImageError.corrupt(format: "GIF", "the canvas is \(width)×\(height)") }
        try limits.check(width: width, height: height)
        let globalPalette = flags & 0x80 != 0 ? Array(try take(3 << ((flags & 7) + 1), "the global colour table")) : []
        return Screen(
            width: width, height: height, globalPalette: globalPalette, canvas: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// An extension block: graphic control (delay, disposal, transparency), the NETSCAPE loop count, a comment.
    mutating func readExtension(_ control: inout GraphicControl, loopCount: inout Int?) throws {
        let label = try byte()
        let body = try subBlocks("an extension")
        switch label {
        case 0xF9 where body.count >= 4:
            control.disposal = Int(body[0] >> 2) & 7
            control.delay = Int(body[1]) | Int(body[2]) << 8
            control.transparent = body[0] & 1 != 0 ? Int(body[3]) : nil
        case 0xFF where body.count >= 14 && body.starts(with: Array("NETSCAPE2.0".utf8)) && body[11] == 1:
            loopCount = Int(body[12]) | Int(body[13]) << 8
        case 0xFE: if comments.count < 100 { comments.append(String(decoding: body.prefix(65_536), as: UTF8.self)) }
        default: break
        }
    }

    /// One image: its descriptor, colour table and LZW data, drawn on the canvas; the frame is the
    /// canvas after drawing, and the canvas is then disposed of as the graphic control says.
    mutating func readFrame(_ screen: inout Screen, _ control: GraphicControl, framesBefore: Int) throws -> Animation.Frame {
        let (width, height) = (screen.width, screen.height)
        guard framesBefore < limits.maxFrames else {
            throw ImageError.tooLarge(width: width, height: height, limit: "the limit of \(limits.maxFrames) frames")
        }
        guard (framesBefore + 1) * width * height <= limits.maxPixels else {
            throw ImageError.tooLarge(
                width: width, height: height,
                limit:
                    "the limit of \(DigitGrouping.grouped(limits.maxPixels)) pixels in all frames together (\(framesBefore + 1) frames)"
            )
        }
        let rect = FrameRect(x: try u16(), y: try u16(), width: try u16(), height: try u16())
        let frameFlags = try byte()
        let palette =
            frameFlags & 0x80 != 0 ? Array(try take(3 << ((frameFlags & 7) + 1), "a local colour table")) : screen.globalPalette
        guard !palette.isEmpty else { throw ImageError.corrupt(format: "GIF", "frame \(framesBefore + 1) has no colour table") }
        let interlaced = frameFlags & 0x40 != 0
        sawInterlace = sawInterlace || interlaced
        let minimumCodeSize = try byte()
        guard (1...11).contains(minimumCodeSize) else {
            throw ImageError.corrupt(
                format: "GIF", "frame \(framesBefore + 1) has an LZW code size of \(minimumCodeSize) (2 to 8)")
        }
        let data = try subBlocks("the image data of frame \(framesBefore + 1)")
        try limits.check(width: max(rect.width, 1), height: max(rect.height, 1))
        let indices = GIFLZW.decode(data, minimumCodeSize: minimumCodeSize, count: rect.width * rect.height)
        let saved = control.disposal == 3 ? screen.canvas : nil
        if control.transparent != nil { sawTransparency = true }
        Self.draw(indices, in: rect, palette: palette, transparent: control.transparent, interlaced: interlaced, on: &screen)
        let frame = Animation.Frame(
            pixels: PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(screen.canvas)),
            delay: Double(control.delay) / 100)
        if control.disposal == 2, rect.y < height, rect.x < width {
            // Only the part of the frame inside the canvas (a frame may lie partly or wholly outside it).
            for cy in rect.y..<min(rect.y + rect.height, height) {
                for cx in rect.x..<min(rect.x + rect.width, width) {
                    for c in 0..<4 { screen.canvas[(cy * width + cx) * 4 + c] = 0 }
                }
            }
        } else if let saved {
            screen.canvas = saved
        }
        return frame
    }

    /// Draws a frame's colour indices onto the canvas: transparent indices leave the canvas as it
    /// is, an index past the colour table is black, pixels outside the canvas are dropped.
    static func draw(
        _ indices: [UInt8], in rect: FrameRect, palette: [UInt8], transparent: Int?, interlaced: Bool, on screen: inout Screen
    ) {
        let (width, height) = (screen.width, screen.height)
        for row in 0..<rect.height {
            let target = interlaced ? GIFReader.interlacedRow(row, height: rect.height) : row
            let cy = rect.y + target
            guard cy < height else { continue }
            for column in 0..<rect.width {
                let cx = rect.x + column
                guard cx < width else { break }
                let index = Int(indices[row * rect.width + column])
                if index == transparent { continue }
                let at = (cy * width + cx) * 4
                if index * 3 + 2 < palette.count {
                    screen.canvas[at] = palette[index * 3]
                    screen.canvas[at + 1] = palette[index * 3 + 1]
                    screen.canvas[at + 2] = palette[index * 3 + 2]
                } else {
                    screen.canvas[at] = 0; screen.canvas[at + 1] = 0; screen.canvas[at + 2] = 0
                }
                screen.canvas[at + 3] = 255
            }
        }
    }
    /// The canvas row of the `row`th stored row of an interlaced frame (passes every 8th from 0, from 4, every 4th from 2, every 2nd from 1).
    static func interlacedRow(_ row: Int, height: Int) -> Int {
        let pass1 = (height + 7) / 8, pass2 = (height + 3) / 8, pass3 = (height + 1) / 4
        if row < pass1 { return row * 8 }
        if row < pass1 + pass2 { return (row - pass1) * 8 + 4 }
        if row < pass1 + pass2 + pass3 { return (row - pass1 - pass2) * 4 + 2 }
        return (row - pass1 - pass2 - pass3) * 2 + 1
    }
}
