import Foundation

/// The rendering a property list was read from or is written to.
public enum PlistFormat: String, Sendable, CaseIterable {
    case xml, binary, json
}

extension PropertyList {
    /// Reads XML, binary (`bplist00`) or JSON, whichever the bytes start with.
    public static func parse(_ data: Data) throws -> PropertyList {
        try parse(data, format: nil).plist
    }

    /// Reads the bytes and also says which rendering they were in; `format` forces one.
    public static func parse(_ data: Data, format: PlistFormat?) throws -> (plist: PropertyList, format: PlistFormat) {
        let bytes = [UInt8](data)
        if format == nil, bytes.hasPrefix("AEA1") {
            throw FormatError.encryptedArchive(
                offset: 0, "this is a signed shortcut, not a bare property list; open it with ShortcutContainer.extractPlist")
        }
        guard let detected = format ?? sniff(bytes) else {
            throw FormatError.unrecognizedContainer(firstBytes: Array(bytes.prefix(9)))
        }
        switch detected {
        case .binary: return (try BinaryPlistReader.read(bytes), .binary)
        case .xml: return (try XMLPlistReader.read(bytes), .xml)
        case .json: return (try JSONPlistReader.read(bytes), .json)
        }
    }

    /// The rendering the bytes look like, judged from the first non-space character.
    public static func sniff(_ bytes: [UInt8]) -> PlistFormat? {
        if bytes.hasPrefix("bplist0") { return .binary }
        var index = bytes.hasPrefix("\u{FEFF}") ? 3 : 0
        while index < bytes.count, isXMLSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        default: return nil
        }
    }

    /// Serialises the value; binary output is what Apple's tools read, XML is the plutil layout.
    public func serialized(as format: PlistFormat) throws -> Data {
        switch format {
        case .binary: return try BinaryPlistWriter.write(self)
        case .xml: return try XMLPlistWriter.write(self)
        case .json: throw FormatError.unwritable("JSON output is not supported; write XML or binary")
        }
    }
}
