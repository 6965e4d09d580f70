/// The data a QR code carries as one segment in the most compact mode that holds all of it
/// (ISO/IEC 18004 §7.4): numeric for digits only, alphanumeric for digits, capitals and
/// ` $%*+-./:`, otherwise bytes (the text's UTF-8).
struct QRSegment: Equatable {
    /// The encoding modes, with their 4-bit mode indicators.
    enum Mode: Int {
        case numeric = 0b0001
        case alphanumeric = 0b0010
        case byte = 0b0100

        /// Bits of the character count indicator in `version`.
        func countBits(_ version: Int) -> Int {
            let band = version <= 9 ? 0 : version <= 26 ? 1 : 2
            switch self {
            case .numeric: return [10, 12, 14][band]
            case .alphanumeric: return [9, 11, 13][band]
            case .byte: return [8, 16, 16][band]
            }
        }

        /// The mode's name in an error message.
        var name: String {
            switch self {
            case .numeric: return "numeric"
            case .alphanumeric: return "alphanumeric"
            case .byte: return "byte"
            }
        }
    }

    /// The characters of the alphanumeric mode, in the order of their values 0–44.
    static let alphanumericCharacters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    /// The mode chosen.
    let mode: Mode
    /// Characters (numeric, alphanumeric) or bytes.
    let count: Int
    /// The segment's data bits, after the mode indicator and character count.
    let bits: QRBits

    /// `bytes` in the most compact single mode.
    init(_ bytes: [UInt8]) {
        var bits = QRBits()
        if bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            mode = .numeric
            var index = 0
            while index < bytes.count {
                let group = bytes[index..<min(index + 3, bytes.count)]
                let value = group.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                bits.append(value, count: group.count * 3 + 1)
                index += 3
            }
        } else if let values = Self.alphanumericValues(bytes) {
            mode = .alphanumeric
            var index = 0
            while index + 1 < values.count {
                bits.append(values[index] * 45 + values[index + 1], count: 11)
                index += 2
            }
            if index < values.count { bits.append(values[index], count: 6) }
        } else {
            mode = .byte
            for byte in bytes { bits.append(Int(byte), count: 8) }
        }
        count = bytes.count
        self.bits = bits
    }

    /// Each byte's value in the alphanumeric table, or nil when one is not in it.
    static func alphanumericValues(_ bytes: [UInt8]) -> [Int]? {
        var values: [Int] = []
        values.reserveCapacity(bytes.count)
        for byte in bytes {
            guard let value = alphanumericCharacters.firstIndex(of: byte) else { return nil }
            values.append(value)
        }
        return values
    }

    /// Bits the segment takes in `version`: mode indicator, character count and data.
    func totalBits(_ version: Int) -> Int { 4 + mode.countBits(version) + bits.count }
}

/// A growing string of bits, most significant first.
struct QRBits: Equatable {
    /// The bits, one a value (0 or 1).
    private(set) var values: [UInt8] = []

    /// How many bits.
    var count: Int { values.count }

    /// Appends the low `count` bits of `value`, highest first.
    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { values.append(UInt8((value >> shift) & 1)) }
    }

    /// The bits as bytes (the count must be a multiple of 8).
    var bytes: [UInt8] {
        stride(from: 0, to: values.count, by: 8).map { start in
            values[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | $1 }
        }
    }
}

/// The data codewords of one symbol: the segment, its terminator, padding to a byte and the
/// alternating pad codewords 0xEC 0x11 up to the version's capacity (§7.4.9, §7.4.10).
enum QRDataCodewords {
    /// The smallest version (1–40) whose data capacity at `level` holds `segment`, or nil.
    static func smallestVersion(for segment: QRSegment, level: QRErrorCorrection) -> Int? {
        (1...40).first { version in
            segment.count < 1 << segment.mode.countBits(version)
                && segment.totalBits(version) <= QRTables.dataCodewords(version, level) * 8
        }
    }

    /// The data codewords of `segment` in `version` at `level` (it must fit).
    static func codewords(_ segment: QRSegment, version: Int, level: QRErrorCorrection) -> [UInt8] {
        let capacity = QRTables.dataCodewords(version, level) * 8
        var bits = QRBits()
        bits.append(segment.mode.rawValue, count: 4)
        bits.append(segment.count, count: segment.mode.countBits(version))
        for bit in segment.bits.values { bits.append(Int(bit), count: 1) }
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var bytes = bits.bytes
        var pad: UInt8 = 0xEC
        while bytes.count < capacity / 8 {
            bytes.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return bytes
    }

    /// The data codewords split into the version's blocks, each followed by its error
    /// correction, and interleaved codeword by codeword (§7.6).
    static func interleaved(_ data: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let blockCount = QRTables.blocks[level.tableIndex][version]
        let eccLength = QRTables.eccPerBlock[level.tableIndex][version]
        let raw = QRTables.dataModules(version) / 8
        let shortBlocks = blockCount - raw % blockCount
        let shortLength = raw / blockCount - eccLength
        let generator = QRReedSolomon.generator(degree: eccLength)
        var dataBlocks: [ArraySlice<UInt8>] = []
        var eccBlocks: [[UInt8]] = []
        var start = 0
        for block in 0..<blockCount {
            let length = shortLength + (block < shortBlocks ? 0 : 1)
            let slice = data[start..<start + length]
            dataBlocks.append(slice)
            eccBlocks.append(QRReedSolomon.remainder(slice, generator: generator))
            start += length
        }
        var result: [UInt8] = []
        result.reserveCapacity(raw)
        for index in 0...shortLength {
            for block in dataBlocks where index < block.count { result.append(block[block.startIndex + index]) }
        }
        for index in 0..<eccLength {
            for block in eccBlocks { result.append(block[index]) }
        }
        return result
    }
}
