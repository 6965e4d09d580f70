import Foundation

/// Breaks text into lines that fit a width (at spaces; a word longer than the line is cut) and
/// lines into pages.
enum TextLayout {
    /// The lines of `text`; `check` runs every paragraph and every 65,536 characters laid out
    /// (the caller's clock: a long text stops at a time limit), and what it throws stops the layout.
    static func lines(
        _ text: String, font: StandardFont, size: Double, width: Double, check: () throws -> Void = {}
    ) rethrows -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var untilCheck = 1 << 16
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for paragraph in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
            try check()
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
                    untilCheck -= 1
                    if untilCheck == 0 {
                        untilCheck = 1 << 16
                        try check()
                    }
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
