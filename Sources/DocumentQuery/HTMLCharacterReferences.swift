import Markup

// WHATWG HTML, 13.2.5.72 "Character reference state" and its sub-states: numeric references
// with or without `;`, named references from the HTML table (Markup's `HTMLNamedReferences`),
// the legacy names that may omit `;`, and the numeric replacements for C1 controls.

/// Decodes HTML character references in text and attribute values.
enum HTMLCharacterReferences {
    /// The names HTML decodes even without a trailing `;` (the standard's legacy list).
    static let legacyNames: Set<String> = Set(
        ("AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT Iacute "
            + "Icirc Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN Uacute Ucirc "
            + "Ugrave Uuml Yacute aacute acirc acute aelig agrave amp aring atilde auml brvbar ccedil cedil cent "
            + "copy curren deg divide eacute ecirc egrave eth euml frac12 frac14 frac34 gt iacute icirc iexcl "
            + "igrave iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ograve ordf ordm "
            + "oslash otilde ouml para plusmn pound quot raquo reg sect shy sup1 sup2 sup3 szlig thorn times "
            + "uacute ucirc ugrave uml uuml yacute yen yuml").split(separator: " ").map(String.init))

    /// What numeric references to the C1 controls 0x80–0x9F stand for (windows-1252).
    static let c1Replacements: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
        0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
        0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
        0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    /// `bytes` with its references decoded; `inAttribute` keeps `&name=` and `&nameX` of legacy
    /// names undecoded, as the standard does for attribute values.
    static func decode(_ bytes: ArraySlice<UInt8>, inAttribute: Bool) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "&"), let (text, end) = reference(bytes, at: index, inAttribute: inAttribute) {
                output.append(contentsOf: text.utf8)
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The reference at `start` (an `&`): its text and the index after it.
    private static func reference(_ bytes: ArraySlice<UInt8>, at start: Int, inAttribute: Bool) -> (String, Int)? {
        let index = start + 1
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") { return numeric(bytes, at: index + 1) }
        var end = index
        while end < bytes.endIndex, end - index < 40, isAlphanumeric(bytes[end]) { end += 1 }
        guard end > index else { return nil }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: ";"), let text = HTMLNamedReferences.text(forName: name) {
            return (text, end + 1)
        }
        // The longest legacy name that starts the run, decoded without its `;`.
        for length in stride(from: min(name.utf8.count, 6), through: 2, by: -1) {
            let prefix = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
            guard legacyNames.contains(prefix), let text = HTMLNamedReferences.text(forName: prefix) else { continue }
            let after = index + length
            if inAttribute, after < bytes.endIndex, isAlphanumeric(bytes[after]) || bytes[after] == UInt8(ascii: "=") {
                return nil
            }
            return (text, after)
        }
        return nil
    }

    private static func numeric(_ bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.endIndex, let digit = digitValue(bytes[index], radix: radix) {
            value = min(value &* radix &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { index += 1 }
        if let replacement = c1Replacements[value] { value = replacement }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (String(Character(scalar ?? "\u{FFFD}")), index)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - 0x30)
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - 0x61 + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
