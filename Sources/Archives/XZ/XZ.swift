import Foundation

/// The .xz format with LZMA2 ("The .xz File Format" 1.2.1 and the LZMA SDK's
/// lzma-specification.txt, both from their texts): every stream of a file decoded and checked
/// (CRC32, CRC64 or SHA-256), and one-block files written with our own LZMA encoder and a CRC64.
public enum XZ {
    /// Whether `data` starts with the .xz magic bytes FD 37 7A 58 5A 00.
    public static func recognizes(_ data: Data) -> Bool {
        data.count >= 6 && data.prefix(6).elementsEqual(XZStreamReader.headerMagic)
    }

    /// The bytes of every stream of the .xz file `data`, within `limits`. Headers, the index,
    /// the footer and each block's check are verified; a filter other than LZMA2 is refused by name.
    public static func decompress(_ data: Data, limits: ExpansionLimits) throws -> Data {
        let allowance = ExpansionMeter(limits, archiveBytes: data.count).allowance()
        return try data.withUnsafeBytes { input in
            let output = GrowingBuffer(
                expected: min(input.count.multipliedReportingOverflow(by: 4).partialValue, 1 << 26),
                limit: allowance.bytes, limitError: allowance.error)
            try XZStreamReader(input: input, output: output).readAll()
            return output.takeData()
        }
    }
}
