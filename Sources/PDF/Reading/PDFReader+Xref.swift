import Foundation

extension PDFReader {
    /// Reads every cross-reference section from `startxref` back through `/Prev` (and a hybrid
    /// file's `/XRefStm`); an entry already seen (newer) wins.
    func readCrossReferences() throws {
        guard let mark = Self.findLast(Array("startxref".utf8), in: bytes, from: max(0, bytes.count - 4096)) else {
            throw PDFError.structure("no 'startxref' near the end of the file (is it cut short?)")
        }
        var parser = PDFParser(bytes: bytes, position: mark + 9, maxNesting: limits.maxNesting)
        guard case .object(.integer(let start))? = try parser.next() else {
            throw PDFError.syntax(offset: mark, "'startxref' is not followed by an offset")
        }
        var pending = [start]
        var seen: Set<Int> = []
        var first = true
        while let offset = pending.popLast() {
            guard !seen.contains(offset) else { continue }
            guard seen.count < limits.maxXrefSections else {
                throw PDFError.limit("more than \(limits.maxXrefSections) cross-reference sections", limits.maxXrefSections)
            }
            seen.insert(offset)
            let dictionary = try section(at: offset)
            if first {
                trailer = dictionary
                first = false
            }
            if let previous = dictionary["Prev"]?.integerValue { pending.append(previous) }
            if let stream = dictionary["XRefStm"]?.integerValue { pending.append(stream) }
        }
    }

    private func section(at offset: Int) throws -> [String: PDFObject] {
        guard offset >= 0, offset < bytes.count else {
            throw PDFError.structure("a cross-reference offset (\(offset)) is outside the file of \(bytes.count) bytes")
        }
        var parser = PDFParser(bytes: bytes, position: offset, maxNesting: limits.maxNesting)
        if case .keyword("xref")? = try parser.next() { return try table(&parser) }
        let (object, _) = try indirectObject(at: offset, expecting: nil)
        guard case .stream(let stream) = object, stream.dictionary["Type"]?.nameValue == "XRef" else {
            throw PDFError.structure("the cross-reference offset \(offset) points at neither 'xref' nor an /XRef stream")
        }
        try xrefStream(stream)
        return stream.dictionary
    }

    private func table(_ parser: inout PDFParser) throws -> [String: PDFObject] {
        while true {
            let at = parser.position
            switch try parser.next() {
            case .keyword("trailer")?:
                guard case .dictionary(let dictionary) = try parser.object() else {
                    throw PDFError.syntax(offset: at, "'trailer' is not followed by a dictionary")
                }
                return dictionary
            case .object(.integer(let first))?:
                guard case .integer(let count) = try parser.object(), first >= 0, count >= 0 else {
                    throw PDFError.syntax(offset: at, "a cross-reference subsection header is not two numbers")
                }
                try checkObjectCount(first + count)
                for number in first..<(first + count) {
                    let entryAt = parser.position
                    guard case .integer(let field1) = try parser.object(), case .integer(let field2) = try parser.object(),
                        case .keyword(let kind)? = try parser.next(), kind == "n" || kind == "f"
                    else {
                        throw PDFError.syntax(offset: entryAt, "a cross-reference entry is not 'offset generation n|f'")
                    }
                    if kind == "n", entries[number] == nil, field1 > 0 { entries[number] = .offset(field1, generation: field2) }
                }
            default: throw PDFError.syntax(offset: at, "a cross-reference table has neither a subsection nor 'trailer'")
            }
        }
    }

    private func xrefStream(_ stream: PDFStream) throws {
        let widths = (stream.dictionary["W"]?.arrayValue ?? []).compactMap(\.integerValue)
        guard widths.count == 3, widths.allSatisfy({ (0...8).contains($0) }), widths.reduce(0, +) > 0 else {
            throw PDFError.structure("an xref stream's /W is not three widths of 0 to 8 bytes")
        }
        let size = stream.dictionary["Size"]?.integerValue ?? 0
        let index = (stream.dictionary["Index"]?.arrayValue ?? [.integer(0), .integer(size)]).compactMap(\.integerValue)
        let data = try decodedData(stream)
        let rowBytes = widths.reduce(0, +)
        var row = 0
        var pair = 0
        while pair + 1 < index.count {
            let first = index[pair], count = index[pair + 1]
            guard first >= 0, count >= 0 else { throw PDFError.structure("an xref stream's /Index has a negative number") }
            try checkObjectCount(first + count)
            for number in first..<(first + count) {
                guard (row + 1) * rowBytes <= data.count else { return }
                var fields = [0, 0, 0]
                var at = row * rowBytes
                for field in 0..<3 {
                    if widths[field] == 0 {
                        fields[field] = field == 0 ? 1 : 0
                        continue
                    }
                    for _ in 0..<widths[field] {
                        fields[field] = fields[field] << 8 | Int(data[at])
                        at += 1
                    }
                }
                row += 1
                guard entries[number] == nil else { continue }
                switch fields[0] {
                case 1 where fields[1] > 0: entries[number] = .offset(fields[1], generation: fields[2])
                case 2: entries[number] = .compressed(stream: fields[1], index: fields[2])
                default: break
                }
            }
            pair += 2
        }
    }

    private func checkObjectCount(_ count: Int) throws {
        guard count <= limits.maxObjects, entries.count < limits.maxObjects else {
            throw PDFError.limit("more than \(limits.maxObjects) objects", limits.maxObjects)
        }
    }
}
