/// Reed–Solomon error correction over GF(2⁸) with the QR code's field polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D) and generator roots α⁰ … α^(n−1) (ISO/IEC 18004 §7.5.2).
enum QRReedSolomon {
    /// The generator polynomial of `degree`, highest power first, its leading 1 left out.
    static func generator(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 2)
        }
        return result
    }

    /// The remainder of `data` × x^degree divided by `generator`: the error correction codewords.
    static func remainder(_ data: ArraySlice<UInt8>, generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for index in 0..<generator.count { result[index] ^= multiply(generator[index], factor) }
        }
        return result
    }

    /// The product of two field elements (Russian-peasant multiplication, reduced by 0x11D).
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((right >> UInt8(bit)) & 1) * Int(left)
        }
        return UInt8(product & 0xFF)
    }
}
