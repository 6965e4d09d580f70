import Foundation

/// Reads the System Use entries of one directory record, following CE continuation areas.
struct RockRidgeReader {
    let bytes: UnsafeRawBufferPointer
    let blockSize: Int
    /// The most continuation areas one record may chain.
    static let maxContinuations = 16

    /// The entries of `record`, after `skip` bytes (SUSP 5.3's LEN_SKP). `budget` is what is
    /// left of the continuation bytes the whole image may make us read (against crafted chains).
    func read(_ record: ISORecord, skip: Int, budget: inout Int) throws -> RockRidgeInfo {
        var info = RockRidgeInfo()
        var area = min(record.systemUse.lowerBound + skip, record.systemUse.upperBound)..<record.systemUse.upperBound
        var glue = false
        for hop in 0... {
            var next: Range<Int>?
            var offset = area.lowerBound
            scan: while offset + 4 <= area.upperBound {
                let length = Int(bytes[offset + 2])
                guard length >= 4, length <= area.upperBound - offset else { break }
                let body = offset + 4..<offset + length
                switch (bytes[offset], bytes[offset + 1]) {
                case (0x4E, 0x4D): name(body, into: &info)  // NM
                case (0x53, 0x4C): link(body, into: &info, glue: &glue)  // SL
                case (0x50, 0x58) where body.count >= 32: info.mode = ISORecord.le32(bytes, body.lowerBound)  // PX
                case (0x54, 0x46): info.modified = times(body) ?? info.modified  // TF
                case (0x52, 0x45): info.relocated = true  // RE
                case (0x43, 0x4C) where body.count >= 8: info.childLink = ISORecord.le32(bytes, body.lowerBound)  // CL
                case (0x43, 0x45) where body.count >= 24: next = try continuation(body, record: record)  // CE
                case (0x53, 0x54): break scan  // ST
                default: break
                }
                offset += length
            }
            guard let next else { break }
            guard hop < Self.maxContinuations else {
                throw ArchiveError.corrupt(
                    format: "ISO 9660",
                    "the Rock Ridge entries of the record at byte \(record.offset) continue more than \(Self.maxContinuations) times"
                )
            }
            budget -= next.count
            guard budget >= 0 else {
                throw ArchiveError.corrupt(
                    format: "ISO 9660", "the Rock Ridge continuation areas add up to more than the image can hold")
            }
            area = next
        }
        return info
    }

    private func continuation(_ body: Range<Int>, record: ISORecord) throws -> Range<Int> {
        let block = ISORecord.le32(bytes, body.lowerBound)
        let offset = ISORecord.le32(bytes, body.lowerBound + 8)
        let length = ISORecord.le32(bytes, body.lowerBound + 16)
        let start = block * blockSize + offset
        guard offset < blockSize, start <= bytes.count, length <= bytes.count - start else {
            throw ArchiveError.corrupt(
                format: "ISO 9660", "the Rock Ridge continuation of the record at byte \(record.offset) lies outside the image")
        }
        return start..<start + length
    }

    /// NM: flags (CURRENT 2, PARENT 4), then a piece of the name.
    private func name(_ body: Range<Int>, into info: inout RockRidgeInfo) {
        guard let flags = body.first.map({ bytes[$0] }) else { return }
        var name = info.name ?? []
        if flags & 0x02 != 0 {
            name += Array(".".utf8)
        } else if flags & 0x04 != 0 {
            name += Array("..".utf8)
        } else {
            name += bytes[body.lowerBound + 1..<body.upperBound]
        }
        info.name = name
    }

    /// SL: flags, then component records (flags, length, bytes); CONTINUE (1) joins a component
    /// to the next without a `/`; CURRENT 2, PARENT 4, ROOT 8, VOLROOT 16.
    private func link(_ body: Range<Int>, into info: inout RockRidgeInfo, glue: inout Bool) {
        info.hasLink = true
        var offset = body.lowerBound + 1
        while offset + 2 <= body.upperBound {
            let flags = bytes[offset]
            let length = Int(bytes[offset + 1])
            guard length <= body.upperBound - offset - 2 else { return }
            let part: [UInt8]
            if flags & 0x18 != 0 {
                info.linkRooted = info.linkParts.isEmpty
                offset += 2 + length
                continue
            } else if flags & 0x02 != 0 {
                part = Array(".".utf8)
            } else if flags & 0x04 != 0 {
                part = Array("..".utf8)
            } else {
                part = Array(bytes[offset + 2..<offset + 2 + length])
            }
            if glue, !info.linkParts.isEmpty {
                info.linkParts[info.linkParts.count - 1] += part
            } else {
                info.linkParts.append(part)
            }
            glue = flags & 0x01 != 0
            offset += 2 + length
        }
    }

    /// TF: the modification time (flag 2), in the 7- or 17-byte form (LONG_FORM, flag 128).
    private func times(_ body: Range<Int>) -> Date? {
        guard let flags = body.first.map({ bytes[$0] }), flags & 0x02 != 0 else { return nil }
        let width = flags & 0x80 != 0 ? 17 : 7
        let start = body.lowerBound + 1 + (flags & 0x01 != 0 ? width : 0)
        guard start + width <= body.upperBound else { return nil }
        return width == 7 ? ISOTime.recordDate(bytes, start) : ISOTime.longDate(bytes, start)
    }
}
