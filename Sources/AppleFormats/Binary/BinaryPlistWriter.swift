import Foundation

/// Writes `bplist00` files in the layout CoreFoundation produces: objects, an offset table of
/// minimal width, and the 32-byte trailer. Like CoreFoundation, equal strings, numbers, dates and
/// data are stored once, and so are empty arrays and dictionaries (Foundation's are singletons);
/// booleans, UIDs and other collections are written at every occurrence. Apple's writer also
/// shares some objects by identity, which no value-based writer can reproduce byte for byte.
struct BinaryPlistWriter {
    /// A flattened object: its scalar value or the indices of its children.
    private enum Node {
        case scalar(PropertyList)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private enum ScalarKey: Hashable {
        case string(String), integer(Int64), unsigned(UInt64), real(UInt64), date(UInt64), data(Data)
        case emptyArray, emptyDictionary
    }

    private var nodes: [Node] = []
    private var scalars: [ScalarKey: Int] = [:]

    static func write(_ value: PropertyList) throws -> Data {
        var writer = BinaryPlistWriter()
        let top = writer.flatten(value)
        return writer.encode(top: top)
    }

    private mutating func flatten(_ value: PropertyList) -> Int {
        switch value {
        case .array(let items) where items.isEmpty:
            return unique(.emptyArray, .array([]))
        case .dictionary(let dictionary) where dictionary.isEmpty:
            return unique(.emptyDictionary, .dictionary(keys: [], values: []))
        case .array(let items):
            let index = reserve()
            nodes[index] = .array(items.map { flatten($0) })
            return index
        case .dictionary(let dictionary):
            let index = reserve()
            let keys = dictionary.entries.map { flatten(.string($0.key)) }
            let values = dictionary.entries.map { flatten($0.value) }
            nodes[index] = .dictionary(keys: keys, values: values)
            return index
        case .bool, .uid:
            let index = reserve()
            nodes[index] = .scalar(value)
            return index
        default:
            return unique(scalarKey(value), .scalar(value))
        }
    }

    private mutating func unique(_ key: ScalarKey, _ node: Node) -> Int {
        if let existing = scalars[key] { return existing }
        let index = reserve()
        nodes[index] = node
        scalars[key] = index
        return index
    }

    private mutating func reserve() -> Int {
        nodes.append(.array([]))
        return nodes.count - 1
    }

    private func scalarKey(_ value: PropertyList) -> ScalarKey {
        switch value {
        case .string(let v): return .string(v)
        case .integer(let v): return .integer(v)
        case .unsignedInteger(let v): return .unsigned(v)
        case .real(let v): return .real(v.bitPattern)
        case .date(let v): return .date(v.timeIntervalSince1970.bitPattern)
        case .data(let v): return .data(v)
        case .array: return .emptyArray
        case .dictionary: return .emptyDictionary
        case .bool, .uid: return .emptyArray  // not reached: booleans and UIDs are never deduplicated
        }
    }

    private func encode(top: Int) -> Data {
        let referenceSize = Self.width(UInt64(nodes.count))
        var out: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(nodes.count)
        for node in nodes {
            offsets.append(out.count)
            switch node {
            case .scalar(let value): Self.appendScalar(value, to: &out)
            case .array(let children):
                Self.appendHeader(0xA0, count: children.count, to: &out)
                for child in children { Self.appendBE(UInt64(child), size: referenceSize, to: &out) }
            case let .dictionary(keys, values):
                Self.appendHeader(0xD0, count: keys.count, to: &out)
                for child in keys + values { Self.appendBE(UInt64(child), size: referenceSize, to: &out) }
            }
        }
        let tableOffset = out.count
        let offsetSize = Self.width(UInt64(tableOffset))
        for offset in offsets { Self.appendBE(UInt64(offset), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        Self.appendBE(UInt64(nodes.count), size: 8, to: &out)
        Self.appendBE(UInt64(top), size: 8, to: &out)
        Self.appendBE(UInt64(tableOffset), size: 8, to: &out)
        return Data(out)
    }

    private static func appendScalar(_ value: PropertyList, to out: inout [UInt8]) {
        switch value {
        case .bool(let flag): out.append(flag ? 0x09 : 0x08)
        case .integer(let number): appendInteger(number, to: &out)
        case .unsignedInteger(let number):
            out.append(0x14)
            appendBE(0, size: 8, to: &out)
            appendBE(number, size: 8, to: &out)
        case .real(let number):
            out.append(0x23)
            appendBE(number.bitPattern, size: 8, to: &out)
        case .date(let date):
            out.append(0x33)
            appendBE((date.timeIntervalSince1970 - referenceDateOffset).bitPattern, size: 8, to: &out)
        case .data(let bytes):
            appendHeader(0x40, count: bytes.count, to: &out)
            out.append(contentsOf: bytes)
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                appendHeader(0x50, count: text.utf8.count, to: &out)
                out.append(contentsOf: text.utf8)
            } else {
                let units = Array(text.utf16)
                appendHeader(0x60, count: units.count, to: &out)
                for unit in units { out.append(UInt8(unit >> 8)); out.append(UInt8(unit & 0xFF)) }
            }
        case .uid(let uid):
            let size = width(uid)
            out.append(0x80 | UInt8(size - 1))
            appendBE(uid, size: size, to: &out)
        case .array, .dictionary: break
        }
    }

    private static func appendInteger(_ number: Int64, to out: inout [UInt8]) {
        // Negative numbers always take 8 bytes, because shorter integers are read as unsigned.
        let size = number < 0 ? 8 : width(UInt64(number))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBE(UInt64(bitPattern: number), size: size, to: &out)
    }

    private static func appendHeader(_ marker: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(marker | UInt8(count))
        } else {
            out.append(marker | 0x0F)
            appendInteger(Int64(count), to: &out)
        }
    }

    /// The smallest of 1, 2, 4 or 8 bytes that holds `value`.
    private static func width(_ value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func appendBE(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }
}
