import Foundation

/// The graphics and text state the extractor follows, and the text placed so far.
struct TextState {
    var ctm = TextMatrix.identity
    var stack: [TextMatrix] = []
    var tm = TextMatrix.identity
    var tlm = TextMatrix.identity
    var font = FontDecoder()
    var fontSize = 12.0
    var charSpacing = 0.0
    var wordSpacing = 0.0
    var horizontalScale = 1.0
    var leading = 0.0
    var rise = 0.0
    var output = ""
    var lastY: Double?
    var lastEndX = 0.0
    var lastSize = 12.0

    mutating func moveLine(_ x: Double, _ y: Double) {
        tlm = TextMatrix.translation(x, y).then(tlm)
        tm = tlm
    }

    mutating func adjust(_ amount: Double) {
        let shift = -amount / 1000 * fontSize * horizontalScale
        tm = TextMatrix.translation(shift, 0).then(tm)
        // A kerning gap wider than a quarter of the font size separates words.
        if amount < -250, !output.isEmpty, output.last != " ", output.last != "\n" { output += " " }
    }

    mutating func show(_ bytes: [UInt8]) {
        let device = TextMatrix.translation(0, rise).then(tm).then(ctm)
        let size = fontSize * device.scale
        let (x, y) = (device.e, device.f)
        if let lastY {
            if abs(y - lastY) > max(1, min(size, lastSize) * 0.5) {
                if !output.isEmpty, output.last != "\n" { output += "\n" }
            } else if x - lastEndX > size * 0.15, !output.isEmpty, output.last != " ", output.last != "\n" {
                output += " "
            }
        }
        for glyph in font.glyphs(bytes) {
            output += glyph.text
            let advance = (glyph.width / 1000 * fontSize + charSpacing + (glyph.isSpace ? wordSpacing : 0)) * horizontalScale
            tm = TextMatrix.translation(advance, 0).then(tm)
        }
        let end = TextMatrix.translation(0, rise).then(tm).then(ctm)
        lastEndX = end.e
        lastY = y
        lastSize = size
    }
}
