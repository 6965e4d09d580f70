import Foundation

extension PDFReader {
    /// Rebuilds the cross-reference entries by scanning the file for `N G obj` (a later definition
    /// wins, as an update would), and the trailer from the last `trailer` dictionary, else the last
    /// xref stream's dictionary, else the catalog found among the objects. False when nothing usable is found.
    func reconstruct() -> Bool {
        repaired = true
        entries = [:]
        cache = [:]
        let mark = Array("obj".utf8)
        var index = 0
        while let found = Self.find(mark, in: bytes, from: index, to: bytes.count) {
            index = found + 3
            guard index >= bytes.count || PDFScanner.isWhitespace(bytes[index]) || PDFScanner.isDelimiter(bytes[index]),
                let (number, generation, start) = numbersBefore(found)
            else { continue }
            guard entries.count < limits.maxObjects else { break }
            entries[number] = .offset(start, generation: generation)
        }
        guard !entries.isEmpty else { return false }
        if let at = Self.findLast(Array("trailer".utf8), in: bytes, from: 0) {
            var parser = PDFParser(bytes: bytes, position: at + 7, maxNesting: limits.maxNesting)
            if case .object(.dictionary(let dictionary))? = try? parser.next(), dictionary["Root"] != nil { trailer = dictionary }
        }
        if trailer["Root"] == nil {
            for number in entries.keys.sorted() {
                guard let object = try? object(PDFReference(number)), let dictionary = object.dictionaryValue else { continue }
                if dictionary["Type"]?.nameValue == "XRef", dictionary["Root"] != nil { trailer = dictionary }
                if dictionary["Type"]?.nameValue == "Catalog", trailer["Root"] == nil {
                    trailer["Root"] = .reference(PDFReference(number))
                }
            }
        }
        addObjectStreamMembers()
        return trailer["Root"] != nil
    }

    /// Rebuilds the entries once, keeping the trailer read from the file when the scan finds none.
    func repair() -> Bool {
        repaired = true
        let saved = trailer
        let found = reconstruct()
        if trailer["Root"] == nil { trailer = saved }
        return found || !entries.isEmpty
    }

    /// `N G` just before `obj` at `offset`: the numbers and where N starts.
    private func numbersBefore(_ offset: Int) -> (Int, Int, Int)? {
        var at = offset - 1
        func skipSpace() { while at >= 0, PDFScanner.isWhitespace(bytes[at]) { at -= 1 } }
        func digits() -> Int? {
            let end = at
            while at >= 0, (0x30...0x39).contains(bytes[at]), end - at < 10 { at -= 1 }
            guard at < end else { return nil }
            return Int(String(decoding: bytes[(at + 1)...end], as: UTF8.self))
        }
        skipSpace()
        guard let generation = digits() else { return nil }
        skipSpace()
        guard let number = digits(), at < 0 || PDFScanner.isWhitespace(bytes[at]) || PDFScanner.isDelimiter(bytes[at]) else {
            return nil
        }
        return (number, generation, at + 1)
    }

    /// Objects inside object streams that no `N G obj` defined.
    private func addObjectStreamMembers() {
        for number in entries.keys.sorted() {
            guard case .stream(let stream)? = try? object(PDFReference(number)), stream.dictionary["Type"]?.nameValue == "ObjStm",
                (try? loadObjectStream(number)) != nil, let table = objectStreams[number]
            else { continue }
            for (index, member) in table.enumerated() where entries[member.number] == nil && entries.count < limits.maxObjects {
                entries[member.number] = .compressed(stream: number, index: index)
            }
        }
    }
}
