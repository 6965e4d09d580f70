import Foundation

/// A tar archive read as a stream of bytes fed in pieces of any size (a tar in memory in one
/// piece, a `.tar.gz` as gzip hands out its windows), so a member's bytes pass through without
/// being held: each entry is reported when its header is read, then a file's bytes as they come.
/// `Tar.read` and `StreamedArchive` both read tar through it (the rules are in one place).
///
/// Held at any time: one 512-byte header, and a pax or GNU long-name record (at most
/// `recordLimit` bytes: those are read whole, being text about the next entry).
struct TarParser {
    /// What the parser reports, in the archive's order.
    enum Event {
        /// An entry (a file's carries no data: its bytes follow as `content`).
        case entry(ArchiveEntry)
        /// The next bytes of the last file entry.
        case content(UnsafeRawBufferPointer)
    }

    /// The longest pax extended header or GNU long name or link read.
    static let recordLimit = 1 << 20

    private enum State {
        case header
        /// The body of the entry whose header began at `start`: `left` of its `size` bytes still to come.
        case body(start: Int, size: Int, left: Int, kind: Body)
        /// Zero bytes up to the next 512-byte boundary.
        case padding(left: Int)
        /// After the end-of-archive block: whatever follows is ignored.
        case done
    }

    /// What an entry's body is.
    private enum Body {
        case file
        case record(UInt8)
        case skipped
    }

    private let meter: ExpansionMeter
    private var state = State.header
    /// Bytes fed so far (header offsets in errors count from the start of the tar).
    private var position = 0
    private var header: [UInt8] = []
    private var record: [UInt8] = []
    private var longName: String?
    private var longLink: String?
    private var pax: [String: String] = [:]

    /// A parser holding file bytes to `limits`, the ratio counted against `archiveBytes`.
    init(limits: ExpansionLimits, archiveBytes: Int) {
        meter = ExpansionMeter(limits, archiveBytes: archiveBytes)
        header.reserveCapacity(Tar.block)
    }

    /// Reads the next `bytes` of the archive, reporting what they complete to `report`.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ report: (Event) throws -> Void) throws {
        var offset = 0
        while offset < bytes.count {
            let available = bytes.count - offset
            switch state {
            case .done:
                position += available
                return
            case .header:
                let taken = min(Tar.block - header.count, available)
                header.append(contentsOf: bytes[offset..<offset + taken])
                offset += taken
                position += taken
                if header.count == Tar.block {
                    try header.withUnsafeBytes { try begin($0, report) }
                    header.removeAll(keepingCapacity: true)
                }
            case .body(let start, let size, let left, let kind):
                let taken = min(left, available)
                let piece = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + taken])
                switch kind {
                case .file: try report(.content(piece))
                case .record: record.append(contentsOf: piece)
                case .skipped: break
                }
                offset += taken
                position += taken
                state = .body(start: start, size: size, left: left - taken, kind: kind)
                if left == taken { try end(kind, size: size) }
            case .padding(let left):
                let taken = min(left, available)
                offset += taken
                position += taken
                state = left == taken ? .header : .padding(left: left - taken)
            }
        }
    }

    /// Checks that the archive did not stop inside an entry or a header.
    func finish() throws {
        switch state {
        case .done: return
        case .header:
            if header.isEmpty { return }
            throw ArchiveError.truncated(format: "tar", needed: "a 512-byte header at byte \(position - header.count)")
        case .body(let start, let size, _, _):
            throw ArchiveError.truncated(format: "tar", needed: "\(size) bytes of the entry at byte \(start)")
        case .padding(let left):
            throw ArchiveError.truncated(format: "tar", needed: "a 512-byte header at byte \(position + left)")
        }
    }

    /// A whole header, which began `Tar.block` bytes before `position`.
    private mutating func begin(_ buffer: UnsafeRawBufferPointer, _ report: (Event) throws -> Void) throws {
        let start = position - Tar.block
        if buffer.allSatisfy({ $0 == 0 }) {
            state = .done
            return
        }
        guard let stored = Tar.octal(buffer, 148, 8), stored == Tar.checksum(buffer, 0) else {
            throw ArchiveError.corrupt(format: "tar", "the header at byte \(start) has a wrong checksum")
        }
        var size = try Tar.number(buffer, 124, 12, at: start)
        if let paxSize = pax["size"] {
            guard let value = Int(paxSize), value >= 0 else {
                throw ArchiveError.corrupt(format: "tar", "the pax size '\(paxSize.prefix(20))' is not a number")
            }
            size = value
        }
        let type = buffer[156]
        switch type {
        case UInt8(ascii: "x"), UInt8(ascii: "L"), UInt8(ascii: "K"):
            guard size <= Self.recordLimit else {
                throw ArchiveError.corrupt(
                    format: "tar",
                    "the extended header at byte \(start) is \(size) bytes long, more than \(Self.recordLimit)")
            }
            return try body(start, size, .record(type))
        case UInt8(ascii: "g"): return try body(start, size, .skipped)
        default: break
        }
        let entry = try entry(buffer, type: type, size: size)
        pax = [:]
        longName = nil
        longLink = nil
        if entry.kind == .file { try meter.add(size) }
        try report(.entry(entry))
        try body(start, size, entry.kind == .file ? .file : .skipped)
    }

    /// The entry a (non-record) header describes, with any pax or GNU long name before it.
    private func entry(_ buffer: UnsafeRawBufferPointer, type: UInt8, size: Int) throws -> ArchiveEntry {
        var path = pax["path"] ?? longName ?? Tar.headerPath(buffer, at: 0)
        let link = pax["linkpath"] ?? longLink ?? Tar.text(buffer, 157, 100)
        let seconds = (try? Tar.number(buffer, 136, 12, at: 0)) ?? 0
        let modified = seconds > 0 ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
        switch type {
        case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
            if path.hasSuffix("/") {
                path.removeLast()
                return ArchiveEntry(path: path, kind: .folder, modified: modified)
            }
            return ArchiveEntry(path: path, kind: .file, modified: modified)
        case UInt8(ascii: "5"):
            while path.hasSuffix("/") { path.removeLast() }
            return ArchiveEntry(path: path, kind: .folder, modified: modified)
        case UInt8(ascii: "2"): return ArchiveEntry(path: path, kind: .symbolicLink(target: link), modified: modified)
        case UInt8(ascii: "1"): throw ArchiveError.unsupportedEntryKind(entry: path, kind: "hard link")
        case UInt8(ascii: "3"), UInt8(ascii: "4"): throw ArchiveError.unsupportedEntryKind(entry: path, kind: "device")
        case UInt8(ascii: "6"): throw ArchiveError.unsupportedEntryKind(entry: path, kind: "FIFO")
        default:
            throw ArchiveError.unsupportedEntryKind(entry: path, kind: "tar entry of type '\(Character(Unicode.Scalar(type)))'")
        }
    }

    /// Starts the body of `size` bytes of the entry whose header began at `start`.
    private mutating func body(_ start: Int, _ size: Int, _ kind: Body) throws {
        state = .body(start: start, size: size, left: size, kind: kind)
        if size == 0 { try end(kind, size: 0) }
    }

    /// A body read whole: a record is taken in, then the padding to the next header.
    private mutating func end(_ kind: Body, size: Int) throws {
        if case .record(let type) = kind {
            switch type {
            case UInt8(ascii: "x"): pax = try record.withUnsafeBytes { try Tar.paxRecords($0) }
            case UInt8(ascii: "L"): longName = NameText.decode(record.prefix { $0 != 0 })
            default: longLink = NameText.decode(record.prefix { $0 != 0 })
            }
            record.removeAll(keepingCapacity: false)
        }
        let padding = (Tar.block - size % Tar.block) % Tar.block
        state = padding == 0 ? .header : .padding(left: padding)
    }
}
