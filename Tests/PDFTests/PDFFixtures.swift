import Foundation

/// Small inputs built in the tests' own code.
enum PDFFixtures {
    /// An 8 × 8 grey baseline JPEG (written by libjpeg-turbo through Pillow 10: `Image.new("L", (8, 8), 128).save(…, quality=90)`).
    static let tinyJPEG: [UInt8] = {
        let hex =
            "FFD8FFE000104A46494600010100000100010000FFDB0043000302020302020303030304030304050805050404050A070706080C0A0C0C0B0A0B0B0D0E12100D0E110E0B0B1016101113141515150C0F171816141812141514FFC0000B080008000801011100FFC4001F0000010501010101010100000000000000000102030405060708090A0BFFC400B5100002010303020403050504040000017D01020300041105122131410613516107227114328191A1082342B1C11552D1F02433627282090A161718191A25262728292A3435363738393A434445464748494A535455565758595A636465666768696A737475767778797A838485868788898A92939495969798999AA2A3A4A5A6A7A8A9AAB2B3B4B5B6B7B8B9BAC2C3C4C5C6C7C8C9CAD2D3D4D5D6D7D8D9DAE1E2E3E4E5E6E7E8E9EAF1F2F3F4F5F6F7F8F9FAFFDA0008010100003F002BFFD9"
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }()

    /// A PDF from its objects (numbered from 1) with offsets computed and a classic xref table,
    /// for hand-made structures the writer never makes.
    static func pdf(_ objects: [String], trailer: String = "/Root 1 0 R", header: String = "%PDF-1.7\n") -> [UInt8] {
        var out = Array(header.utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { out += Array(String(format: "%010d 00000 n \n", offset).utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) \(trailer) >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    /// A page tree of one page whose content stream is `content`, with `font` as /F1.
    static func onePage(
        content: String, font: String = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", extra: [String] = []
    ) -> [UInt8] {
        pdf(
            [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
                "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
                font,
            ] + extra)
    }
}
