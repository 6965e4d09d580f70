/// AES in cipher-block chaining mode, as PDF uses it: an encrypted string or stream is a 16-byte
/// initialisation vector followed by the ciphertext, its last block padded as RFC 8018 §6.1.1 says
/// (n bytes of value n); the revision 5 and 6 key wrapping and password hash use no padding.
enum AESCBC {
    /// `data` (the vector first) deciphered under `key`, its padding removed. Damaged data is read
    /// leniently, as readers do: a trailing partial block is dropped and a padding that does not
    /// check is kept; data shorter than the vector gives nothing.
    static func decrypt(_ data: [UInt8], key: [UInt8]) -> [UInt8] {
        guard let cipher = AES(key: key), data.count >= 32 else { return [] }
        let blocks = (data.count - 16) / 16
        var plain = decipher(Array(data[16..<(16 + 16 * blocks)]), cipher: cipher, vector: Array(data[0..<16]))
        if let last = plain.last, (1...16).contains(last), plain.suffix(Int(last)).allSatisfy({ $0 == last }) {
            plain.removeLast(Int(last))
        }
        return plain
    }

    /// `data` enciphered under `key` after `vector`, padded: the vector followed by the ciphertext.
    static func encrypt(_ data: [UInt8], key: [UInt8], vector: [UInt8]) -> [UInt8] {
        let padding = 16 - data.count % 16
        return vector + encipher(data + [UInt8](repeating: UInt8(padding), count: padding), key: key, vector: vector)
    }

    /// `data` (a whole number of blocks) enciphered with no padding; nothing for a key of the wrong size.
    static func encipher(_ data: [UInt8], key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard let cipher = AES(key: key) else { return [] }
        var output = [UInt8]()
        output.reserveCapacity(data.count)
        var previous = vector
        var block = [UInt8](repeating: 0, count: 16)
        for start in stride(from: 0, to: data.count - data.count % 16, by: 16) {
            for index in 0..<16 { block[index] = data[start + index] ^ previous[index] }
            cipher.encrypt(&block)
            output += block
            previous = block
        }
        return output
    }

    /// `data` (a whole number of blocks) deciphered with no padding to remove.
    static func decipher(_ data: [UInt8], key: [UInt8], vector: [UInt8]) -> [UInt8] {
        guard let cipher = AES(key: key) else { return [] }
        return decipher(data, cipher: cipher, vector: vector)
    }

    private static func decipher(_ data: [UInt8], cipher: AES, vector: [UInt8]) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(data.count)
        var previous = vector
        var block = [UInt8](repeating: 0, count: 16)
        for start in stride(from: 0, to: data.count - data.count % 16, by: 16) {
            for index in 0..<16 { block[index] = data[start + index] }
            let saved = block
            cipher.decrypt(&block)
            for index in 0..<16 { output.append(block[index] ^ previous[index]) }
            previous = saved
        }
        return output
    }
}
