/// The four error correction levels of a QR code (ISO/IEC 18004 §5.3.8): about 7 %, 15 %, 25 %
/// and 30 % of the codewords can be restored.
public enum QRErrorCorrection: Int, CaseIterable, Sendable {
    case low, medium, quartile, high

    /// The level's index in the standard's tables (L, M, Q, H).
    var tableIndex: Int { rawValue }

    /// The two bits the format information gives the level (L 01, M 00, Q 11, H 10).
    var formatBits: Int { [1, 0, 3, 2][rawValue] }

    /// The level's letter: L, M, Q or H.
    public var letter: String { ["L", "M", "Q", "H"][rawValue] }
}

/// A QR code symbol (Model 2, versions 1–40): its modules, dark or light, without the quiet zone.
public struct QRCode: Sendable, Equatable {
    /// The version, 1–40: the symbol is 17 + 4 × version modules on a side.
    public let version: Int
    /// The error correction level.
    public let level: QRErrorCorrection
    /// The mask pattern chosen, 0–7.
    public let mask: Int
    /// Modules on a side.
    public let size: Int
    /// Dark modules, row by row from the top left.
    public let modules: [Bool]

    /// `bytes` as a QR code at `level`: one segment in the most compact mode (numeric,
    /// alphanumeric or byte), the smallest version that holds it, the mask with the lowest
    /// penalty unless `mask` names one. Throws `ImageError.cannotEncode` when even version 40
    /// cannot hold the data at that level.
    public static func encode(_ bytes: [UInt8], level: QRErrorCorrection, mask forced: Int? = nil) throws -> QRCode {
        let segment = QRSegment(bytes)
        guard let version = QRDataCodewords.smallestVersion(for: segment, level: level) else {
            throw ImageError.cannotEncode(format: "a QR code", tooLong(segment, level: level))
        }
        let data = QRDataCodewords.codewords(segment, version: version, level: level)
        var matrix = QRMatrix(version: version)
        matrix.place(QRDataCodewords.interleaved(data, version: version, level: level))
        var best: (mask: Int, penalty: Int, dark: [Bool])?
        for mask in forced.map({ [$0] }) ?? Array(0..<8) {
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.writeFormat(level: level, mask: mask)
            let penalty = forced == nil ? QRPenalty.score(candidate.dark, size: candidate.size) : 0
            if best == nil || penalty < best?.penalty ?? 0 { best = (mask, penalty, candidate.dark) }
        }
        let chosen = best ?? (0, 0, matrix.dark)
        return QRCode(version: version, level: level, mask: chosen.mask, size: matrix.size, modules: chosen.dark)
    }

    /// Whether the module in column `x`, row `y` is dark.
    public func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// Why `segment` does not fit: how much it is and what version 40 holds at `level`.
    static func tooLong(_ segment: QRSegment, level: QRErrorCorrection) -> String {
        let capacityBits = QRTables.dataCodewords(40, level) * 8
        let perUnit: Int
        switch segment.mode {
        case .numeric: perUnit = (capacityBits - 4 - 14) * 3 / 10
        case .alphanumeric: perUnit = (capacityBits - 4 - 13) * 2 / 11
        case .byte: perUnit = (capacityBits - 4 - 16) / 8
        }
        let unit = segment.mode == .byte ? "bytes" : "characters"
        return "the text is \(segment.count) \(unit) in \(segment.mode.name) mode; at error correction \(level.letter) "
            + "the largest QR code (version 40) holds \(perUnit) \(unit) in that mode"
    }
}
