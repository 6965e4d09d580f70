import Archives
import Foundation

/// The archive reader's part of the campaign: seed archives (every `ArchiveFormat`) made from
/// the example workflows, and the structure-aware inputs of its three families.
public enum ArchiveFuzzInputs {
    /// Seeds: the first `count` workflow documents in each archive format.
    public static func seeds(documents: [URL], count: Int = 6, maxSize: Int) throws -> [FuzzSeed] {
        var entries: [ArchiveEntry] = [ArchiveEntry(path: "workflows", kind: .folder)]
        for file in documents.prefix(count) {
            entries.append(ArchiveEntry(path: "workflows/" + file.lastPathComponent, data: try Data(contentsOf: file)))
        }
        var seeds: [FuzzSeed] = []
        for format in ArchiveFormat.allCases {
            let data = try Archive.write(format.holdsOneFile ? [entries[1]] : entries, format: format)
            if data.count <= maxSize {
                seeds.append(FuzzSeed(name: "workflows.\(format.fileExtension)", target: .archive, bytes: [UInt8](data)))
            }
        }
        return seeds
    }

    /// One generated input: deep paths, entries sharing one compressed body (overlapping ZIP
    /// bombs), or headers claiming far more entries or bytes than the input holds.
    static func input(family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            let depth = variant.isMultiple(of: 2) ? scale : 100
            let path = Array(repeating: "d", count: depth).joined(separator: "/") + "/x.txt"
            let format: ArchiveFormat = variant % 3 == 0 ? .zip : variant % 3 == 1 ? .tar : .tarGzip
            return (try? [UInt8](Archive.write([ArchiveEntry(path: path, data: Data("x".utf8))], format: format))) ?? []
        case .sharedReferences:
            return overlappingZip(copies: min(65_535, scale), size: 1 << (10 + variant % 12))
        case .hugeCounts:
            switch variant % 3 {
            case 0:  // an end record claiming 65,534 entries over an empty directory
                return [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0, 0xFE, 0xFF, 0xFE, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
            case 1:  // a tar header claiming 8 GiB of data
                var header = (try? [UInt8](Archive.write([ArchiveEntry(path: "big", data: Data("x".utf8))], format: .tar))) ?? []
                guard header.count >= 512 else { return header }
                for (index, byte) in Array("77777777777".utf8).enumerated() { header[124 + index] = byte }
                let sum = (0..<512).reduce(0) { $0 + ((148..<156).contains($1) ? 32 : Int(header[$1])) }
                for (index, byte) in Array(
                    (String(repeating: "0", count: 6 - String(sum, radix: 8).count) + String(sum, radix: 8)).utf8
                ).enumerated() {
                    header[148 + index] = byte
                }
                return header
            default:  // a gzip of many stored-empty blocks, then a trailer claiming 4 GiB
                var bytes: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
                for _ in 0..<scale { bytes += [0x00, 0x00, 0x00, 0xFF, 0xFF] }
                bytes += [0x03, 0x00, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
                return bytes
            }
        }
    }

    /// A ZIP whose central directory lists one deflated body of zeros `copies` times.
    static func overlappingZip(copies: Int, size: Int) -> [UInt8] {
        guard let one = try? [UInt8](Archive.write([ArchiveEntry(path: "zeros", data: Data(count: size))], format: .zip)),
            one.count > 22
        else { return [] }
        let end = one.count - 22
        let directory = Int(one[end + 16]) | Int(one[end + 17]) << 8 | Int(one[end + 18]) << 16 | Int(one[end + 19]) << 24
        let record = Array(one[directory..<end])
        var bytes = Array(one[..<directory])
        for _ in 0..<copies { bytes += record }
        let total = record.count * copies
        bytes += [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0]
        bytes += [UInt8(copies & 0xFF), UInt8(copies >> 8), UInt8(copies & 0xFF), UInt8(copies >> 8)]
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: total >> (8 * $0)) }
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: directory >> (8 * $0)) }
        bytes += [0, 0]
        return bytes
    }
}
