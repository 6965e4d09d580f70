/// Splits table text into lines of space-separated fields over UTF-8 bytes: the generated
/// tables are large enough that `String.split` (which segments graphemes) dominated load time.
enum TableText {
    /// Calls `body` with the fields of each non-empty line.
    static func forEachLine(_ text: String, _ body: ([String]) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var fields: [String] = []
            fields.reserveCapacity(6)
            var start = 0
            for i in 0...bytes.count {
                let byte: UInt8 = i < bytes.count ? bytes[i] : 0x0A
                guard byte == 0x20 || byte == 0x0A else { continue }
                if i > start { fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = i + 1
                if byte == 0x0A && !fields.isEmpty {
                    body(fields)
                    fields.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    /// Every space- or newline-separated word.
    static func words(_ text: String) -> Set<String> {
        var out = Set<String>()
        out.reserveCapacity(text.utf8.count / 8)
        forEachLine(text) { out.formUnion($0) }
        return out
    }
}
