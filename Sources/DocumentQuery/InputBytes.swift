/// The UTF-8 of `text` with CR LF and lone CR turned into LF, as both HTML (input stream
/// preprocessing) and XML (2.11 End-of-Line Handling) read their input.
func normalizedLineEnds(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previousWasCR = false
    for byte in text.utf8 {
        if byte == 0x0D {
            bytes.append(0x0A)
        } else if !(byte == 0x0A && previousWasCR) {
            bytes.append(byte)
        }
        previousWasCR = byte == 0x0D
    }
    return bytes
}

/// The 1-based line and column (in characters) of `offset` in `bytes`.
func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
    }
    let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    return (line, column)
}
