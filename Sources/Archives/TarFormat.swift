import Foundation

/// tar (POSIX ustar, with pax `path`/`linkpath`/`size` records and GNU long names when reading;
/// ustar, with a pax record for a path that does not fit, when writing).
public enum Tar {
    static let block = 512

    /// Whether `data` looks like a tar archive: `ustar` at byte 257, or a first header whose checksum is right.
    public static func recognizes(_ data: Data) -> Bool {
        guard data.count >= block else { return false }
        return data.withUnsafeBytes { buffer in
            if Array(buffer[257..<262]) == Array("ustar".utf8) { return true }
            guard let stored = octal(buffer, 148, 8) else { return false }
            return stored == checksum(buffer, 0) && !buffer[0..<block].allSatisfy { $0 == 0 }
        }
    }

    /// Every entry of the tar archive `data`; `archiveBytes` is the size the ratio limit counts
    /// (the compressed size for a `.tar.gz`). Read by `TarParser`, as streamed tar is.
    public static func read(_ data: Data, limits: ExpansionLimits, archiveBytes: Int? = nil) throws -> [ArchiveEntry] {
        var parser = TarParser(limits: limits, archiveBytes: archiveBytes ?? data.count)
        var entries: [ArchiveEntry] = []
        try data.withUnsafeBytes { buffer in
            try parser.feed(buffer) { event in
                switch event {
                case .entry(let entry): entries.append(entry)
                case .content(let bytes): entries[entries.count - 1].data.append(contentsOf: bytes)
                }
            }
        }
        try parser.finish()
        return entries
    }

    static func headerPath(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> String {
        let name = text(buffer, offset, 100)
        let isUstar = Array(buffer[offset + 257..<offset + 262]) == Array("ustar".utf8)
        let prefix = isUstar ? text(buffer, offset + 345, 155) : ""
        return prefix.isEmpty ? name : prefix + "/" + name
    }

    static func text(_ buffer: UnsafeRawBufferPointer, _ offset: Int, _ length: Int) -> String {
        NameText.decode(buffer[offset..<offset + length].prefix { $0 != 0 })
    }

    static func checksum(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        var sum = 0
        for index in 0..<block { sum += (148..<156).contains(index) ? 32 : Int(buffer[offset + index]) }
        return sum
    }

    static func octal(_ buffer: UnsafeRawBufferPointer, _ offset: Int, _ length: Int) -> Int? {
        var value = 0
        var digits = 0
        for byte in buffer[offset..<offset + length] {
            if byte == 0 || byte == 32 {
                if digits > 0 { break } else { continue }
            }
            guard (48...55).contains(byte), value < (Int.max >> 4) else { return nil }
            value = value << 3 | Int(byte - 48)
            digits += 1
        }
        return value
    }

    /// A size or time field: octal, or base-256 when the top bit of the first byte is set.
    static func number(_ buffer: UnsafeRawBufferPointer, _ offset: Int, _ length: Int, at header: Int) throws -> Int {
        if buffer[offset] & 0x80 != 0 {
            var value = Int(buffer[offset] & 0x7F)
            for byte in buffer[offset + 1..<offset + length] {
                guard value < (Int.max >> 9) else {
                    throw ArchiveError.corrupt(format: "tar", "a number in the header at byte \(header) is too large")
                }
                value = value << 8 | Int(byte)
            }
            return value
        }
        guard let value = octal(buffer, offset, length) else {
            throw ArchiveError.corrupt(format: "tar", "a number in the header at byte \(header) is not octal")
        }
        return value
    }

    /// `length key=value\n` records.
    static func paxRecords(_ content: UnsafeRawBufferPointer) throws -> [String: String] {
        var records: [String: String] = [:]
        var offset = 0
        let bytes = Array(content)
        while offset < bytes.count {
            guard let space = bytes[offset...].firstIndex(of: 32),
                let length = Int(String(decoding: bytes[offset..<space], as: UTF8.self)),
                length > space - offset, offset + length <= bytes.count, bytes[offset + length - 1] == 10,
                let equals = bytes[(space + 1)..<(offset + length)].firstIndex(of: UInt8(ascii: "="))
            else { throw ArchiveError.corrupt(format: "tar", "a pax extended header record is malformed") }
            let key = String(decoding: bytes[(space + 1)..<equals], as: UTF8.self)
            records[key] = NameText.decode(bytes[(equals + 1)..<(offset + length - 1)])
            offset += length
        }
        return records
    }

    /// A ustar archive of `entries`, with a pax header before any entry whose path does not fit.
    public static func write(_ entries: [ArchiveEntry]) throws -> Data {
        var output: [UInt8] = []
        for entry in entries {
            var path = entry.path
            var type = UInt8(ascii: "0")
            var link = ""
            var mode = 0o644
            var payload = Data()
            switch entry.kind {
            case .file: payload = entry.data
            case .folder:
                type = UInt8(ascii: "5")
                mode = 0o755
                if !path.hasSuffix("/") { path += "/" }
            case .symbolicLink(let target):
                type = UInt8(ascii: "2")
                link = target
                mode = 0o777
            }
            guard payload.count < 0o77777777777 else {
                throw ArchiveError.tooLargeToWrite(format: "tar", "'\(entry.path)' is larger than 8 GiB")
            }
            let seconds = entry.modified.map { Int(max(0, $0.timeIntervalSince1970)) } ?? 0
            let split = ustarSplit(Array(path.utf8))
            var records = ""
            if split == nil { records += paxRecord("path", path) }
            if link.utf8.count > 100 { records += paxRecord("linkpath", link) }
            if !records.isEmpty {
                let body = Array(records.utf8)
                output += header(
                    name: Array("PaxHeaders/\(path.suffix(80))".utf8.prefix(100)), prefix: [], mode: 0o644, size: body.count,
                    time: seconds, type: UInt8(ascii: "x"), link: [])
                output += body
                output += [UInt8](repeating: 0, count: (Tar.block - body.count % Tar.block) % Tar.block)
            }
            let (prefix, name) = split ?? ([], Array(path.utf8.suffix(100)))
            output += header(
                name: name, prefix: prefix, mode: mode, size: payload.count, time: seconds, type: type,
                link: Array(link.utf8.prefix(100)))
            output += payload
            output += [UInt8](repeating: 0, count: (Tar.block - payload.count % Tar.block) % Tar.block)
        }
        output += [UInt8](repeating: 0, count: 2 * Tar.block)
        return Data(output)
    }

    /// The path split into ustar's prefix (≤ 155 bytes) and name (≤ 100), or nil when it cannot be.
    static func ustarSplit(_ path: [UInt8]) -> ([UInt8], [UInt8])? {
        if path.count <= 100 { return ([], path) }
        for index in path.indices.reversed() where path[index] == UInt8(ascii: "/") {
            if index <= 155 && path.count - index - 1 <= 100 && index > 0 && path.count - index - 1 > 0 {
                return (Array(path[..<index]), Array(path[(index + 1)...]))
            }
        }
        return nil
    }

    static func paxRecord(_ key: String, _ value: String) -> String {
        let body = " \(key)=\(value)\n"
        var length = body.utf8.count + 1
        while String(length).count + body.utf8.count != length { length = String(length).count + body.utf8.count }
        return "\(length)\(body)"
    }

    private static func header(name: [UInt8], prefix: [UInt8], mode: Int, size: Int, time: Int, type: UInt8, link: [UInt8])
        -> [UInt8]
    {
        var header = [UInt8](repeating: 0, count: block)
        func put(_ bytes: [UInt8], at offset: Int) { for (index, byte) in bytes.enumerated() { header[offset + index] = byte } }
        func octalField(_ value: Int, _ width: Int) -> [UInt8] {
            let digits = String(value, radix: 8)
            return Array((String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits).utf8)
        }
        put(name, at: 0)
        put(octalField(mode, 8), at: 100)
        put(octalField(0, 8), at: 108)
        put(octalField(0, 8), at: 116)
        put(octalField(size, 12), at: 124)
        put(octalField(time, 12), at: 136)
        header[156] = type
        put(link, at: 157)
        put(Array("ustar".utf8) + [0] + Array("00".utf8), at: 257)
        put(prefix, at: 345)
        put(Array(repeating: 32, count: 8), at: 148)
        let sum = header.reduce(0) { $0 + Int($1) }
        put(octalField(sum, 7) + [0], at: 148)
        return header
    }
}
