import Foundation

extension GIF {
    /// Each frame's delay in seconds (its graphic control's hundredths; 0 where it gives none), read
    /// from the blocks without decoding a pixel. The frame count is held to `limits.maxFrames`.
    public static func frameDelays(_ data: Data, limits: ImageLimits = .standard) throws -> [Double] {
        var reader = GIFReader(bytes: [UInt8](data), limits: limits)
        return try reader.readDelays()
    }
}

extension GIFReader {
    /// The delays of every image block, walking the file as `read` does but skipping the pixel data.
    mutating func readDelays() throws -> [Double] {
        guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)), bytes[5] == 0x61, bytes[4] == 0x37 || bytes[4] == 0x39
        else {
            throw ImageError.corrupt(format: "GIF", "the signature is not GIF87a or GIF89a")
        }
        position = 6
        let width = try u16(), height = try u16()
        let flags = try byte()
        position = 13
        if flags & 0x80 != 0 { _ = try take(3 << ((flags & 7) + 1), "the global colour table") }
        var delays: [Double] = []
        var control = GraphicControl()
        var loopCount: Int?
        while position < bytes.count {
            switch try byte() {
            case 0x3B: return delays
            case 0x21: try readExtension(&control, loopCount: &loopCount)
            case 0x2C:
                guard delays.count < limits.maxFrames else {
                    throw ImageError.tooLarge(width: width, height: height, limit: "the limit of \(limits.maxFrames) frames")
                }
                try skipImage()
                delays.append(Double(control.delay) / 100)
                control = GraphicControl()
            default:
                if !delays.isEmpty { return delays }
                throw ImageError.corrupt(
                    format: "GIF", "unknown block \(ImageError.hexByte(bytes[position - 1])) at byte \(position - 1)")
            }
        }
        guard !delays.isEmpty else { throw ImageError.truncated(format: "GIF", needed: "an image before the end of the file") }
        return delays
    }

    /// Steps over an image: its descriptor, local colour table, code size and data sub-blocks.
    private mutating func skipImage() throws {
        _ = try take(8, "an image descriptor")
        let flags = try byte()
        if flags & 0x80 != 0 { _ = try take(3 << ((flags & 7) + 1), "a local colour table") }
        _ = try byte()
        while true {
            let size = try byte()
            if size == 0 { return }
            _ = try take(size, "the image data")
        }
    }
}
