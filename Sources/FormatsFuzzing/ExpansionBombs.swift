import AppleFormats
import Foundation

/// Small inputs whose shared references expand exponentially: the reproducers of issue 16 and
/// the "shared references" part of the structure-aware generator. Each level holds the previous
/// level twice, so `levels` levels stand for about 2^levels values.
public enum ExpansionBombs {
    /// A binary plist, written byte by byte: object 0 is the string "x", object i (1…levels) an
    /// array referring to object i − 1 twice; the top object is the last array. 30 levels are
    /// about 300 bytes and expand to 2^31 − 1 values.
    /// `leaf` replaces "x" (ASCII), e.g. a long text to pass the budget's bytes rather than its values.
    public static func binaryPlist(levels: Int, leaf: String = "x") -> [UInt8] {
        let count = max(1, levels) + 1
        let referenceSize = count < 256 ? 1 : 2
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(bytes.count)
        let text = Array(leaf.utf8)
        bytes += text.count < 15 ? [0x50 | UInt8(text.count)] : [0x5F, 0x13] + bigEndian(UInt64(text.count), size: 8)
        bytes += text
        for index in 1..<count {
            offsets.append(bytes.count)
            bytes.append(0xA2)
            for _ in 0..<2 { bytes += bigEndian(UInt64(index - 1), size: referenceSize) }
        }
        let table = bytes.count
        let offsetSize = bytes.count < 256 ? 1 : bytes.count < 65_536 ? 2 : 4
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(UInt64(count), size: 8) + bigEndian(UInt64(count - 1), size: 8) + bigEndian(UInt64(table), size: 8)
        return bytes
    }

    /// An NSKeyedArchiver archive (binary plist, no sharing in the plist itself): NSArray objects
    /// whose `NS.objects` refer to the previous NSArray twice, `levels` deep, over the string "x".
    public static func keyedArchive(levels: Int) -> [UInt8] {
        var objects: [PropertyList] = [.string("$null"), classDescription("NSArray", ["NSArray", "NSObject"]), .string("x")]
        for _ in 0..<max(1, levels) {
            let previous = UInt64(objects.count - 1)
            objects.append(archivedObject(class: 1, [("NS.objects", .array([.uid(previous), .uid(previous)]))]))
        }
        return archive(objects)
    }

    /// An archived `NSPredicate` as Automator's Filter Finder Items stores it: an OR compound whose
    /// two subpredicates are the same previous compound, `levels` deep, over `fileExtension ==[cd] "txt"`.
    public static func predicate(levels: Int) -> [UInt8] {
        var objects: [PropertyList] = [
            .string("$null"),
            classDescription("NSKeyPathExpression", ["NSKeyPathExpression", "NSExpression", "NSObject"]),
            classDescription("NSConstantValueExpression", ["NSConstantValueExpression", "NSExpression", "NSObject"]),
            classDescription(
                "NSComparisonPredicateOperator", ["NSComparisonPredicateOperator", "NSPredicateOperator", "NSObject"]),
            classDescription("NSComparisonPredicate", ["NSComparisonPredicate", "NSPredicate", "NSObject"]),
            classDescription("NSCompoundPredicate", ["NSCompoundPredicate", "NSPredicate", "NSObject"]),
            classDescription("NSArray", ["NSArray", "NSObject"]),
        ]
        objects.append(archivedObject(class: 1, [("NSKeyPath", .string("fileExtension"))]))  // 7
        objects.append(archivedObject(class: 2, [("NSConstantValue", .string("txt"))]))  // 8
        objects.append(archivedObject(class: 3, [("NSOperatorType", .integer(4)), ("NSOptions", .integer(3))]))  // 9
        objects.append(
            archivedObject(
                // 10
                class: 4, [("NSLeftExpression", .uid(7)), ("NSRightExpression", .uid(8)), ("NSPredicateOperator", .uid(9))]))
        for _ in 0..<max(1, levels) {
            let previous = UInt64(objects.count - 1)
            objects.append(archivedObject(class: 6, [("NS.objects", .array([.uid(previous), .uid(previous)]))]))
            let list = UInt64(objects.count - 1)
            objects.append(archivedObject(class: 5, [("NSCompoundPredicateType", .integer(2)), ("NSSubpredicates", .uid(list))]))
        }
        return archive(objects)
    }

    /// An Automator `document.wflow` (XML plist) whose one action, Filter Finder Items, holds
    /// `predicate` as its archived predicate.
    public static func automatorDocument(predicate: [UInt8]) -> [UInt8] {
        let action = PropertyList.dictionary(
            PlistDictionary([
                (key: "BundleIdentifier", value: .string("com.apple.Automator.FilterFinderItems2")),
                (key: "ActionName", value: .string("Filter Finder Items")),
                (
                    key: "ActionParameters",
                    value: .dictionary(PlistDictionary([(key: "predicate", value: .data(Data(predicate)))]))
                ),
            ]))
        let document = PropertyList.dictionary(
            PlistDictionary([
                (key: "AMApplicationBuild", value: .string("521")),
                (key: "actions", value: .array([.dictionary(PlistDictionary([(key: "action", value: action)]))])),
            ]))
        return (try? [UInt8](document.serialized(as: .xml))) ?? []
    }

    private static func classDescription(_ name: String, _ hierarchy: [String]) -> PropertyList {
        .dictionary(
            PlistDictionary([
                (key: "$classname", value: .string(name)), (key: "$classes", value: .array(hierarchy.map { .string($0) })),
            ]))
    }

    private static func archivedObject(class uid: UInt64, _ fields: [(String, PropertyList)]) -> PropertyList {
        .dictionary(PlistDictionary([(key: "$class", value: .uid(uid))] + fields.map { (key: $0.0, value: $0.1) }))
    }

    private static func archive(_ objects: [PropertyList]) -> [UInt8] {
        let root = PropertyList.dictionary(
            PlistDictionary([
                (key: "$archiver", value: .string("NSKeyedArchiver")),
                (key: "$version", value: .integer(100000)),
                (key: "$top", value: .dictionary(PlistDictionary([(key: "root", value: .uid(UInt64(objects.count - 1)))]))),
                (key: "$objects", value: .array(objects)),
            ]))
        return (try? [UInt8](root.serialized(as: .binary))) ?? []
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (UInt64(size - 1 - $0) * 8)) }
    }
}
