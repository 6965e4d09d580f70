import Foundation

/// Case and accent folding for alphabetical keys. Runs once per non-ASCII key, never per comparison.
enum Folding {
    /// Letters with no canonical decomposition that still read as a base letter plus a mark.
    static let extra: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "ð": "d", "þ": "th", "ß": "ss", "ı": "i", "ẞ": "ss",
    ]

    /// Lower case, marks removed (`Résumé` → `resume`); `keepAccents` keeps the marks,
    /// `keepCase` the case.
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>, keepAccents: Bool = false, keepCase: Bool = false) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let scalars = keepAccents ? text.unicodeScalars : text.decomposedStringWithCanonicalMapping.unicodeScalars
        for scalar in scalars {
            if !keepAccents {
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                if let e = extra[scalar], !keepCase || scalar.properties.isLowercase {
                    out.append(contentsOf: e.utf8); continue
                }
            }
            out.append(contentsOf: keepCase ? String(scalar).utf8 : scalar.properties.lowercaseMapping.utf8)
        }
        return out
    }
}
