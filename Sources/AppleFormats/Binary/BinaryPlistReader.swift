import Foundation

/// Reads `bplist00` binary property lists.
///
/// Every offset, count and reference is checked against the file before use; decoded objects are
/// cached so a file that shares one object many times is decoded once, and an object that
/// contains itself is reported instead of recursing forever. Each object's expanded size (what
/// a consumer walking the tree would see) is cached beside it and checked against an
/// `ExpansionBudget`, so a few hundred bytes cannot stand for an exponentially large tree.
struct BinaryPlistReader {
    static let depthLimit = 512
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let tableOffset: Int
    private var cache: [PropertyList?]
    private var inProgress: [Bool]
    private var sizes: [Expansion]
    private let budget: ExpansionBudget

    /// Reads the file; `budget` defaults to `ExpansionBudget.forInput(size: bytes.count)`.
    static func read(_ bytes: [UInt8], budget: ExpansionBudget? = nil) throws -> PropertyList {
        var reader = try BinaryPlistReader(bytes: bytes, budget: budget ?? .forInput(size: bytes.count))
        return try reader.object(reader.topObject, depth: 0)
    }

    private init(bytes: [UInt8], budget: ExpansionBudget) throws {
        self.bytes = bytes
        self.budget = budget
        guard bytes.hasPrefix("bplist0") else { throw FormatError.binaryPlist(offset: 0, "missing 'bplist0' header") }
        guard bytes.count >= 8 + 1 + 32 else {
            throw FormatError.binaryPlist(
                offset: 0, "file of \(bytes.count) bytes is too short for a header, an object and a 32-byte trailer")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let objects = bytes.uintBE(at: trailer + 8, size: 8) ?? 0
        let top = bytes.uintBE(at: trailer + 16, size: 8) ?? 0
        let table = bytes.uintBE(at: trailer + 24, size: 8) ?? 0
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw FormatError.binaryPlist(
                offset: trailer + 6,
                "trailer at offset \(trailer) has offset size \(offsetSize) and reference size \(referenceSize); both must be 1–8"
            )
        }
        guard table >= 9, table < UInt64(trailer) else {
            throw FormatError.binaryPlist(
                offset: trailer + 24, "offset table at offset \(table) is outside the object area 9..<\(trailer)")
        }
        tableOffset = Int(table)
        guard objects >= 1, objects <= UInt64((trailer - tableOffset) / offsetSize) else {
            throw FormatError.binaryPlist(
                offset: trailer + 8,
                "trailer declares \(objects) objects but the offset table at offset \(tableOffset) has room for \((trailer - tableOffset) / offsetSize)"
            )
        }
        objectCount = Int(objects)
        guard top < objects else {
            throw FormatError.binaryPlist(offset: trailer + 16, "top object \(top) is not below the object count \(objects)")
        }
        topObject = Int(top)
        cache = Array(repeating: nil, count: objectCount)
        inProgress = Array(repeating: false, count: objectCount)
        sizes = Array(repeating: Expansion(), count: objectCount)
    }

    private mutating func object(_ index: Int, depth: Int) throws -> PropertyList {
        if let cached = cache[index] { return cached }
        guard depth < Self.depthLimit else {
            throw FormatError.binaryPlist(offset: 0, "object \(index) is nested deeper than \(Self.depthLimit) levels")
        }
        let entry = tableOffset + index * offsetSize
        let rawOffset = bytes.uintBE(at: entry, size: offsetSize) ?? UInt64.max
        guard rawOffset >= 8, rawOffset < UInt64(tableOffset) else {
            throw FormatError.binaryPlist(
                offset: entry,
                "object \(index) at offset \(rawOffset) points past the end of the object area (offset table at \(tableOffset), file size \(bytes.count))"
            )
        }
        guard !inProgress[index] else {
            throw FormatError.binaryPlist(
                offset: Int(rawOffset), "object \(index) at offset \(rawOffset) contains itself (reference cycle)")
        }
        inProgress[index] = true
        defer { inProgress[index] = false }
        let (value, size) = try decode(index, at: Int(rawOffset), depth: depth)
        if let measure = size.overrun(of: budget) {
            throw FormatError.expansionLimitExceeded(ExpansionOverrun(reader: .binaryPlist, measure: measure, budget: budget))
        }
        cache[index] = value
        sizes[index] = size
        return value
    }

    /// The object at `offset` and its expanded size.
    private mutating func decode(_ index: Int, at offset: Int, depth: Int) throws -> (PropertyList, Expansion) {
        var size = Expansion.leaf(payload: 0)
        let value = try decodeValue(index, at: offset, depth: depth, size: &size)
        switch value {
        case .string(let text): size.bytes = text.utf8.count
        case .data(let data): size.bytes = data.count
        default: break
        }
        return (value, size)
    }

    /// The value of a container's references, adding their cached expanded sizes to `size`.
    private mutating func child(_ reference: Int, depth: Int, into size: inout Expansion) throws -> PropertyList {
        let value = try object(reference, depth: depth)
        size.add(sizes[reference])
        return value
    }

    private mutating func decodeValue(_ index: Int, at offset: Int, depth: Int, size: inout Expansion) throws
        -> PropertyList
    {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        func fail(_ message: String) -> FormatError {
            .binaryPlist(offset: offset, "object \(index) at offset \(offset) (marker 0x\(hexByte(marker))): \(message)")
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            case 0x00: throw fail("null objects have no property-list value")
            case 0x0F: throw fail("a fill byte is not a value")
            default: throw fail("unknown marker")
            }
        case 0x1:
            return try integer(at: offset, fail: fail)
        case 0x2:
            guard low == 2 || low == 3 else { throw fail("reals must be 4 or 8 bytes") }
            let size = 1 << low
            guard let bits = bytes.uintBE(at: offset + 1, size: size) else { throw fail("real runs past the object area") }
            return .real(size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
        case 0x3:
            guard marker == 0x33, let bits = bytes.uintBE(at: offset + 1, size: 8) else {
                throw fail("dates are marker 0x33 with 8 bytes")
            }
            return .date(Date(timeIntervalSince1970: Double(bitPattern: bits) + referenceDateOffset))
        case 0x4, 0x5, 0x6, 0x7:
            let (count, start) = try length(low, after: offset, fail: fail)
            let unit = marker >> 4 == 0x6 ? 2 : 1
            guard count <= (tableOffset - start) / unit else {
                throw fail(
                    "\(count) \(unit == 2 ? "UTF-16 units" : "bytes") starting at offset \(start) run past the object area (ends at \(tableOffset))"
                )
            }
            let slice = bytes[start..<(start + count * unit)]
            switch marker >> 4 {
            case 0x4: return .data(Data(slice))
            case 0x5: return .string(latin1(slice))
            case 0x7: return .string(String(decoding: slice, as: UTF8.self))
            default:
                var units: [UInt16] = []
                units.reserveCapacity(count)
                var position = slice.startIndex
                while position < slice.endIndex {
                    units.append(UInt16(slice[position]) << 8 | UInt16(slice[position + 1]))
                    position += 2
                }
                return .string(String(decoding: units, as: UTF16.self))
            }
        case 0x8:
            guard low < 8, let uid = bytes.uintBE(at: offset + 1, size: low + 1) else {
                throw fail("UIDs hold 1–8 bytes inside the object area")
            }
            return .uid(uid)
        case 0xA, 0xB, 0xC:
            let references = try refs(low, after: offset, multiplier: 1, fail: fail)
            var items: [PropertyList] = []
            items.reserveCapacity(references.count)
            for reference in references { items.append(try child(reference, depth: depth + 1, into: &size)) }
            return .array(items)
        case 0xD:
            let references = try refs(low, after: offset, multiplier: 2, fail: fail)
            let half = references.count / 2
            var pairs: [(key: String, value: PropertyList)] = []
            pairs.reserveCapacity(half)
            for position in 0..<half {
                let key = try child(references[position], depth: depth + 1, into: &size)
                guard case .string(let name) = key else {
                    throw fail("dictionary key \(position) is a \(key.kindName), expected a string")
                }
                pairs.append((key: name, value: try child(references[half + position], depth: depth + 1, into: &size)))
            }
            return .dictionary(PlistDictionary(pairs))
        default:
            throw fail("unknown marker")
        }
    }

    private func integer(at offset: Int, fail: (String) -> FormatError) throws -> PropertyList {
        let low = Int(bytes[offset] & 0x0F)
        guard low <= 4 else { throw fail("integers are 1, 2, 4, 8 or 16 bytes") }
        let size = 1 << low
        guard bytes.contains(offset: offset + 1, length: size), offset + 1 + size <= tableOffset else {
            throw fail("\(size)-byte integer runs past the object area")
        }
        if size == 16 {
            let high = bytes.uintBE(at: offset + 1, size: 8) ?? 0
            let lowBits = bytes.uintBE(at: offset + 9, size: 8) ?? 0
            if high == 0 { return lowBits <= UInt64(Int64.max) ? .integer(Int64(lowBits)) : .unsignedInteger(lowBits) }
            if high == UInt64.max, lowBits > UInt64(Int64.max) { return .integer(Int64(bitPattern: lowBits)) }
            throw fail("16-byte integer does not fit in 64 bits")
        }
        let raw = bytes.uintBE(at: offset + 1, size: size) ?? 0
        // 1-, 2- and 4-byte integers are unsigned; 8-byte ones are signed.
        return .integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
    }

    /// The element count and the offset just after the count, for markers whose low nibble may be 0xF.
    private func length(_ low: Int, after offset: Int, fail: (String) -> FormatError) throws -> (Int, Int) {
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 1 < tableOffset, bytes[offset + 1] >> 4 == 0x1 else {
            throw fail("expected an integer count after the marker")
        }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, let raw = bytes.uintBE(at: offset + 2, size: size), offset + 2 + size <= tableOffset else {
            throw fail("count runs past the object area")
        }
        guard raw <= UInt64(tableOffset) else { throw fail("count \(raw) is larger than the file") }
        return (Int(raw), offset + 2 + size)
    }

    private func refs(_ low: Int, after offset: Int, multiplier: Int, fail: (String) -> FormatError) throws -> [Int] {
        let (count, start) = try length(low, after: offset, fail: fail)
        let available = max(0, tableOffset - start) / referenceSize
        guard count <= available / multiplier else {
            throw fail(
                "\(count * multiplier) object references of \(referenceSize) bytes starting at offset \(start) run past the object area (ends at \(tableOffset))"
            )
        }
        var result: [Int] = []
        result.reserveCapacity(count * multiplier)
        for position in 0..<(count * multiplier) {
            let raw = bytes.uintBE(at: start + position * referenceSize, size: referenceSize) ?? UInt64.max
            guard raw < UInt64(objectCount) else {
                throw fail("reference \(position) is to object \(raw), but the file has \(objectCount) objects")
            }
            result.append(Int(raw))
        }
        return result
    }

    private func latin1(_ slice: ArraySlice<UInt8>) -> String {
        // ASCII (nearly every string) checked through a buffer: a generic `allSatisfy`, and
        // Foundation's Latin-1 decoder, each took a third of a debug build's time to read a folder
        // of shortcuts for a library name look-up.
        let ascii = slice.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count, buffer[index] < 0x80 { index += 1 }
            return index == buffer.count
        }
        if ascii { return String(decoding: slice, as: UTF8.self) }
        var result = String.UnicodeScalarView()
        for byte in slice { result.append(Unicode.Scalar(byte)) }
        return String(result)
    }
}
