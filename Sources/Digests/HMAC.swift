/// HMAC (RFC 2104): a keyed digest. A key longer than the digest's block is hashed first; the
/// key, padded with zeros to a block, is XORed with 0x36 for the inner hash and 0x5C for the outer.
extension DigestAlgorithm {
    /// The HMAC of `message` under `key`.
    public func hmac<Key: Collection, Message: Collection>(key: Key, message: Message) -> [UInt8]
    where Key.Element == UInt8, Message.Element == UInt8 {
        var block = key.count > blockSize ? digest(key) : Array(key)
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        var inner = Hasher(self)
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = Hasher(self)
        outer.update(block.map { $0 ^ 0x5C })
        outer.update(inner.finish())
        return outer.finish()
    }
}
