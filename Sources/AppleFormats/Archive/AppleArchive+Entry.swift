import Foundation

extension AppleArchive {
    static func readEntry(_ bytes: [UInt8], at offset: Int, next: inout Int) throws -> Entry {
        func fail(_ message: String) -> FormatError { .appleArchive(offset: offset, "entry at offset \(offset): \(message)") }
        guard bytes.hasPrefix("AA01", at: offset) || bytes.hasPrefix("YAA1", at: offset) else {
            let end = min(bytes.count, offset + 4)
            throw FormatError.appleArchive(
                offset: offset,
                "entry at offset \(offset) has unknown magic \(fourCC(bytes[offset..<end])); expected 'AA01' or 'YAA1'")
        }
        guard let headerSize = bytes.u16LE(offset + 4).map(Int.init) else { throw fail("header is truncated") }
        guard headerSize >= 6, headerSize <= bytes.count - offset else {
            throw fail("header size \(headerSize) must be at least 6 and fit in the \(bytes.count - offset) bytes left")
        }
        let headerEnd = offset + headerSize
        var fields: [Field] = []
        var blobs: [(key: String, size: Int)] = []
        var cursor = offset + 6
        while cursor < headerEnd {
            guard headerEnd - cursor >= 4 else { throw fail("field at offset \(cursor) is truncated") }
            let key = String(decoding: bytes[cursor..<(cursor + 3)], as: UTF8.self)
            let subtype = bytes[cursor + 3]
            let body = cursor + 4
            let (value, size, blobSize) = try fieldValue(
                bytes, key: key, subtype: subtype, at: cursor, headerEnd: headerEnd, total: bytes.count, fail: fail)
            if let blobSize { blobs.append((key: key, size: blobSize)) }
            fields.append(Field(key: key, value: value))
            cursor = body + size
        }
        // Blobs follow the header in the order their fields appear.
        var blobStart = headerEnd
        var contents: Data?
        for blob in blobs {
            guard blob.size <= bytes.count - blobStart else {
                throw fail(
                    "blob \(blob.key) of \(blob.size) bytes at offset \(blobStart) runs past the end of the archive (size \(bytes.count))"
                )
            }
            if blob.key == "DAT", contents == nil { contents = Data(bytes[blobStart..<(blobStart + blob.size)]) }
            blobStart += blob.size
        }
        next = blobStart
        var type: EntryType?
        var path = ""
        for field in fields {
            if field.key == "TYP", case .integer(let code) = field.value { type = EntryType(code: code) }
            if field.key == "PAT", case .string(let text) = field.value { path = text }
        }
        return Entry(offset: offset, fields: fields, type: type, path: path, data: contents)
    }

    /// One header field's value from its subtype, with the bytes it takes after the key and
    /// subtype and, for a blob, the size of the data that follows the header.
    private static func fieldValue(
        _ bytes: [UInt8], key: String, subtype: UInt8, at cursor: Int, headerEnd: Int, total: Int,
        fail: (String) -> FormatError
    ) throws -> (value: FieldValue, size: Int, blobSize: Int?) {
        let body = cursor + 4
        var blobSize: Int?
        func need(_ size: Int) throws {
            guard size <= headerEnd - body else {
                throw fail("field \(key) at offset \(cursor) runs past the header end at \(headerEnd)")
            }
        }
        let value: FieldValue
        var size = 0
        switch subtype {
        case UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "4"), UInt8(ascii: "8"):
            size = Int(subtype - UInt8(ascii: "0"))
            try need(size)
            value = .integer(bytes.uintLE(at: body, size: size) ?? 0)
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"):
            size = [2, 4, 8][Int(subtype - UInt8(ascii: "A"))]
            try need(size)
            let declared = bytes.uintLE(at: body, size: size) ?? 0
            guard declared <= UInt64(total) else {
                throw fail("blob \(key) declares \(declared) bytes, more than the whole archive")
            }
            blobSize = Int(declared)
            value = .blob(size: declared)
        case UInt8(ascii: "P"):
            try need(2)
            let length = Int(bytes.u16LE(body) ?? 0)
            try need(2 + length)
            size = 2 + length
            value = .string(String(decoding: bytes[(body + 2)..<(body + 2 + length)], as: UTF8.self))
        case UInt8(ascii: "S"), UInt8(ascii: "T"):
            size = subtype == UInt8(ascii: "S") ? 8 : 12
            try need(size)
            let seconds = Int64(bitPattern: bytes.uintLE(at: body, size: 8) ?? 0)
            let nanoseconds = size == 12 ? UInt32(bytes.uintLE(at: body + 8, size: 4) ?? 0) : 0
            value = .timestamp(seconds: seconds, nanoseconds: nanoseconds)
        case UInt8(ascii: "F")...UInt8(ascii: "J"):
            size = [4, 20, 32, 48, 64][Int(subtype - UInt8(ascii: "F"))]
            try need(size)
            value = .digest(Data(bytes[body..<(body + size)]))
        case UInt8(ascii: "*"):
            value = .flag
        default:
            throw fail("field \(key) at offset \(cursor) has unknown subtype \(fourCC(bytes[(cursor + 3)...(cursor + 3)]))")
        }
        return (value, size, blobSize)
    }
}
