import Archives
import Foundation

extension PDFBuilder {
    /// Copies pages `indices` (0-based) of `reader` with everything they use, objects renumbered;
    /// inherited attributes are written into each page. Another page a copied object points to
    /// (a link's destination) becomes `null` unless it is copied too.
    /// With `compressingStreams`, a stream stored without a filter is written Flate-compressed when
    /// that makes it smaller.
    public mutating func addPages(from reader: PDFReader, indices: [Int]? = nil, compressingStreams: Bool = false) throws {
        let pages = try reader.pages()
        let chosen = indices ?? Array(pages.indices)
        var copier = ObjectCopier(reader: reader)
        copier.compressesStreams = compressingStreams
        for index in chosen where pages.indices.contains(index) {
            if let reference = pages[index].reference { copier.pageNumbers.insert(reference.number) }
        }
        for index in chosen where pages.indices.contains(index) {
            let page = pages[index]
            let target = page.reference.map { copier.reserve($0, in: &writer) } ?? writer.add(.null)
            var dictionary = page.dictionary
            dictionary["Parent"] = nil
            var copied = try copier.rewrite(.dictionary(dictionary), in: &writer)
            if case .dictionary(var result) = copied {
                result["Parent"] = .reference(pagesReference)
                copied = .dictionary(result)
            }
            writer.set(target, to: copied)
            kids.append(target)
            try copier.drain(into: &writer)
        }
    }
}

/// Copies objects from a reader into a writer, each source object once, breadth first with a queue.
struct ObjectCopier {
    let reader: PDFReader
    var mapping: [Int: PDFReference] = [:]
    var queue: [Int] = []
    var pageNumbers: Set<Int> = []
    /// Whether unfiltered streams are written Flate-compressed (when smaller).
    var compressesStreams = false

    init(reader: PDFReader) { self.reader = reader }

    mutating func reserve(_ reference: PDFReference, in writer: inout PDFWriter) -> PDFReference {
        if let known = mapping[reference.number] { return known }
        let target = writer.add(.null)
        mapping[reference.number] = target
        return target
    }

    /// `object` with its references mapped to new numbers (queued for copying).
    mutating func rewrite(_ object: PDFObject, in writer: inout PDFWriter) throws -> PDFObject {
        switch object {
        case .reference(let reference):
            if mapping[reference.number] == nil {
                guard mapping.count < reader.limits.maxObjects else {
                    throw PDFError.limit("more than \(reader.limits.maxObjects) objects", reader.limits.maxObjects)
                }
                _ = reserve(reference, in: &writer)
                queue.append(reference.number)
            }
            return .reference(mapping[reference.number] ?? reference)
        case .array(let items): return .array(try items.map { try rewrite($0, in: &writer) })
        case .dictionary(let dictionary): return .dictionary(try rewriteDictionary(dictionary, in: &writer))
        case .stream(let stream):
            var copied = PDFStream(dictionary: try rewriteDictionary(stream.dictionary, in: &writer), data: stream.data)
            if compressesStreams, copied.dictionary["Filter"] == nil, copied.dictionary["DecodeParms"] == nil,
                let compressed = try? stream.data.withUnsafeBytes({ try Zlib.compress($0) }), compressed.count < stream.data.count
            {
                copied.dictionary["Filter"] = .name("FlateDecode")
                copied.data = [UInt8](compressed)
            }
            return .stream(copied)
        default: return object
        }
    }

    private mutating func rewriteDictionary(_ dictionary: [String: PDFObject], in writer: inout PDFWriter) throws -> [String:
        PDFObject]
    {
        var result: [String: PDFObject] = [:]
        for (key, value) in dictionary {
            if key == "Parent", ["Page", "Pages"].contains(dictionary["Type"]?.nameValue) { continue }
            result[key] = try rewrite(value, in: &writer)
        }
        return result
    }

    /// Copies every queued object.
    mutating func drain(into writer: inout PDFWriter) throws {
        while let number = queue.popLast() {
            guard let target = mapping[number] else { continue }
            var object = try reader.object(PDFReference(number))
            if !pageNumbers.contains(number), ["Page", "Pages"].contains(object.dictionaryValue?["Type"]?.nameValue) {
                object = .null
            }
            writer.set(target, to: try rewrite(object, in: &writer))
        }
    }
}
