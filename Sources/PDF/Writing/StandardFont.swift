import Foundation

/// The standard 14 fonts a text page may use without embedding (ISO 32000-1 §9.6.2.2); text is
/// written in WinAnsiEncoding, and lines are wrapped by the Helvetica and Courier advance widths.
public enum StandardFont: String, Sendable, CaseIterable {
    case helvetica = "Helvetica", helveticaBold = "Helvetica-Bold", courier = "Courier", timesRoman = "Times-Roman"

    /// Advance widths of WinAnsi 32–126 in Helvetica, thousandths of the font size (the AFM metrics' numbers).
    static let helveticaASCII: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// The advance of WinAnsi code `code`, in thousandths of the font size. Other faces than
    /// Courier are measured with Helvetica's widths, which are wider than Times' and so never overflow a line.
    func width(_ code: UInt8) -> Int {
        if self == .courier { return 600 }
        if code >= 32, code <= 126 { return Self.helveticaASCII[Int(code) - 32] + (self == .helveticaBold ? 40 : 0) }
        return 556
    }

    /// The width of `codes` at `size` points.
    func width(of codes: [UInt8], size: Double) -> Double {
        Double(codes.reduce(0) { $0 + width($1) }) * size / 1000
    }

    /// `text` in WinAnsiEncoding; characters it lacks become '?'.
    static func winAnsi(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar == "\t" { bytes += [0x20, 0x20, 0x20, 0x20]; continue }
            bytes.append(SimpleEncoding.winAnsi.code(for: scalar) ?? 0x3F)
        }
        return bytes
    }
}
