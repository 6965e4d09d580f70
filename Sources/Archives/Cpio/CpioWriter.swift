import Foundation

/// Writes cpio headers and members one entry at a time (see `Cpio.write`).
struct CpioWriter {
    let format: Cpio.Format
    private(set) var output = Data()
    private var count = 0

    init(format: Cpio.Format) { self.format = format }

    mutating func reserve(_ bytes: Int) { output.reserveCapacity(bytes) }

    /// The largest file size and modification time the format's fields hold.
    private var maxSize: Int { format == .odc ? 0o77777777777 : 0xFFFF_FFFF }
    private var maxTime: Int { format == .odc ? 0o77777777777 : 0xFFFF_FFFF }
    private var formatName: String {
        switch format {
        case .odc: return "odc"
        case .newc: return "newc"
        case .crc: return "crc"
        }
    }

    mutating func append(_ entry: ArchiveEntry) throws {
        var path = entry.path
        var mode = 0o100644
        var links = 1
        var payload = entry.data
        switch entry.kind {
        case .file: break
        case .folder:
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            (mode, links, payload) = (0o040755, 2, Data())
        case .symbolicLink(let target): (mode, payload) = (0o120777, Data(target.utf8))
        }
        let name = Array(path.utf8)
        guard name.count < Cpio.maxNameSize else {
            throw ArchiveError.tooLargeToWrite(
                format: "cpio", "the path '\(path.prefix(40))…' is \(name.count) bytes long; cpio names hold at most 4,095")
        }
        guard payload.count <= maxSize else {
            let limit = format == .odc ? "8 GiB" : "4 GiB"
            throw ArchiveError.tooLargeToWrite(
                format: "cpio", "'\(path)' is \(payload.count) bytes; the \(formatName) header holds sizes below \(limit)")
        }
        let seconds = (entry.modified?.timeIntervalSince1970 ?? 0).rounded(.down)
        guard seconds >= 0, seconds <= Double(maxTime) else {
            let shown = seconds.isFinite ? Int(Swift.min(Swift.max(seconds, -9e18), 9e18)) : 0
            throw ArchiveError.tooLargeToWrite(
                format: "cpio",
                "'\(path)' has a modification time of \(shown) seconds since 1970, outside 0 to \(maxTime) (the \(formatName) header's range)"
            )
        }
        count += 1
        header(mode: mode, links: links, time: Int(seconds), name: name, size: payload.count, sum: sum(payload))
        output.append(payload)
        pad(payload.count)
    }

    /// The trailer entry, then zeros to a multiple of 512 bytes.
    mutating func finish() {
        header(mode: 0, links: 1, time: 0, name: Array(Cpio.trailerName.utf8), size: 0, sum: 0, inode: 0)
        output.append(Data(count: (512 - output.count % 512) % 512))
    }

    private func sum(_ payload: Data) -> Int {
        guard format == .crc else { return 0 }
        var total: UInt32 = 0
        payload.withUnsafeBytes { for byte in $0 { total &+= UInt32(byte) } }
        return Int(total)
    }

    /// One header and name; every entry gets its own inode (and, past odc's six octal digits,
    /// device) so that no reader takes two of them for hard links.
    private mutating func header(mode: Int, links: Int, time: Int, name: [UInt8], size: Int, sum: Int, inode: Int? = nil) {
        switch format {
        case .odc:
            let perDevice = 0o777777
            let (device, number) = inode.map { (0, $0) } ?? (count / perDevice, count % perDevice + 1)
            output += Cpio.odcMagic
            for (value, width) in [(device, 6), (number, 6), (mode, 6), (0, 6), (0, 6), (links, 6), (0, 6), (time, 11)] {
                digits(value, width, radix: 8)
            }
            digits(name.count + 1, 6, radix: 8)
            digits(size, 11, radix: 8)
            output += name
            output.append(0)
        case .newc, .crc:
            output += format == .crc ? Cpio.crcMagic : Cpio.newcMagic
            for value in [inode ?? count, mode, 0, 0, links, time, size, 0, 0, 0, 0, name.count + 1, sum] {
                digits(value, 8, radix: 16)
            }
            output += name
            output.append(0)
            pad(CpioHeader.newcSize + name.count + 1)
        }
    }

    private mutating func digits(_ value: Int, _ width: Int, radix: Int) {
        let text = Array(String(value, radix: radix, uppercase: false).utf8)
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - text.count)))
        output.append(contentsOf: text.suffix(width))
    }

    /// newc and crc pad names and data to 4 bytes; odc does not pad.
    private mutating func pad(_ length: Int) {
        guard format != .odc else { return }
        output.append(contentsOf: repeatElement(0, count: (4 - length % 4) % 4))
    }
}
