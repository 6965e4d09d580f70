import Foundation

/// The System Use entries written (SUSP 1.12: SP, CE, ER; RRIP 1.12: RR, PX, TF, NM, SL), and
/// their packing into a directory record and continuation areas.
enum RockRidgeEntries {
    /// A CE entry's size (SUSP 5.1).
    static let continuationSize = 28
    /// What one entry's length byte allows of a name or link part after its 5-byte head.
    static let partLength = 250

    static func entry(_ signature: String, _ body: [UInt8]) -> [UInt8] {
        Array(signature.utf8) + [UInt8(4 + body.count), 1] + body
    }

    /// SUSP 5.3: the first entry of the root's "." record; no bytes skipped in other records.
    static let sharing = entry("SP", [0xBE, 0xEF, 0])

    /// SUSP 5.5: the extension used, as RRIP 1.12 (4.3) words it.
    static let extensionReference: [UInt8] = {
        let id = Array("RRIP_1991A".utf8)
        let descriptor = Array("THE ROCK RIDGE INTERCHANGE PROTOCOL PROVIDES SUPPORT FOR POSIX FILE SYSTEM SEMANTICS".utf8)
        let source = Array(
            "PLEASE CONTACT DISC PUBLISHER FOR SPECIFICATION SOURCE.  SEE PUBLISHER IDENTIFIER IN PRIMARY VOLUME DESCRIPTOR FOR CONTACT INFORMATION."
                .utf8)
        return entry("ER", [UInt8(id.count), UInt8(descriptor.count), UInt8(source.count), 1] + id + descriptor + source)
    }()

    /// RRIP 1.09's RR entry: which entries follow (PX 1, SL 4, NM 8, TF 128). Older readers want it.
    static func present(symbolicLink: Bool, named: Bool) -> [UInt8] {
        entry("RR", [0x81 | (symbolicLink ? 0x04 : 0) | (named ? 0x08 : 0)])
    }

    /// RRIP 4.1.1: mode, links, user, group and serial number.
    static func attributes(mode: Int, links: Int, serial: Int) -> [UInt8] {
        var body: [UInt8] = []
        for value in [mode, links, 0, 0, serial] { body.appendBoth32(value) }
        return entry("PX", body)
    }

    /// RRIP 4.1.6: the modification time, short form.
    static func times(_ date: Date?) -> [UInt8] { entry("TF", [0x02] + ISOTime.record(date)) }

    /// RRIP 4.1.4: the name in parts of at most `partLength` bytes, each but the last flagged CONTINUE.
    static func name(_ name: String) -> [[UInt8]] {
        let bytes = Array(name.utf8)
        return stride(from: 0, to: max(bytes.count, 1), by: partLength).map { start in
            let end = min(bytes.count, start + partLength)
            return entry("NM", [end < bytes.count ? 1 : 0] + bytes[start..<end])
        }
    }

    /// RRIP 4.1.3: the target as component records (ROOT for a leading `/`, CURRENT, PARENT,
    /// long components split with CONTINUE), packed into SL entries flagged CONTINUE but the last.
    static func link(_ target: String) -> [[UInt8]] {
        var components: [[UInt8]] = []
        if target.hasPrefix("/") { components.append([0x08, 0]) }
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": components.append([0x02, 0])
            case "..": components.append([0x04, 0])
            default:
                let bytes = Array(part.utf8)
                let piece = partLength - 2
                for start in stride(from: 0, to: bytes.count, by: piece) {
                    let end = min(bytes.count, start + piece)
                    components.append([end < bytes.count ? 1 : 0, UInt8(end - start)] + bytes[start..<end])
                }
            }
        }
        var bodies: [[UInt8]] = [[]]
        for component in components {
            if let last = bodies.last, last.count + component.count > partLength { bodies.append([]) }
            bodies[bodies.count - 1] += component
        }
        return bodies.enumerated().map { index, body in entry("SL", [index < bodies.count - 1 ? 1 : 0] + body) }
    }

    /// The entries split between the record (`room` bytes) and continuation areas of at most a
    /// block each: when they do not all fit, the record and every area but the last end with a CE.
    static func pack(_ entries: [[UInt8]], room: Int) -> (record: [UInt8], areas: [[UInt8]]) {
        if entries.reduce(0, { $0 + $1.count }) <= room { return (entries.flatMap { $0 }, []) }
        var record: [UInt8] = []
        var index = 0
        while index < entries.count, record.count + entries[index].count <= room - continuationSize {
            record += entries[index]
            index += 1
        }
        var areas: [[UInt8]] = []
        while index < entries.count {
            var area: [UInt8] = []
            while index < entries.count, area.count + entries[index].count <= ISO9660.sector - continuationSize {
                area += entries[index]
                index += 1
            }
            areas.append(area)
        }
        return (record, areas)
    }

    /// SUSP 5.1: where the next continuation area lies.
    static func continuation(block: Int, offset: Int, length: Int) -> [UInt8] {
        var body: [UInt8] = []
        for value in [block, offset, length] { body.appendBoth32(value) }
        return entry("CE", body)
    }
}
