import Foundation

/// Writes the XML rendering Apple's tools produce (tab-indented, with the plist DOCTYPE).
struct XMLPlistWriter {
    private var output = ""

    static func write(_ value: PropertyList) throws -> Data {
        var writer = XMLPlistWriter()
        writer.output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try writer.append(value, indent: 0)
        writer.output += "</plist>\n"
        return Data(writer.output.utf8)
    }

    private mutating func append(_ value: PropertyList, indent: Int) throws {
        let pad = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text): output += "\(pad)<string>\(escape(text))</string>\n"
        case .integer(let number): output += "\(pad)<integer>\(number)</integer>\n"
        case .unsignedInteger(let number): output += "\(pad)<integer>\(number)</integer>\n"
        case .real(let number): output += "\(pad)<real>\(realText(number))</real>\n"
        case .bool(let flag): output += "\(pad)<\(flag ? "true" : "false")/>\n"
        case .date(let date):
            guard let text = formatISO8601(date) else {
                throw FormatError.unwritable("date \(date.timeIntervalSince1970) s after 1970 is outside years 1–9999")
            }
            output += "\(pad)<date>\(text)</date>\n"
        case .data(let bytes):
            output += "\(pad)<data>\n"
            let encoded = bytes.base64EncodedString()
            var start = encoded.startIndex
            while start < encoded.endIndex {
                let end = encoded.index(start, offsetBy: 68, limitedBy: encoded.endIndex) ?? encoded.endIndex
                output += "\(pad)\(encoded[start..<end])\n"
                start = end
            }
            output += "\(pad)</data>\n"
        case .array(let items):
            if items.isEmpty { output += "\(pad)<array/>\n"; return }
            output += "\(pad)<array>\n"
            for item in items { try append(item, indent: indent + 1) }
            output += "\(pad)</array>\n"
        case .dictionary(let dictionary):
            if dictionary.isEmpty { output += "\(pad)<dict/>\n"; return }
            output += "\(pad)<dict>\n"
            for entry in dictionary.entries {
                output += "\(pad)\t<key>\(escape(entry.key))</key>\n"
                try append(entry.value, indent: indent + 1)
            }
            output += "\(pad)</dict>\n"
        case .uid(let uid):
            // CoreFoundation's XML form of a keyed-archiver reference.
            output += "\(pad)<dict>\n\(pad)\t<key>CF$UID</key>\n\(pad)\t<integer>\(uid)</integer>\n\(pad)</dict>\n"
        }
    }

    private func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        // CoreFoundation's format: 17 significant digits, integral values without a fraction.
        return String(format: "%.17g", number)
    }
}
