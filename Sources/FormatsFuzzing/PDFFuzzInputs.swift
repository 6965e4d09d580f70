import Archives
import Foundation
import PDF

/// The PDF reader's part of the campaign: seeds our writer makes (text, image, merged and
/// encrypted documents, and a file with an xref stream and an object stream), and structure-aware
/// inputs: deep nesting (arrays, page trees, form XObjects), shared references (loops through
/// `/Length`, `/Prev`, `/Kids` and object streams) and huge counts (xref sections and object
/// streams claiming more than they hold, decompression bombs).
public enum PDFFuzzInputs {
    /// Limits during fuzzing: small enough that a forged count cannot demand much memory.
    public static let limits = PDFLimits(
        maxObjects: 100_000, maxNesting: 64, maxStreamBytes: 8 << 20, maxTotalDecodedBytes: 32 << 20, maxPages: 10_000,
        maxXrefSections: 100)

    /// Opens `bytes`, walks the pages, extracts the text and copies every page into a new file.
    static func read(_ bytes: [UInt8]) throws {
        let reader = try PDFReader(bytes: bytes, password: "user", limits: limits)
        var extractor = TextExtractor(reader: reader)
        _ = try extractor.text()
        var builder = PDFBuilder()
        try builder.addPages(from: reader)
        if builder.pageCount > 0 { _ = try builder.build() }
    }

    /// The seeds, each at most `maxSize` bytes.
    public static func seeds(maxSize: Int) -> [FuzzSeed] {
        var seeds: [(String, [UInt8])] = []
        var text = PDFBuilder()
        try? text.addTextPages("Fuzz seed: text with (parentheses), a back\\slash and Café – €.\nSecond line.")
        if let bytes = try? text.build(title: "Seed") { seeds.append(("text.pdf", bytes)) }
        var image = PDFBuilder()
        var rgba: [UInt8] = []
        for index in 0..<16 { rgba += [UInt8(index * 16), 9, 99, index.isMultiple(of: 3) ? 0 : 255] }
        if let picture = PDFImage(width: 4, height: 4, rgba: rgba) { try? image.addImagePage(picture, margin: 18) }
        if let bytes = try? image.build() { seeds.append(("image.pdf", bytes)) }
        if let bytes = try? text.build(encryption: PDFEncryption(userPassword: "user", ownerPassword: "owner")) {
            seeds.append(("encrypted.pdf", bytes))
        }
        if let bytes = try? text.build(encryption: PDFEncryption(userPassword: "", ownerPassword: "owner")) {
            seeds.append(("open-encrypted.pdf", bytes))
        }
        seeds.append(("compressed.pdf", compressedFile()))
        return seeds.filter { $0.1.count <= maxSize }.map { FuzzSeed(name: $0.0, target: .pdf, bytes: $0.1) }
    }

    static func input(family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch (family, variant % 3) {
        case (.deepNesting, 0):
            return file([
                "<< /Type /Catalog /Pages 2 0 R /X " + String(repeating: "[", count: scale) + " >>",
                "<< /Type /Pages /Kids [] >>",
            ])
        case (.deepNesting, 1):
            // A page tree `scale` levels deep.
            let depth = min(scale, 5_000)
            return file(
                ["<< /Type /Catalog /Pages 2 0 R >>"] + (0..<depth).map { "<< /Type /Pages /Kids [\($0 + 3) 0 R] >>" } + [
                    "<< /Type /Page >>"
                ])
        case (.deepNesting, _):
            // Form XObjects drawing each other.
            let page = "/Fm0 Do"
            return file([
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] >>",
                "<< /Type /Page /Contents 4 0 R /Resources 5 0 R >>",
                "<< /Length \(page.utf8.count) >>\nstream\n\(page)\nendstream",
                "<< /XObject << /Fm0 6 0 R >> >>",
                "<< /Subtype /Form /Resources 5 0 R /Length \(page.utf8.count) >>\nstream\n\(page)\nendstream",
            ])
        case (.sharedReferences, 0):
            return file([
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R 3 0 R 2 0 R] >>",
                "<< /Type /Page /Contents 4 0 R >>",
                "<< /Length 4 0 R >>\nstream\nBT ET\nendstream",
            ])
        case (.sharedReferences, 1):
            // Every xref section points back at the one before: a /Prev loop.
            var bytes = file(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] >>"])
            let xref = bytes.count
            bytes += Array(
                "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 3 /Root 1 0 R /Prev \(xref) >>\nstartxref\n\(xref)\n%%EOF\n"
                    .utf8)
            return bytes
        case (.sharedReferences, _):
            return compressedFile(selfContained: true)
        case (.hugeCounts, 0):
            return Array(
                "%PDF-1.4\nxref\n0 \(scale * 1_000)\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n".utf8)
        case (.hugeCounts, 1):
            let zeros = (try? [UInt8](repeating: 0x20, count: scale * 1_000).withUnsafeBytes { try Zlib.compress($0) }) ?? []
            var bytes = Array(
                "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] >>\nendobj\n3 0 obj\n<< /Type /Page /Contents 4 0 R >>\nendobj\n"
                    .utf8)
            let contentOffset = bytes.count
            bytes +=
                Array("4 0 obj\n<< /Filter [/FlateDecode /FlateDecode] /Length \(zeros.count) >>\nstream\n".utf8) + zeros
                + Array("\nendstream\nendobj\n".utf8)
            let xref = bytes.count
            bytes += Array(
                "xref\n0 5\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000105 00000 n \n\(String(format: "%010d", contentOffset)) 00000 n \ntrailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
                    .utf8)
            return bytes
        case (.hugeCounts, _):
            let text = String(repeating: "(x) Tj ", count: scale)
            return file([
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] >>", "<< /Type /Page /Contents 4 0 R >>",
                "<< /Length \(text.utf8.count) >>\nstream\nBT \(text)ET\nendstream",
            ])
        }
    }

    /// Objects numbered from 1 with a classic xref table.
    static func file(_ objects: [String]) -> [UInt8] {
        var out = Array("%PDF-1.7\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { out += Array(String(format: "%010d 00000 n \n", offset).utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    /// Objects 1–3 in object stream 4 and an xref stream (5); `selfContained` lists the object
    /// stream as inside itself.
    static func compressedFile(selfContained: Bool = false) -> [UInt8] {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R >>",
        ]
        var header = "", body = ""
        for (index, object) in objects.enumerated() {
            header += "\(index + 1) \(body.utf8.count) "
            body += object + " "
        }
        let data = Array((header + body).utf8)
        var out = Array("%PDF-1.5\n".utf8)
        let objectStream = out.count
        out +=
            Array("4 0 obj\n<< /Type /ObjStm /N 3 /First \(header.utf8.count) /Length \(data.count) >>\nstream\n".utf8) + data
            + Array("\nendstream\nendobj\n".utf8)
        let xref = out.count
        let streamEntry: [UInt8] = selfContained ? [2, 0, 4, 3] : [1, UInt8(objectStream >> 8), UInt8(objectStream & 0xFF), 0]
        let rows: [UInt8] =
            [0, 0, 0, 0, 2, 0, 4, 0, 2, 0, 4, 1, 2, 0, 4, 2] + streamEntry + [1, UInt8(xref >> 8), UInt8(xref & 0xFF), 0]
        out += Array("5 0 obj\n<< /Type /XRef /Size 6 /W [1 2 1] /Root 1 0 R /Length \(rows.count) >>\nstream\n".utf8) + rows
        out += Array("\nendstream\nendobj\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }
}
