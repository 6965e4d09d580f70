import Foundation

/// RC4, the stream cipher of the PDF standard security handler's revisions 2 and 3 (encrypting
/// and decrypting are the same operation).
enum RC4 {
    static func apply(key: [UInt8], to data: [UInt8]) -> [UInt8] {
        guard !key.isEmpty else { return data }
        var state = [UInt8](0...255)
        var j = 0
        for i in 0..<256 {
            j = (j + Int(state[i]) + Int(key[i % key.count])) & 0xFF
            state.swapAt(i, j)
        }
        var out = data
        var i = 0
        j = 0
        for index in out.indices {
            i = (i + 1) & 0xFF
            j = (j + Int(state[i])) & 0xFF
            state.swapAt(i, j)
            out[index] ^= state[(Int(state[i]) + Int(state[j])) & 0xFF]
        }
        return out
    }
}
