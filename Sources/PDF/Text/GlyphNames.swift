import Foundation

/// Glyph names a `/Differences` array uses → text: the ASCII and Latin names, accented letters
/// built from a base letter and an accent name (`eacute` = e + acute), `uniXXXX` and `uXXXX`.
enum GlyphNames {
    static let ascii: [String] = [
        "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand", "quotesingle",
        "parenleft", "parenright", "asterisk", "plus", "comma", "hyphen", "period", "slash",
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "colon", "semicolon", "less", "equal", "greater", "question", "at",
    ]

    static let named: [String: String] = [
        "bracketleft": "[", "backslash": "\\", "bracketright": "]", "asciicircum": "^", "underscore": "_", "grave": "`",
        "braceleft": "{", "bar": "|", "braceright": "}", "asciitilde": "~", "quoteleft": "\u{2018}", "quoteright": "\u{2019}",
        "quotedblleft": "\u{201C}", "quotedblright": "\u{201D}", "quotesinglbase": "\u{201A}", "quotedblbase": "\u{201E}",
        "endash": "\u{2013}", "emdash": "\u{2014}", "bullet": "\u{2022}", "ellipsis": "\u{2026}", "fi": "fi", "fl": "fl",
        "ff": "ff", "ffi": "ffi", "ffl": "ffl", "Euro": "\u{20AC}", "trademark": "\u{2122}", "copyright": "\u{00A9}",
        "registered": "\u{00AE}", "degree": "\u{00B0}", "AE": "\u{00C6}", "ae": "\u{00E6}", "OE": "\u{0152}", "oe": "\u{0153}",
        "Oslash": "\u{00D8}", "oslash": "\u{00F8}", "germandbls": "\u{00DF}", "dotlessi": "\u{0131}", "Lslash": "\u{0141}",
        "lslash": "\u{0142}", "section": "\u{00A7}", "paragraph": "\u{00B6}", "dagger": "\u{2020}", "daggerdbl": "\u{2021}",
        "cent": "\u{00A2}", "sterling": "\u{00A3}", "yen": "\u{00A5}", "florin": "\u{0192}", "currency": "\u{00A4}",
        "exclamdown": "\u{00A1}", "questiondown": "\u{00BF}", "guillemotleft": "\u{00AB}", "guillemotright": "\u{00BB}",
        "guilsinglleft": "\u{2039}", "guilsinglright": "\u{203A}", "periodcentered": "\u{00B7}", "perthousand": "\u{2030}",
        "minus": "\u{2212}", "multiply": "\u{00D7}", "divide": "\u{00F7}", "plusminus": "\u{00B1}", "nbspace": "\u{00A0}",
        "space.alt": " ", "Eth": "\u{00D0}", "eth": "\u{00F0}", "Thorn": "\u{00DE}", "thorn": "\u{00FE}", "mu": "\u{00B5}",
        "onehalf": "\u{00BD}", "onequarter": "\u{00BC}", "threequarters": "\u{00BE}", "ordfeminine": "\u{00AA}",
        "ordmasculine": "\u{00BA}", "logicalnot": "\u{00AC}", "brokenbar": "\u{00A6}", "dieresis": "\u{00A8}",
        "acute": "\u{00B4}", "cedilla": "\u{00B8}", "macron": "\u{00AF}", "circumflex": "\u{02C6}", "tilde": "\u{02DC}",
    ]

    static let accents: [(String, String)] = [
        ("acute", "\u{0301}"), ("grave", "\u{0300}"), ("circumflex", "\u{0302}"), ("dieresis", "\u{0308}"),
        ("tilde", "\u{0303}"), ("ring", "\u{030A}"), ("cedilla", "\u{0327}"), ("caron", "\u{030C}"),
    ]

    /// The text glyph `name` stands for, or nil.
    static func text(for name: String) -> String? {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        if let index = ascii.firstIndex(of: base) { return String(UnicodeScalar(UInt8(32 + index))) }
        if base.count == 1, let scalar = base.unicodeScalars.first, scalar.isASCII, scalar.properties.isAlphabetic { return base }
        if let text = named[base] { return text }
        for (accent, mark) in accents where base.hasSuffix(accent) && base.count == accent.count + 1 {
            return (String(base.prefix(1)) + mark).precomposedStringWithCanonicalMapping
        }
        for prefix in ["uni", "u"] where base.hasPrefix(prefix) {
            let hex = base.dropFirst(prefix.count)
            guard (4...6).contains(hex.count), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                continue
            }
            return String(scalar)
        }
        return nil
    }
}
