import Foundation

/// Reads a PDF held in memory: the cross-reference sections (tables and streams, following
/// `/Prev` through incremental updates, newest first), objects in object streams, the trailer,
/// the page tree and stream data. Objects are parsed when first asked for and kept.
public final class PDFReader {
    enum XrefEntry: Equatable {
        case offset(Int, generation: Int)
        case compressed(stream: Int, index: Int)
    }

    /// The file's bytes.
    public let bytes: [UInt8]
    /// The limits this reader checks.
    public let limits: PDFLimits
    /// The version in the header (`1.7`).
    public let version: String
    /// The newest trailer dictionary (for an xref stream, its dictionary).
    public internal(set) var trailer: [String: PDFObject] = [:]
    var entries: [Int: XrefEntry] = [:]
    var cache: [Int: PDFObject] = [:]
    var objectStreams: [Int: [(number: Int, offset: Int)]] = [:]
    var objectStreamData: [Int: (bytes: [UInt8], first: Int)] = [:]
    var resolving: Set<Int> = []
    var decodedTotal = 0
    var security: StandardSecurity?
    var cachedPages: [PDFPage]?
    var repaired = false

    /// Opens `bytes`; `password` is tried as the user and then the owner password of an encrypted file.
    public init(bytes: [UInt8], password: String = "", limits: PDFLimits = .standard) throws {
        self.bytes = bytes
        self.limits = limits
        guard let header = Self.find(Array("%PDF-".utf8), in: bytes, from: 0, to: min(bytes.count, 1024)) else {
            throw PDFError.notPDF(firstBytes: Array(bytes.prefix(8)))
        }
        var versionEnd = header + 5
        while versionEnd < bytes.count, versionEnd < header + 12,
            bytes[versionEnd] == 0x2E || (0x30...0x39).contains(bytes[versionEnd])
        { versionEnd += 1 }
        version = String(decoding: bytes[(header + 5)..<versionEnd], as: UTF8.self)
        do {
            try readCrossReferences()
            if trailer["Root"] == nil { throw PDFError.structure("the trailer has no /Root catalog dictionary") }
        } catch let error as PDFError {
            // A damaged or missing cross-reference table is rebuilt from the objects themselves;
            // a passed limit is not worked around.
            if case .limit = error { throw error }
            guard reconstruct() else { throw error }
        }
        if let encrypt = trailer["Encrypt"] {
            // Read before `security` is set, so the /Encrypt dictionary itself is never decrypted.
            security = try StandardSecurity(reading: try resolve(encrypt), trailer: trailer, password: password)
            security?.encryptReference = encrypt.referenceValue
        }
    }

    /// Opens `data`.
    public convenience init(data: Data, password: String = "", limits: PDFLimits = .standard) throws {
        try self.init(bytes: [UInt8](data), password: password, limits: limits)
    }

    /// Whether the file is encrypted (it opened, so the password was right or empty).
    public var isEncrypted: Bool { security != nil }

    /// The document catalog (`/Root`).
    public func catalog() throws -> [String: PDFObject] {
        guard let root = trailer["Root"], let dictionary = try resolve(root).dictionaryValue else {
            throw PDFError.structure("the trailer has no /Root catalog dictionary")
        }
        return dictionary
    }

    /// `object`, or what it refers to when it is a reference (`null` for a free or missing object,
    /// as the standard says).
    public func resolve(_ object: PDFObject) throws -> PDFObject {
        guard case .reference(let reference) = object else { return object }
        return try self.object(reference)
    }

    /// Indirect object `reference`.
    public func object(_ reference: PDFReference) throws -> PDFObject {
        if let cached = cache[reference.number] { return cached }
        guard let entry = entries[reference.number] else { return .null }
        guard !resolving.contains(reference.number) else {
            throw PDFError.structure("object \(reference.number) needs itself to be read (a /Length or object stream loop)")
        }
        guard resolving.count < 16 else { throw PDFError.limit("objects whose reading needs more than 16 others in a chain", 16) }
        resolving.insert(reference.number)
        defer { resolving.remove(reference.number) }
        var object: PDFObject
        switch entry {
        case let .offset(offset, generation):
            do {
                object = try indirectObject(at: offset, expecting: reference.number).object
            } catch let error as PDFError {
                // A wrong offset: rebuild the table once from the objects and look again.
                if case .limit = error { throw error }
                guard !repaired, repair(), case .offset(let found, _)? = entries[reference.number], found != offset else {
                    throw error
                }
                object = try indirectObject(at: found, expecting: reference.number).object
            }
            if let security { object = try security.decrypt(object, reference: PDFReference(reference.number, generation)) }
        case let .compressed(stream, index):
            object = try compressedObject(reference.number, in: stream, index: index)
        }
        cache[reference.number] = object
        return object
    }

    /// A stream's data with its filters undone.
    public func decodedData(_ stream: PDFStream) throws -> [UInt8] {
        let remaining = limits.maxTotalDecodedBytes - decodedTotal
        guard remaining > 0 else {
            throw PDFError.limit(
                "streams that decode to more than \(limits.maxTotalDecodedBytes) bytes in all", limits.maxTotalDecodedBytes)
        }
        let limit = min(limits.maxStreamBytes, remaining)
        var dictionary = stream.dictionary
        for key in ["Filter", "DecodeParms"] { if let value = dictionary[key] { dictionary[key] = try resolveDeep(value) } }
        let data = try PDFFilters.decode(stream.data, dictionary: dictionary, limit: limit)
        decodedTotal += data.count
        return data
    }

    /// `value` with references in an array's items resolved one level (filter arrays, `/Kids`).
    func resolveDeep(_ value: PDFObject) throws -> PDFObject {
        let resolved = try resolve(value)
        guard case .array(let items) = resolved else { return resolved }
        return .array(try items.map { try resolve($0) })
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func findLast(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = bytes.count - needle.count
        while index >= start {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
