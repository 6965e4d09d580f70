import Foundation

extension PDFReader {
    /// The object `n g obj … endobj` at `offset` (a stream's bytes taken by its `/Length`, or up to
    /// `endstream` when the length is wrong).
    func indirectObject(at offset: Int, expecting number: Int?) throws -> (object: PDFObject, number: Int) {
        guard offset >= 0, offset < bytes.count else {
            throw PDFError.structure(
                "object \(number.map(String.init) ?? "?") is listed at byte \(offset), outside the file of \(bytes.count) bytes")
        }
        var parser = PDFParser(bytes: bytes, position: offset, maxNesting: limits.maxNesting)
        guard case .object(.integer(let found))? = try parser.next(), case .object(.integer)? = try parser.next(),
            case .keyword("obj")? = try parser.next()
        else {
            throw PDFError.syntax(offset: offset, "expected 'N G obj' for object \(number.map(String.init) ?? "?")")
        }
        if let number, found != number {
            throw PDFError.structure(
                "the cross-reference table puts object \(number) at byte \(offset), where object \(found) is")
        }
        let object = try parser.object()
        let after = parser.position
        guard case .keyword("stream")? = try parser.next() else { return (object, found) }
        guard case .dictionary(let dictionary) = object else {
            throw PDFError.syntax(offset: after, "'stream' follows something that is not a dictionary")
        }
        return (.stream(PDFStream(dictionary: dictionary, data: try streamBytes(dictionary, from: parser.position))), found)
    }

    private func streamBytes(_ dictionary: [String: PDFObject], from keywordEnd: Int) throws -> [UInt8] {
        var start = keywordEnd
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        let endMark = Array("endstream".utf8)
        if let declared = try? resolve(dictionary["Length"] ?? .null).integerValue, declared >= 0, start + declared <= bytes.count
        {
            var after = PDFScanner(bytes: bytes, position: start + declared)
            after.skipSpace()
            if after.position + endMark.count <= bytes.count,
                bytes[after.position..<(after.position + endMark.count)].elementsEqual(endMark)
            {
                return Array(bytes[start..<(start + declared)])
            }
        }
        guard var end = Self.find(endMark, in: bytes, from: start, to: bytes.count) else {
            throw PDFError.syntax(offset: start, "a stream has no 'endstream'")
        }
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return Array(bytes[start..<end])
    }

    /// Object `number`, the `index`-th of object stream `streamNumber`.
    func compressedObject(_ number: Int, in streamNumber: Int, index: Int) throws -> PDFObject {
        if objectStreams[streamNumber] == nil { try loadObjectStream(streamNumber) }
        guard let table = objectStreams[streamNumber], let data = objectStreamData[streamNumber] else { return .null }
        let slot = index < table.count && table[index].number == number ? index : table.firstIndex { $0.number == number }
        guard let slot else { throw PDFError.structure("object \(number) is not in object stream \(streamNumber)") }
        let start = data.first + table[slot].offset
        guard start < data.bytes.count else {
            throw PDFError.structure("object \(number) lies past the end of object stream \(streamNumber)")
        }
        var parser = PDFParser(bytes: data.bytes, position: start, maxNesting: limits.maxNesting)
        return try parser.object()
    }

    func loadObjectStream(_ streamNumber: Int) throws {
        guard case .stream(let stream) = try object(PDFReference(streamNumber)) else {
            throw PDFError.structure("object \(streamNumber) should be an object stream but is not a stream")
        }
        guard let count = stream.dictionary["N"]?.integerValue, let first = stream.dictionary["First"]?.integerValue,
            count >= 0, count <= limits.maxObjects, first >= 0
        else {
            throw PDFError.structure("object stream \(streamNumber) has no valid /N and /First")
        }
        let data = try decodedData(stream)
        var parser = PDFParser(bytes: data, position: 0, end: min(first, data.count), maxNesting: 1)
        var table: [(number: Int, offset: Int)] = []
        table.reserveCapacity(min(count, 4096))
        for _ in 0..<count {
            guard case .object(.integer(let number))? = try parser.next(),
                case .object(.integer(let offset))? = try parser.next(), offset >= 0
            else { break }
            table.append((number, offset))
        }
        objectStreams[streamNumber] = table
        objectStreamData[streamNumber] = (data, first)
    }
}
