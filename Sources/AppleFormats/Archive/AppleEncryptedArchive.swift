import Foundation

/// An Apple Encrypted Archive (`AEA1`) of profile 0: signed, not encrypted, as used for shared
/// shortcuts. The payload is decompressed but the signature is **not** verified.
public struct AppleEncryptedArchive: Sendable, Equatable {
    /// How each segment's data is compressed (`compression` byte of the root header).
    public enum Compression: Sendable, Equatable {
        case none, lzfse, other(UInt8)
        init(code: UInt8) {
            switch code {
            case UInt8(ascii: "-"): self = .none
            case UInt8(ascii: "e"): self = .lzfse
            default: self = .other(code)
            }
        }
    }

    /// The plaintext root header of a profile-0 archive.
    public struct RootHeader: Sendable, Equatable {
        /// Total size of the payload after decompression.
        public let originalSize: UInt64
        /// Total size of the stored segment data.
        public let archiveSize: UInt64
        /// Maximum decompressed size of one segment.
        public let segmentSize: UInt32
        /// Segments described by each cluster header.
        public let segmentsPerCluster: UInt32
        /// Segment compression.
        public let compression: Compression
        /// Checksum kind: 0 none, 1 Murmur64, 2 SHA-256 (sets the segment-header size).
        public let checksum: UInt8
    }

    /// One stored segment.
    public struct Segment: Sendable, Equatable {
        /// Offset of the segment's data in the file.
        public let offset: Int
        /// Size after decompression.
        public let originalSize: Int
        /// Size as stored.
        public let storedSize: Int
    }

    /// Profile id (always 0 here; other profiles are rejected).
    public let profile: Int
    /// The auth-data blob: a binary plist with the signing certificate chain.
    public let authData: Data
    /// The 128-byte (padded) ECDSA-P256 signature, kept for a verifier elsewhere.
    public let signature: Data
    /// The root header.
    public let rootHeader: RootHeader
    /// Segments in order, across all clusters.
    public let segments: [Segment]
    /// The decompressed payload (an Apple Archive for shortcuts).
    public let payload: Data
    /// Always false: this reader does not check the signature or any HMAC.
    public let signatureVerified = false

    /// The auth data parsed as a property list, when it is one.
    public var authDataPlist: PropertyList? { try? PropertyList.parse(authData) }

    /// Parses the prologue, walks clusters and segments, and decompresses the payload.
    public static func read(_ data: Data, outputLimit: Int = LZFSE.defaultOutputLimit) throws -> AppleEncryptedArchive {
        try read(bytes: [UInt8](data), outputLimit: outputLimit)
    }
}
