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

    static func decode(bytes: [UInt8], limits: ImageLimits, firstOnly: Bool) throws -> (still: DecodedImage, animation: Animation) {
        var reader = GIFReader(bytes: bytes, limits: limits)
        let animation = try reader.read(firstOnly: firstOnly)
        guard let first = animation.frames.first else { throw ImageError.corrupt(format: "GIF", "there is no image in the file") }
        var metadata = ImageMetadata()
        metadata.text = reader.comments.map { ("Comment", $0) }
        let source = SourceInfo(format: .gif, colourModel: .palette, bitsPerSample: 8, hasAlpha: reader.sawTransparency, interlaced: reader.sawInterlace)
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

    mutating func read(firstOnly: Bool) throws -> Animation {
        guard bytes.count >= 6, bytes.starts(with: Array("GIF8".utf8)), bytes[5] == 0x61, bytes[4] == 0x37 || bytes[4] == 0x39 else {
            throw ImageError.corrupt(format: "GIF", "the signature is not GIF87a or GIF89a")
        }
        position = 6
        let width = try u16(), height = try u16()
        let flags = try byte()
        let backgroundIndex = try byte()
        _ = try byte()
        guard width > 0, height > 0 else { throw ImageError.corrupt(format: "GIF", "the canvas is \(width)×\(height)") }
        try limits.check(width: width, height: height)
        let globalPalette = flags & 0x80 != 0 ? Array(try take(3 << ((flags & 7) + 1), "the global colour table")) : []
        _ = backgroundIndex  // Viewers (and Pillow) start from a transparent canvas, not the background colour.
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Animation.Frame] = []
        var loopCount: Int?
        var delay = 0, disposal = 0, transparent: Int?
        while position < bytes.count {
            let introducer = try byte()
            switch introducer {
            case 0x3B: return Animation(frames: frames, loopCount: loopCount)
            case 0x21:
                let label = try byte()
                let body = try subBlocks("an extension")
                switch label {
                case 0xF9 where body.count >= 4:
                    disposal = Int(body[0] >> 2) & 7
                    delay = Int(body[1]) | Int(body[2]) << 8
                    transparent = body[0] & 1 != 0 ? Int(body[3]) : nil
                case 0xFF where body.count >= 14 && body.starts(with: Array("NETSCAPE2.0".utf8)) && body[11] == 1:
                    loopCount = Int(body[12]) | Int(body[13]) << 8
                case 0xFE: if comments.count < 100 { comments.append(String(decoding: body.prefix(65_536), as: UTF8.self)) }
                default: break
                }
            case 0x2C:
                guard frames.count < limits.maxFrames else {
                    throw ImageError.tooLarge(width: width, height: height, limit: "the limit of \(limits.maxFrames) frames")
                }
                guard (frames.count + 1) * width * height <= limits.maxPixels else {
                    throw ImageError.tooLarge(width: width, height: height, limit: "the limit of \(DigitGrouping.grouped(limits.maxPixels)) pixels in all frames together (\(frames.count + 1) frames)")
                }
                let x = try u16(), y = try u16(), w = try u16(), h = try u16()
                let frameFlags = try byte()
                let palette = frameFlags & 0x80 != 0 ? Array(try take(3 << ((frameFlags & 7) + 1), "a local colour table")) : globalPalette
                guard !palette.isEmpty else { throw ImageError.corrupt(format: "GIF", "frame \(frames.count + 1) has no colour table") }
                let interlaced = frameFlags & 0x40 != 0
                sawInterlace = sawInterlace || interlaced
                let minimumCodeSize = try byte()
                guard (1...11).contains(minimumCodeSize) else {
                    throw ImageError.corrupt(format: "GIF", "frame \(frames.count + 1) has an LZW code size of \(minimumCodeSize) (2 to 8)")
                }
                let data = try subBlocks("the image data of frame \(frames.count + 1)")
                try limits.check(width: max(w, 1), height: max(h, 1))
                let indices = GIFLZW.decode(data, minimumCodeSize: minimumCodeSize, count: w * h)
                let saved = disposal == 3 ? canvas : nil
                if transparent != nil { sawTransparency = true }
                for row in 0..<h {
                    let target = interlaced ? GIFReader.interlacedRow(row, height: h) : row
                    let cy = y + target
                    guard cy < height else { continue }
                    for column in 0..<w {
                        let cx = x + column
                        guard cx < width else { break }
                        let index = Int(indices[row * w + column])
                        if index == transparent { continue }
                        let at = (cy * width + cx) * 4
                        if index * 3 + 2 < palette.count {
                            canvas[at] = palette[index * 3]; canvas[at + 1] = palette[index * 3 + 1]; canvas[at + 2] = palette[index * 3 + 2]
                        } else {
                            canvas[at] = 0; canvas[at + 1] = 0; canvas[at + 2] = 0
                        }
                        canvas[at + 3] = 255
                    }
                }
                frames.append(.init(pixels: PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(canvas)), delay: Double(delay) / 100))
                if firstOnly { return Animation(frames: frames, loopCount: loopCount) }
                if disposal == 2, y < height, x < width {
                    // Only the part of the frame inside the canvas (a frame may lie partly or wholly outside it).
                    for cy in y..<min(y + h, height) { for cx in x..<min(x + w, width) { for c in 0..<4 { canvas[(cy * width + cx) * 4 + c] = 0 } } }
                } else if let saved {
                    canvas = saved
                }
                delay = 0
                disposal = 0
                transparent = nil
            default:
                // Trailing garbage after at least one frame is ignored, as browsers do.
                if !frames.isEmpty { return Animation(frames: frames, loopCount: loopCount) }
                throw ImageError.corrupt(format: "GIF", "unknown block \(ImageError.hexByte(UInt8(introducer))) at byte \(position - 1)")
            }
        }
        guard !frames.isEmpty else { throw ImageError.truncated(format: "GIF", needed: "an image before the end of the file") }
        return Animation(frames: frames, loopCount: loopCount)
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

/// GIF's variable-width LZW (codes up to 12 bits, a clear code, an end code).
enum GIFLZW {
    /// Decodes up to `count` indices; missing ones (a short stream) are 0, extra ones dropped.
    static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 0, count: 4096)
        for i in 0..<min(clear, 4096) {
            suffix[i] = UInt8(truncatingIfNeeded: i)
            first[i] = UInt8(truncatingIfNeeded: i)
            length[i] = 1
        }
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var previous = -1
        var bitBuffer = 0, bitCount = 0, index = 0, written = 0
        var stack = [UInt8](repeating: 0, count: 4096)
        while written < count {
            while bitCount < codeSize {
                guard index < data.count else { return out }
                bitBuffer |= Int(data[index]) << bitCount
                index += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { return out }
            var entry: Int
            if code < next && (code < clear || code > end) {
                entry = code
            } else if code == next && previous >= 0 {
                entry = previous  // KwKwK: the previous string plus its own first byte.
            } else {
                return out  // A code not yet defined: the stream is damaged; keep what was decoded.
            }
            if previous < 0 && code > end { return out }
            // Unwind the string into the stack, then copy it out.
            var depth = 0
            if code == next {
                stack[depth] = first[previous]
                depth += 1
            }
            while true {
                stack[depth] = suffix[entry]
                depth += 1
                if length[entry] <= 1 || depth >= 4096 { break }
                entry = prefix[entry]
            }
            while depth > 0, written < count {
                depth -= 1
                out[written] = stack[depth]
                written += 1
            }
            if previous >= 0, next < 4096 {
                prefix[next] = previous
                suffix[next] = code == next ? first[previous] : first[code]
                first[next] = first[previous]
                length[next] = length[previous] + 1
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return out
    }
}
