import Foundation

/// Breaks text into lines that fit a width (at spaces; a word longer than the line is cut) and
/// lines into pages.
enum TextLayout {
    static func lines(_ text: String, font: StandardFont, size: Double, width: Double) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for paragraph in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
            let codes = StandardFont.winAnsi(String(paragraph))
            var line: [UInt8] = []
            var lineWidth = 0.0
            for word in codes.split(separator: 0x20, omittingEmptySubsequences: false) {
                let wordCodes = Array(word)
                let space = line.isEmpty ? 0 : font.width(of: [0x20], size: size)
                let wordWidth = font.width(of: wordCodes, size: size)
                if !line.isEmpty, lineWidth + space + wordWidth > width {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                if !line.isEmpty {
                    line.append(0x20)
                    lineWidth += space
                }
                for code in wordCodes {
                    let advance = font.width(of: [code], size: size)
                    if lineWidth + advance > width, !line.isEmpty {
                        lines.append(line)
                        line = []
                        lineWidth = 0
                    }
                    line.append(code)
                    lineWidth += advance
                }
            }
            lines.append(line)
        }
        return lines
    }
}
