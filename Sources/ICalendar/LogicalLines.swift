/// The content lines of a text, unfolded (RFC 5545 section 3.1): physical lines end in CRLF, LF
/// or CR; a line beginning with a space or tab continues the one before without that character.
/// Folding is undone on bytes, so a fold inside a UTF-8 sequence joins up again. A leading byte
/// order mark and empty lines are skipped.
struct LogicalLines {
    private let bytes: [UInt8]
    private var position: Int
    private var physicalLine = 0
    private let maximumBytes: Int

    init(_ bytes: [UInt8], maximumBytes: Int) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.maximumBytes = maximumBytes
    }

    /// The next unfolded line and the 1-based physical line it starts on, or nil at the end.
    mutating func next() throws(ICalendarError) -> (line: Int, bytes: [UInt8])? {
        while position < bytes.count {
            let (start, end) = nextPhysical()
            if start == end { continue }
            let line = physicalLine
            var logical = Array(bytes[start..<end])
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
                let (nextStart, nextEnd) = nextPhysical()
                logical.append(contentsOf: bytes[(nextStart + 1)..<nextEnd])
                if logical.count > maximumBytes { break }
            }
            if logical.count > maximumBytes {
                throw ICalendarError(
                    line: line, "a content line longer than \(maximumBytes) bytes (ICalendarLimits.lineBytes)")
            }
            return (line, logical)
        }
        return nil
    }

    /// The bounds of the physical line at `position`, without its line end; moves past it.
    private mutating func nextPhysical() -> (Int, Int) {
        physicalLine += 1
        let start = position
        var end = position
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        position = end
        if position < bytes.count, bytes[position] == 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        return (start, end)
    }
}
