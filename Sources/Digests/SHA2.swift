/// The SHA-2 compression function (FIPS 180-4 §6.2.2, §6.4.2), written once for 32-bit words
/// (SHA-256) and 64-bit words (SHA-512); the constants say which.
struct SHA2Constants<Word: FixedWidthInteger & UnsignedInteger & BitwiseCopyable & Sendable>: Sendable {
    /// The round constants; their count is the number of rounds.
    let k: [Word]
    /// Rotations of Σ0 and Σ1.
    let bigSigma0: (Int, Int, Int), bigSigma1: (Int, Int, Int)
    /// Rotations and shift of σ0 and σ1 (the message schedule).
    let smallSigma0: (Int, Int, Int), smallSigma1: (Int, Int, Int)
}

enum SHA2 {
    @inline(__always) static func rotr<Word: FixedWidthInteger>(_ x: Word, _ n: Int) -> Word {
        (x &>> n) | (x &<< (Word.bitWidth - n))
    }

    /// Folds one block into the state `h`.
    static func compress<Word>(_ h: inout [Word], _ block: UnsafeRawBufferPointer, _ c: SHA2Constants<Word>) {
        let rounds = c.k.count
        let size = MemoryLayout<Word>.size
        withUnsafeTemporaryAllocation(of: Word.self, capacity: rounds) { w in
            for t in 0..<16 { w[t] = Word(bigEndian: block.loadUnaligned(fromByteOffset: t * size, as: Word.self)) }
            for t in 16..<rounds {
                let x = w[t - 15], y = w[t - 2]
                let s0 = rotr(x, c.smallSigma0.0) ^ rotr(x, c.smallSigma0.1) ^ (x &>> c.smallSigma0.2)
                let s1 = rotr(y, c.smallSigma1.0) ^ rotr(y, c.smallSigma1.1) ^ (y &>> c.smallSigma1.2)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            c.k.withUnsafeBufferPointer { k in
                var a = h[0], b = h[1], cc = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
                for t in 0..<rounds {
                    let s1 = rotr(e, c.bigSigma1.0) ^ rotr(e, c.bigSigma1.1) ^ rotr(e, c.bigSigma1.2)
                    let choose = (e & f) ^ (~e & g)
                    let temp1 = hh &+ s1 &+ choose &+ k[t] &+ w[t]
                    let s0 = rotr(a, c.bigSigma0.0) ^ rotr(a, c.bigSigma0.1) ^ rotr(a, c.bigSigma0.2)
                    let majority = (a & b) ^ (a & cc) ^ (b & cc)
                    hh = g
                    g = f
                    f = e
                    e = d &+ temp1
                    d = cc
                    cc = b
                    b = a
                    a = temp1 &+ s0 &+ majority
                }
                h[0] &+= a; h[1] &+= b; h[2] &+= cc; h[3] &+= d; h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
            }
        }
    }
}
