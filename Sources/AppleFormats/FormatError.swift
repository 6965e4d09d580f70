/// Every failure the readers and writers report; `description` is the full message.
public enum FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input starts with bytes no reader recognises.
    case unrecognizedContainer(firstBytes: [UInt8])
    /// An XML plist problem at a 1-based line and column.
    case xml(line: Int, column: Int, String)
    /// A binary plist problem at a byte offset.
    case binaryPlist(offset: Int, String)
    /// A JSON problem at a byte offset.
    case json(offset: Int, String)
    /// A key written twice in one JSON object: the key, the byte offsets of the repeat and of the first.
    case duplicateJSONKey(String, offset: Int, firstOffset: Int)
    /// A property list that cannot be written in the requested format.
    case unwritable(String)
    /// An LZFSE/LZVN problem at a byte offset of the compressed input.
    case lzfse(offset: Int, String)
    /// Decompressed output would exceed the caller's limit.
    case outputLimitExceeded(limit: Int)
    /// An Apple Archive problem at a byte offset.
    case appleArchive(offset: Int, String)
    /// An Apple Encrypted Archive problem at a byte offset.
    case encryptedArchive(offset: Int, String)
    /// An AEA profile this reader cannot open (anything but 0, signed and unencrypted).
    case unsupportedEncryptedArchiveProfile(Int)
    /// A shortcut container opened fine but held no `Shortcut.wflow` property list.
    case missingShortcutPayload(entries: [String])
    /// An NSKeyedArchiver structure problem.
    case keyedArchive(String)
    /// Shared references expand the input past its `ExpansionBudget`.
    case expansionLimitExceeded(ExpansionOverrun)

    /// The full message, naming the offset and what was expected.
    public var description: String {
        switch self {
        case .unrecognizedContainer(let bytes):
            if bytes.isEmpty { return "not a property list, Apple Encrypted Archive or JSON (the input is empty)" }
            let hex = bytes.prefix(8).map { hexByte($0) }.joined(separator: " ")
            return "not a property list, Apple Encrypted Archive or JSON (first bytes: \(hex)\(bytes.count > 8 ? " …" : ""))"
        case let .xml(line, column, message): return "XML plist: line \(line), column \(column): \(message)"
        case .binaryPlist(_, let message): return "binary plist: \(message)"
        case let .json(offset, message): return "JSON: \(message) at offset \(offset)"
        case let .duplicateJSONKey(key, offset, first):
            return
                "JSON: duplicate key \"\(key)\" at offset \(offset) (first at offset \(first)); keys of an object must be unique"
        case .unwritable(let message): return "cannot write property list: \(message)"
        case .lzfse(_, let message): return "LZFSE: \(message)"
        case .outputLimitExceeded(let limit): return "decompressed output exceeds the limit of \(limit) bytes"
        case .appleArchive(_, let message): return "Apple Archive: \(message)"
        case .encryptedArchive(_, let message): return "Apple Encrypted Archive: \(message)"
        case .unsupportedEncryptedArchiveProfile(let profile):
            return
                "Apple Encrypted Archive: profile \(profile) is encrypted or unknown; only profile 0 (signed, not encrypted) can be read"
        case .missingShortcutPayload(let entries):
            let list = entries.isEmpty ? "no entries" : "entries: " + entries.map { "'\($0)'" }.joined(separator: ", ")
            return "signed shortcut holds no Shortcut.wflow (\(list))"
        case .keyedArchive(let message): return "NSKeyedArchiver: \(message)"
        case .expansionLimitExceeded(let overrun): return overrun.description
        }
    }
}

extension ExpansionOverrun: CustomStringConvertible {
    /// "binary plist: the property list expands to more than 262144 values (shared references); …"
    public var description: String {
        let what = measure == .values ? "\(limit) values" : "\(limit) bytes of text and data"
        let perUnit = measure == .values ? ExpansionBudget.valuesPerInputUnit : ExpansionBudget.bytesPerInputUnit
        let floor = measure == .values ? ExpansionBudget.minimumValues : ExpansionBudget.minimumBytes
        let ceiling = measure == .values ? ExpansionBudget.maximumValues : ExpansionBudget.maximumBytes
        let bounds =
            "\(perUnit) per \(reader == .binaryPlist ? "input byte" : "stored value"), at least \(floor), at most \(ceiling)"
        switch reader {
        case .binaryPlist:
            return "binary plist: the property list expands to more than \(what) (shared references); "
                + "the limit for a \(inputSize)-byte file is \(bounds)"
        case .keyedArchive:
            return "NSKeyedArchiver: the archive expands to more than \(what) (shared references); "
                + "the limit for an archive of \(inputSize) stored values is \(bounds)"
        }
    }
}

func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// Four bytes as printable text, e.g. `'bvxQ'`, or hex when not printable.
func fourCC(_ bytes: ArraySlice<UInt8>) -> String {
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        return "'" + String(decoding: bytes, as: UTF8.self) + "'"
    }
    return bytes.map { hexByte($0) }.joined(separator: " ")
}
