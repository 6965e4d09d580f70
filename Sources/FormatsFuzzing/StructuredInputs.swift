import AppleFormats
import Foundation

/// The structure-aware half of the campaign: inputs built to stress a reader's limits rather than
/// mutated at random. Three families per reader, sized by `scale` (the budget's size):
///
/// - **deep nesting**: containers inside containers, beyond and just within each depth limit;
/// - **shared references**: objects that refer to the same object twice, level upon level
///   (binary plists, keyed archives, predicates; `ExpansionBombs`);
/// - **huge counts**: many elements, long strings, counts and sizes that claim far more than the input holds.
public enum StructuredInputs {
    /// The families, for reports.
    public enum Family: String, CaseIterable, Sendable {
        case deepNesting, sharedReferences, hugeCounts
    }

    /// One generated input for `target`: `variant` picks among the family's shapes, `scale` sizes it.
    public static func input(for target: FuzzTarget, family: Family, variant: Int, scale: Int) -> [UInt8] {
        let scale = max(16, scale)
        switch family {
        case .deepNesting: return deepNesting(target, variant: variant, scale: scale)
        case .sharedReferences: return sharedReferences(target, variant: variant, scale: scale)
        case .hugeCounts: return hugeCounts(target, variant: variant, scale: scale)
        }
    }

    /// Deep nesting: containers inside containers, beyond and just within each depth limit (many tiny blocks or entries where a format has no nesting).
    static func deepNesting(_ target: FuzzTarget, variant: Int, scale: Int) -> [UInt8] {
        switch target {
        case .jsonDocument:
            let depth = variant.isMultiple(of: 2) ? scale : 500
            return utf8(
                #"{"version": 1, "actions": [{"action": "comment", "parameters": {"text": "#
                    + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}]}")
        case .xmlPlist, .container, .automator:
            let depth = variant.isMultiple(of: 2) ? scale : 500
            let inner = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            return utf8(xmlPlist("<dict><key>actions</key>\(inner)</dict>"))
        case .binaryPlist:
            return binaryChain(depth: variant.isMultiple(of: 2) ? scale : 500)
        case .jsonPlist:
            let depth = variant.isMultiple(of: 2) ? scale : 500
            return utf8(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        case .keyedArchive:
            return keyedChain(depth: variant.isMultiple(of: 2) ? scale : 250)
        case .lzfse:
            // No nesting in these formats: many tiny blocks or entries instead.
            return lzfseEmptyBlocks(count: scale * 16)
        case .appleArchive:
            return appleArchiveEntries(count: scale)
        case .calculator:
            let depth = variant.isMultiple(of: 2) ? scale : 200
            return utf8(String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth))
        case .calcSheet:
            // Each line refers to the line before it twice.
            let lines = ["1"] + (2...max(2, sheetLines(scale))).map { "line\($0 - 1) + line\($0 - 1)" }
            return utf8(lines.joined(separator: "\n"))
        case .png, .jpeg, .gif, .bmp, .tiff:
            return ImageFuzzInputs.input(for: target, family: .deepNesting, variant: variant, scale: scale)
        case .movie:
            return MovieFuzzInputs.input(family: .deepNesting, variant: variant, scale: scale)
        case .webp:
            return WebPFuzzInputs.input(family: .deepNesting, variant: variant, scale: scale)
        case .pdf:
            return PDFFuzzInputs.input(family: .deepNesting, variant: variant, scale: scale)
        case .font:
            return FontFuzzInputs.input(family: .deepNesting, variant: variant, scale: scale)
        case .archive:
            return ArchiveFuzzInputs.input(family: .deepNesting, variant: variant, scale: scale)
        case .jq, .htmlCSS, .xmlXPath, .sql:
            return QueryFuzzInputs.input(for: target, family: .deepNesting, scale: scale)
        }
    }

    /// Shared references: objects that refer to the same object twice, level upon level, or the format's nearest equivalent.
    static func sharedReferences(_ target: FuzzTarget, variant: Int, scale: Int) -> [UInt8] {
        switch target {
        case .jsonDocument:
            // JSON has no references; the nearest thing is a key written twice, which must be refused.
            return utf8(#"{"version": 1, "actions": [], "name": "a", "name": "b"}"#)
        case .xmlPlist:
            // XML has no references; entity expansion is the XML form of the attack and must not expand.
            let entities = #"<!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>"#
            return utf8(#"<?xml version="1.0" encoding="UTF-8"?>"# + entities + "<plist><string>&b;&b;&b;</string></plist>")
        case .binaryPlist, .container:
            return ExpansionBombs.binaryPlist(levels: 16 + variant % 48)
        case .jsonPlist:
            return utf8(#"{"a": 1, "b": {"k": 1, "k": 2}}"#)
        case .keyedArchive:
            return variant.isMultiple(of: 2)
                ? ExpansionBombs.keyedArchive(levels: 16 + variant % 48) : ExpansionBombs.predicate(levels: 8 + variant % 48)
        case .lzfse:
            // LZ matches are LZFSE's references: a stored byte then matches that copy it as far as allowed.
            return lzvnRun(rawSize: Int(UInt32.max) >> (variant % 24))
        case .appleArchive:
            return appleArchiveClaiming(size: UInt64(1) << UInt64(16 + variant % 48))
        case .automator:
            return ExpansionBombs.automatorDocument(predicate: ExpansionBombs.predicate(levels: 4 + variant % 48))
        case .calculator:
            // Exponent towers and repeated factorials: small text, huge values.
            let forms = ["9^9^9^9", "1e-100 × 1e-100", "1e100 × 1e100", "1e-70 / 1e70", "170!!", "2^2^2^2^2^2", "0.1^129"]
            return utf8(forms[variant % forms.count])
        case .calcSheet:
            let lines = ["a = 2"] + (1...max(1, sheetLines(scale))).map { _ in "a = a * a" }
            return utf8(lines.joined(separator: "\n"))
        case .png, .jpeg, .gif, .bmp, .tiff:
            return ImageFuzzInputs.input(for: target, family: .sharedReferences, variant: variant, scale: scale)
        case .movie:
            return MovieFuzzInputs.input(family: .sharedReferences, variant: variant, scale: scale)
        case .webp:
            return WebPFuzzInputs.input(family: .sharedReferences, variant: variant, scale: scale)
        case .pdf:
            return PDFFuzzInputs.input(family: .sharedReferences, variant: variant, scale: scale)
        case .font:
            return FontFuzzInputs.input(family: .sharedReferences, variant: variant, scale: scale)
        case .archive:
            return ArchiveFuzzInputs.input(family: .sharedReferences, variant: variant, scale: scale)
        case .jq, .htmlCSS, .xmlXPath, .sql:
            return QueryFuzzInputs.input(for: target, family: .sharedReferences, scale: scale)
        }
    }

    /// Huge counts: many elements, long strings, counts and sizes that claim far more than the input holds.
    static func hugeCounts(_ target: FuzzTarget, variant: Int, scale: Int) -> [UInt8] {
        switch target {
        case .jsonDocument:
            let action = #"{"action": "comment", "parameters": {"text": "x"}}"#
            if variant.isMultiple(of: 2) {
                return utf8(
                    #"{"version": 1, "actions": ["# + Array(repeating: action, count: scale).joined(separator: ",") + "]}")
            }
            return utf8(#"{"version": 1, "name": ""# + String(repeating: "é", count: scale * 64) + #"", "actions": []}"#)
        case .xmlPlist, .container:
            let items =
                variant.isMultiple(of: 2)
                ? String(repeating: "<true/>", count: scale * 16)
                : "<string>" + String(repeating: "x", count: scale * 256) + "</string>"
            return utf8(xmlPlist("<array>\(items)</array>"))
        case .binaryPlist:
            return binaryClaimingCount(UInt64(1) << UInt64(8 + variant % 56))
        case .jsonPlist:
            return utf8("[" + Array(repeating: "1e308", count: scale * 16).joined(separator: ",") + "]")
        case .keyedArchive:
            return keyedWide(count: scale * 16)
        case .lzfse:
            return Array("bvx-".utf8) + le32(UInt32.max - UInt32(variant % 7)) + Array("bvx$".utf8)
        case .appleArchive:
            return appleArchiveClaiming(size: UInt64(1) << UInt64(16 + variant % 48))
        case .automator:
            let action =
                "<dict><key>action</key><dict><key>BundleIdentifier</key><string>com.apple.Automator.Delay</string></dict></dict>"
            return utf8(xmlPlist("<dict><key>actions</key><array>" + String(repeating: action, count: scale) + "</array></dict>"))
        case .calculator:
            return utf8(
                variant.isMultiple(of: 2)
                    ? String(repeating: "9", count: scale * 4) : Array(repeating: "1", count: scale).joined(separator: " + "))
        case .calcSheet:
            return utf8(Array(repeating: "12 + 30", count: sheetLines(scale)).joined(separator: "\n") + "\ntotal")
        case .png, .jpeg, .gif, .bmp, .tiff:
            return ImageFuzzInputs.input(for: target, family: .hugeCounts, variant: variant, scale: scale)
        case .movie:
            return MovieFuzzInputs.input(family: .hugeCounts, variant: variant, scale: scale)
        case .webp:
            return WebPFuzzInputs.input(family: .hugeCounts, variant: variant, scale: scale)
        case .pdf:
            return PDFFuzzInputs.input(family: .hugeCounts, variant: variant, scale: scale)
        case .font:
            return FontFuzzInputs.input(family: .hugeCounts, variant: variant, scale: scale)
        case .archive:
            return ArchiveFuzzInputs.input(family: .hugeCounts, variant: variant, scale: scale)
        case .jq, .htmlCSS, .xmlXPath, .sql:
            return QueryFuzzInputs.input(for: target, family: .hugeCounts, scale: scale)
        }
    }

    /// Lines of a generated sheet. A sheet's time is still quadratic in its lines (issue 16, item 5:
    /// 4,000 lines took 44 s in a debug build, 2,500 took 14 s in release on a loaded machine), so
    /// sheets stay at a quarter of the scale and at most 1,000 lines until that lands; raise the cap
    /// to find it again.
    static func sheetLines(_ scale: Int) -> Int { min(scale / 4, 1_000) }

    private static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static func xmlPlist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"# + body + "</plist>"
    }

    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) } }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (UInt64(size - 1 - $0) * 8)) }
    }

    /// A binary plist of `depth` arrays, each holding the next (object i refers to i + 1).
    private static func binaryChain(depth: Int) -> [UInt8] {
        let count = depth + 1
        let referenceSize = count < 256 ? 1 : count < 65_536 ? 2 : 4
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(bytes.count)
            bytes += [0xA1] + bigEndian(UInt64(index + 1), size: referenceSize)
        }
        offsets.append(bytes.count)
        bytes += [0x09]
        let table = bytes.count
        let offsetSize = table < 256 ? 1 : table < 65_536 ? 2 : 4
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        return bytes + bigEndian(UInt64(count), size: 8) + bigEndian(0, size: 8) + bigEndian(UInt64(table), size: 8)
    }

    /// A binary plist whose one array claims `count` elements with a 2-byte input.
    private static func binaryClaimingCount(_ count: UInt64) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        bytes += [0xAF, 0x13] + bigEndian(count, size: 8) + [0, 0]
        let table = bytes.count
        bytes += [8]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        return bytes + bigEndian(1, size: 8) + bigEndian(0, size: 8) + bigEndian(UInt64(table), size: 8)
    }

    /// A keyed archive whose root NSArray holds an NSArray that holds one …, `depth` deep.
    private static func keyedChain(depth: Int) -> [UInt8] {
        var objects: [PropertyList] = [
            .string("$null"),
            .dictionary(
                PlistDictionary([
                    (key: "$classname", value: .string("NSArray")), (key: "$classes", value: .array([.string("NSArray")])),
                ])),
            .string("x"),
        ]
        for _ in 0..<depth {
            let previous = UInt64(objects.count - 1)
            objects.append(
                .dictionary(
                    PlistDictionary([(key: "$class", value: .uid(1)), (key: "NS.objects", value: .array([.uid(previous)]))])))
        }
        return archive(objects, root: UInt64(objects.count - 1))
    }

    /// A keyed archive whose root NSArray holds `count` references to one string.
    private static func keyedWide(count: Int) -> [UInt8] {
        let objects: [PropertyList] = [
            .string("$null"),
            .dictionary(
                PlistDictionary([
                    (key: "$classname", value: .string("NSArray")), (key: "$classes", value: .array([.string("NSArray")])),
                ])),
            .string(String(repeating: "y", count: 4096)),
            .dictionary(
                PlistDictionary([
                    (key: "$class", value: .uid(1)), (key: "NS.objects", value: .array(Array(repeating: .uid(2), count: count))),
                ])),
        ]
        return archive(objects, root: 3)
    }

    private static func archive(_ objects: [PropertyList], root: UInt64) -> [UInt8] {
        let plist = PropertyList.dictionary(
            PlistDictionary([
                (key: "$archiver", value: .string("NSKeyedArchiver")), (key: "$version", value: .integer(100000)),
                (key: "$top", value: .dictionary(PlistDictionary([(key: "root", value: .uid(root))]))),
                (key: "$objects", value: .array(objects)),
            ]))
        return (try? [UInt8](plist.serialized(as: .binary))) ?? []
    }

    /// `count` empty stored blocks, then the end of the stream.
    private static func lzfseEmptyBlocks(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 8 + 4)
        for _ in 0..<count { bytes += Array("bvx-".utf8) + le32(0) }
        return bytes + Array("bvx$".utf8)
    }

    /// An LZVN block claiming `rawSize` bytes from one literal and long repeated matches.
    private static func lzvnRun(rawSize: Int) -> [UInt8] {
        // 0xE1 'a': one literal; then 0xF0 large matches of 16 + 255 bytes at the previous distance… (1).
        var payload: [UInt8] = [0xE1, UInt8(ascii: "a"), 0x08, 0x01]
        for _ in 0..<64 { payload += [0xF0, 0xFF] }
        payload += [0x06, 0, 0, 0, 0, 0, 0, 0]
        return Array("bvxn".utf8) + le32(UInt32(clamping: rawSize)) + le32(UInt32(payload.count)) + payload + Array("bvx$".utf8)
    }

    /// `count` Apple Archive entries (`AA01` headers with a path field only).
    private static func appleArchiveEntries(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for index in 0..<count {
            let path = Array("f\(index)".utf8)
            let fields: [UInt8] = Array("TYP1".utf8) + [UInt8(ascii: "F")] + Array("PATP".utf8) + [UInt8(path.count), 0] + path
            let size = 6 + fields.count
            bytes += Array("AA01".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8)] + fields
        }
        return bytes
    }

    /// One Apple Archive entry whose data blob claims `size` bytes.
    private static func appleArchiveClaiming(size: UInt64) -> [UInt8] {
        let fields: [UInt8] =
            Array("TYP1".utf8) + [UInt8(ascii: "F")] + Array("PATP".utf8) + [1, 0, UInt8(ascii: "f")]
            + Array("DATB".utf8) + (0..<8).map { UInt8(truncatingIfNeeded: size >> (8 * UInt64($0))) }
        let headerSize = 6 + fields.count
        return Array("AA01".utf8) + [UInt8(headerSize & 0xFF), UInt8(headerSize >> 8)] + fields + Array("data".utf8)
    }
}
