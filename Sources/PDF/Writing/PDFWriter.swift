import Digests
import Foundation

/// A document being written: objects numbered from 1 in the order they are added, then `finish`
/// lays them out with a classic cross-reference table. The `/ID` is the MD5 of the objects, so the
/// same document always gives the same bytes (unless encrypted: `PDFEncryption` is random).
public struct PDFWriter {
    private(set) var objects: [PDFObject] = []

    /// An empty document.
    public init() {}

    /// The reference the next added object will get.
    public var nextReference: PDFReference { PDFReference(objects.count + 1) }

    /// Adds `object`; its reference.
    @discardableResult
    public mutating func add(_ object: PDFObject) -> PDFReference {
        objects.append(object)
        return PDFReference(objects.count)
    }

    /// Replaces object `reference` (reserved with `add(.null)`).
    public mutating func set(_ reference: PDFReference, to object: PDFObject) {
        guard reference.number >= 1, reference.number <= objects.count else { return }
        objects[reference.number - 1] = object
    }

    /// The file: header, objects, xref table, trailer naming `root` and `info`; encrypted with the
    /// standard handler (AES-256, revision 6) when `encryption` is given.
    public func finish(root: PDFReference, info: PDFReference? = nil, encryption: PDFEncryption? = nil) throws -> [UInt8] {
        var body: [[UInt8]] = []
        body.reserveCapacity(objects.count)
        for object in objects {
            var bytes: [UInt8] = []
            PDFSerializer.write(object, into: &bytes)
            body.append(bytes)
        }
        var hasher = DigestAlgorithm.Hasher(.md5)
        for bytes in body { hasher.update(bytes) }
        let id = hasher.finish()
        var trailer: [String: PDFObject] = ["Root": .reference(root), "ID": .array([.string(id), .string(id)])]
        if let info { trailer["Info"] = .reference(info) }
        var count = objects.count
        if let encryption {
            let (dictionary, security) = encryption.dictionary()
            for index in objects.indices {
                var object = objects[index]
                if PDFReference(index + 1) == root, case .dictionary(var catalog) = object {
                    catalog["Extensions"] = PDFEncryption.extensions
                    object = .dictionary(catalog)
                }
                let encrypted = security.encrypt(object, reference: PDFReference(index + 1))
                var bytes: [UInt8] = []
                PDFSerializer.write(encrypted, into: &bytes)
                body[index] = bytes
            }
            var bytes: [UInt8] = []
            PDFSerializer.write(.dictionary(dictionary), into: &bytes)
            body.append(bytes)
            count += 1
            trailer["Encrypt"] = .reference(PDFReference(count))
        }
        trailer["Size"] = .integer(count + 1)
        return layout(body, trailer: trailer)
    }

    private func layout(_ body: [[UInt8]], trailer: [String: PDFObject]) -> [UInt8] {
        var out = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        var offsets: [Int] = []
        for (index, bytes) in body.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8)
            out += bytes
            out += Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(body.count + 1)\n0000000000 65535 f\r\n".utf8)
        for offset in offsets { out += Array(String(format: "%010d 00000 n\r\n", offset).utf8) }
        out += Array("trailer\n".utf8)
        PDFSerializer.dictionary(trailer, into: &out)
        out += Array("\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }
}
