/// A message digest computed in one pass over bytes: MD2, MD4, MD5, SHA-1, SHA-224, SHA-256,
/// SHA-384 or SHA-512, written from their specifications (RFC 1319, 1320, 1321, FIPS 180-4) with
/// nothing but the standard library.
public enum DigestAlgorithm: String, Sendable, CaseIterable {
    case md2 = "MD2"
    case md4 = "MD4"
    case md5 = "MD5"
    case sha1 = "SHA1"
    case sha224 = "SHA224"
    case sha256 = "SHA256"
    case sha384 = "SHA384"
    case sha512 = "SHA512"

    /// The bytes the compression function takes at a time (HMAC pads its key to it).
    public var blockSize: Int {
        switch self {
        case .md2: return 16
        case .md4, .md5, .sha1, .sha224, .sha256: return 64
        case .sha384, .sha512: return 128
        }
    }

    /// The digest of `bytes`.
    public func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = Hasher(self)
        hasher.update(bytes)
        return hasher.finish()
    }

    /// The digest of `bytes` as lowercase hexadecimal.
    public func hexDigest<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        Hex.encode(digest(bytes))
    }

    /// A streaming hasher: feed it chunks, then `finish`.
    public struct Hasher: Sendable {
        private var state: State

        private enum State: Sendable {
            case md2(MD2)
            case md4(MD4)
            case md5(MD5)
            case sha1(SHA1)
            case sha256(SHA256)
            case sha512(SHA512)
        }

        /// A hasher for `algorithm`.
        public init(_ algorithm: DigestAlgorithm) {
            switch algorithm {
            case .md2: state = .md2(MD2())
            case .md4: state = .md4(MD4())
            case .md5: state = .md5(MD5())
            case .sha1: state = .sha1(SHA1())
            case .sha224: state = .sha256(SHA256(truncated: true))
            case .sha256: state = .sha256(SHA256())
            case .sha384: state = .sha512(SHA512(truncated: true))
            case .sha512: state = .sha512(SHA512())
            }
        }

        /// Adds bytes to the message.
        public mutating func update<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            let done = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
                update(raw: UnsafeRawBufferPointer(buffer))
                return true
            }
            if done == nil { Array(bytes).withUnsafeBytes { update(raw: $0) } }
        }

        private mutating func update(raw: UnsafeRawBufferPointer) {
            switch state {
            case .md2(var hasher): hasher.update(raw); state = .md2(hasher)
            case .md4(var hasher): hasher.update(raw); state = .md4(hasher)
            case .md5(var hasher): hasher.update(raw); state = .md5(hasher)
            case .sha1(var hasher): hasher.update(raw); state = .sha1(hasher)
            case .sha256(var hasher): hasher.update(raw); state = .sha256(hasher)
            case .sha512(var hasher): hasher.update(raw); state = .sha512(hasher)
            }
        }

        /// The digest of everything added.
        public mutating func finish() -> [UInt8] {
            switch state {
            case .md2(var hasher): return hasher.finish()
            case .md4(var hasher): return hasher.finish()
            case .md5(var hasher): return hasher.finish()
            case .sha1(var hasher): return hasher.finish()
            case .sha256(var hasher): return hasher.finish()
            case .sha512(var hasher): return hasher.finish()
            }
        }
    }
}

/// Gathers a message into fixed-size blocks and hands each full block to a compression function;
/// keeps the total length for the final padding.
struct BlockBuffer: Sendable {
    let blockSize: Int
    private(set) var pending: [UInt8] = []
    private(set) var byteCount: UInt64 = 0

    init(blockSize: Int) {
        self.blockSize = blockSize
        pending.reserveCapacity(blockSize)
    }

    /// Adds bytes; `compress` is called once per complete block, with the block's bytes.
    mutating func feed(_ buffer: UnsafeRawBufferPointer, _ compress: (UnsafeRawBufferPointer) -> Void) {
        byteCount &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(blockSize - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            guard pending.count == blockSize else { return }
            pending.withUnsafeBytes { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while buffer.count - offset >= blockSize {
            compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + blockSize)]))
            offset += blockSize
        }
        if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
    }

    /// Hands the final blocks to `compress`: the pending bytes, 0x80, zeros, and the message
    /// length in bits (`lengthBytes` wide, big- or little-endian), as MD5 and the SHA family pad.
    func finish(lengthBytes: Int, bigEndian: Bool, _ compress: (UnsafeRawBufferPointer) -> Void) {
        padding(lengthBytes: lengthBytes, bigEndian: bigEndian).withUnsafeBytes { tail in
            for offset in stride(from: 0, to: tail.count, by: blockSize) {
                compress(UnsafeRawBufferPointer(rebasing: tail[offset..<(offset + blockSize)]))
            }
        }
    }

    /// The bytes of `words`, each least significant byte first (MD4's and MD5's digest).
    static func littleEndianBytes(of words: [UInt32]) -> [UInt8] {
        words.flatMap { word in stride(from: 0, to: 32, by: 8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// The final blocks' bytes.
    private func padding(lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
        var tail = pending
        tail.append(0x80)
        while (tail.count + lengthBytes) % blockSize != 0 { tail.append(0) }
        let bits = byteCount &* 8
        var length = [UInt8](repeating: 0, count: lengthBytes)
        for index in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index)))
            length[bigEndian ? lengthBytes - 1 - index : index] = byte
        }
        return tail + length
    }
}

/// Hexadecimal: the one encoder and decoder (digests, Encode Hex, Decode Hex).
public enum Hex {
    private static let lower = Array("0123456789abcdef".utf8)
    private static let upper = Array("0123456789ABCDEF".utf8)

    /// Two hex digits per byte, lowercase unless `uppercase`.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes, uppercase: Bool = false) -> String where Bytes.Element == UInt8 {
        let digits = uppercase ? upper : lower
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of hex text (either case, white space ignored); nil for an odd count or a non-hex character.
    public static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var high: UInt8?
        for character in text.utf8 {
            let value: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            if let first = high {
                out.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return high == nil ? out : nil
    }
}
