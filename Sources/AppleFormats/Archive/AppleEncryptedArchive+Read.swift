import Foundation

extension AppleEncryptedArchive {
    /// Sizes of the fixed profile-0 fields between the auth data and the root header.
    private static let signatureSize = 128, seedSize = 32, saltSize = 32, macSize = 32, rootHeaderSize = 48

    static func read(bytes: [UInt8], outputLimit: Int) throws -> AppleEncryptedArchive {
        func fail(_ offset: Int, _ message: String) -> FormatError { .encryptedArchive(offset: offset, message) }
        guard bytes.hasPrefix("AEA1") else {
            throw fail(0, "missing 'AEA1' magic (first bytes: \(bytes.prefix(4).map { hexByte($0) }.joined(separator: " ")))")
        }
        guard let profileWord = bytes.uintLE(at: 4, size: 3), let authSize = bytes.u32LE(8).map(Int.init) else {
            throw fail(0, "prologue of \(bytes.count) bytes is truncated; expected at least 12")
        }
        guard profileWord == 0 else { throw FormatError.unsupportedEncryptedArchiveProfile(Int(profileWord)) }
        guard authSize <= bytes.count - 12 else {
            throw fail(8, "auth data of \(authSize) bytes at offset 12 runs past the end of the file (size \(bytes.count))")
        }
        let signatureStart = 12 + authSize
        let rootStart = signatureStart + signatureSize + seedSize + saltSize + macSize
        guard rootStart + rootHeaderSize + macSize <= bytes.count else {
            throw fail(signatureStart, "root header at offset \(rootStart) runs past the end of the file (size \(bytes.count))")
        }
        let root = RootHeader(
            originalSize: bytes.uintLE(at: rootStart, size: 8) ?? 0,
            archiveSize: bytes.uintLE(at: rootStart + 8, size: 8) ?? 0,
            segmentSize: bytes.u32LE(rootStart + 16) ?? 0,
            segmentsPerCluster: bytes.u32LE(rootStart + 20) ?? 0,
            compression: Compression(code: bytes[rootStart + 24]),
            checksum: bytes[rootStart + 25])
        if case .other(let code) = root.compression {
            throw fail(
                rootStart + 24,
                "segment compression '\(Character(Unicode.Scalar(code)))' (0x\(hexByte(code))) is not supported; only LZFSE ('e') and none ('-')"
            )
        }
        guard root.checksum <= 2 else { throw fail(rootStart + 25, "unknown checksum kind \(root.checksum)") }
        guard root.originalSize <= UInt64(outputLimit) else { throw FormatError.outputLimitExceeded(limit: outputLimit) }
        let perCluster = Int(root.segmentsPerCluster)
        let segmentHeaderSize = 8 + [0, 8, 32][Int(root.checksum)]
        guard perCluster >= 1, perCluster <= (bytes.count - rootStart) / (segmentHeaderSize + macSize) else {
            throw fail(rootStart + 20, "\(perCluster) segments per cluster cannot fit in a file of \(bytes.count) bytes")
        }
        let (segments, payload) = try readClusters(
            bytes, start: rootStart + rootHeaderSize + macSize, root: root, headerSize: segmentHeaderSize,
            outputLimit: outputLimit)
        return AppleEncryptedArchive(
            profile: 0, authData: Data(bytes[12..<signatureStart]),
            signature: Data(bytes[signatureStart..<(signatureStart + signatureSize)]),
            rootHeader: root, segments: segments, payload: Data(payload))
    }

    /// Each cluster holds `segmentsPerCluster` segment headers, the next cluster's MAC, one MAC per
    /// segment, then the segments' data. A segment with original size 0 ends the list.
    private static func readClusters(
        _ bytes: [UInt8], start: Int, root: RootHeader, headerSize: Int, outputLimit: Int
    ) throws -> ([Segment], [UInt8]) {
        let perCluster = Int(root.segmentsPerCluster)
        let expected = Int(root.originalSize)
        var segments: [Segment] = []
        var payload: [UInt8] = []
        payload.reserveCapacity(min(expected, bytes.count * 16))
        var clusterStart = start
        while payload.count < expected {
            let dataStart = clusterStart + perCluster * (headerSize + macSize) + macSize
            guard dataStart <= bytes.count else {
                throw FormatError.encryptedArchive(
                    offset: clusterStart,
                    "cluster header at offset \(clusterStart) runs past the end of the file (size \(bytes.count))")
            }
            var dataOffset = dataStart
            var ended = false
            for index in 0..<perCluster {
                let header = clusterStart + index * headerSize
                let originalSize = Int(bytes.u32LE(header) ?? 0)
                let storedSize = Int(bytes.u32LE(header + 4) ?? 0)
                if originalSize == 0 { ended = true; break }
                guard storedSize <= bytes.count - dataOffset else {
                    throw FormatError.encryptedArchive(
                        offset: header,
                        "segment \(segments.count) at offset \(dataOffset) declares \(storedSize) bytes but the file ends at \(bytes.count)"
                    )
                }
                guard originalSize <= expected - payload.count, originalSize <= Int(root.segmentSize) else {
                    throw FormatError.encryptedArchive(
                        offset: header,
                        "segment \(segments.count) declares \(originalSize) bytes, more than the segment size \(root.segmentSize) or the \(expected - payload.count) bytes still expected"
                    )
                }
                let before = payload.count
                if storedSize == originalSize || root.compression == .none {
                    payload.append(contentsOf: bytes[dataOffset..<(dataOffset + storedSize)])
                } else {
                    let decoded = try LZFSE.decompress(
                        bytes: bytes, range: dataOffset..<(dataOffset + storedSize), outputLimit: originalSize)
                    payload.append(contentsOf: decoded)
                }
                guard payload.count - before == originalSize else {
                    throw FormatError.encryptedArchive(
                        offset: header,
                        "segment \(segments.count) decompressed to \(payload.count - before) bytes, header says \(originalSize)")
                }
                segments.append(Segment(offset: dataOffset, originalSize: originalSize, storedSize: storedSize))
                dataOffset += storedSize
                if payload.count == expected { ended = true; break }
            }
            if ended { break }
            clusterStart = dataOffset
        }
        guard payload.count == expected else {
            throw FormatError.encryptedArchive(
                offset: start, "segments hold \(payload.count) bytes, root header says \(expected)")
        }
        return (segments, payload)
    }
}
