import AppleFormats
import XCTest

final class JSONPlistTests: IsolatedTestCase {
    func testReadsPlutilJSONKeepingKeyOrder() throws {
        let text =
            #"  {"WFWorkflowActions": [{"id": "is.workflow.actions.comment", "n": -3, "r": 2.5e1, "ok": true, "no": false}],"#
            + #" "z": "tab\t quote\" slash\/ \u00e9 \ud83d\ude00", "a": {}, "big": 18446744073709551615}"#
        let (plist, format) = try PropertyList.parse(Data(text.utf8), format: nil)
        XCTAssertEqual(format, .json)
        XCTAssertEqual(plist.dictionaryValue?.keys, ["WFWorkflowActions", "z", "a", "big"])
        XCTAssertEqual(
            plist["WFWorkflowActions"]?[0], ["id": "is.workflow.actions.comment", "n": -3, "r": 25.0, "ok": true, "no": false])
        XCTAssertEqual(plist["z"], "tab\t quote\" slash/ é 😀")
        XCTAssertEqual(plist["big"], .unsignedInteger(UInt64.max))
    }

    func testCorpusJSONRenderingMatchesXML() throws {
        // A JSON rendering made the way plutil does it (no dates or data in this file).
        let original = try PropertyList.parse(Fixtures.data("shortcuts/macstories__Days_In_a_Month.xml"))
        let json = try JSONSerialization.data(withJSONObject: foundationObject(original))
        XCTAssertEqual(try PropertyList.parse(json), original)
    }

    func testMalformedJSON() {
        assertFails("JSON: null has no property-list equivalent at offset 6") {
            try PropertyList.parse(Data(#"{"a": null}"#.utf8))
        }
        assertFails("JSON: expected ',' or '}' in object at offset 8") { try PropertyList.parse(Data(#"{"a": 1 "b": 2}"#.utf8)) }
        assertFails("JSON: unterminated string at offset 1") { try PropertyList.parse(Data(#"["abc]"#.utf8)) }
        assertFails("JSON: expected a string key at offset 1") { try PropertyList.parse(Data("{1: 2}".utf8)) }
        assertFails("JSON: unknown escape '\\q' at offset 2") { try PropertyList.parse(Data(#"["\q"]"#.utf8)) }
        assertFails("JSON: '1.2.3' is not a number at offset 1") { try PropertyList.parse(Data("[1.2.3]".utf8)) }
        assertFails("JSON: unexpected content after the root value at offset 3") { try PropertyList.parse(Data("[] []".utf8)) }
        assertFails("JSON: expected a value, found the end of the input at offset 1") { try PropertyList.parse(Data("[".utf8)) }
        assertFails("cannot write property list: JSON output is not supported; write XML or binary") {
            try PropertyList.string("x").serialized(as: .json)
        }
    }

    private func foundationObject(_ value: PropertyList) -> Any {
        switch value {
        case .string(let text): return text
        case .integer(let number): return NSNumber(value: number)
        case .real(let number): return NSNumber(value: number)
        case .bool(let flag): return NSNumber(value: flag)
        case .array(let items): return items.map(foundationObject)
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for entry in dictionary.entries { result[entry.key] = foundationObject(entry.value) }
            return result
        default: return "unsupported"
        }
    }
}

final class KeyedArchiveTests: IsolatedTestCase {
    func testFilterFinderItemsPredicateFromAutomator() throws {
        let document = try PropertyList.parse(
            Fixtures.data("automator/revolter__Convert_webm_to_mp4.workflow/Contents/document.wflow"))
        guard let archived = document["actions"]?[0]?["action"]?["ActionParameters"]?["predicate"]?.data else {
            return XCTFail("no predicate data")
        }
        let root = try KeyedArchive.unarchive(archived)
        guard let compound = root.object else { return XCTFail("root is not an object") }
        XCTAssertEqual(compound.className, "NSCompoundPredicate")
        XCTAssertEqual(compound.classHierarchy, ["NSCompoundPredicate", "NSPredicate", "NSObject"])
        XCTAssertEqual(compound["NSCompoundPredicateType"]?.integer, 1)
        guard let comparison = compound["NSSubpredicates"]?.elements?.first?.object else { return XCTFail("no subpredicate") }
        XCTAssertTrue(comparison.isKind(of: "NSPredicate"))
        XCTAssertEqual(comparison.className, "NSComparisonPredicate")
        let predicateOperator = comparison["NSPredicateOperator"]
        XCTAssertEqual(predicateOperator?.object?.className, "NSEqualityPredicateOperator")
        XCTAssertEqual(predicateOperator?["NSOperatorType"]?.integer, 4)
        XCTAssertEqual(predicateOperator?["NSModifier"]?.integer, 0)
        XCTAssertEqual(predicateOperator?["NSOptions"]?.integer, 3)
        XCTAssertEqual(predicateOperator?["NSNegate"]?.bool, false)
        let left = comparison["NSLeftExpression"]
        XCTAssertEqual(left?.object?.className, "NSKeyPathExpression")
        XCTAssertEqual(left?["NSSelectorName"]?.string, "valueForKey:")
        XCTAssertEqual(left?["NSOperand"]?.object?.className, "NSSelfExpression")
        XCTAssertEqual(left?["NSArguments"]?.elements?.first?["NSKeyPath"]?.string, "fileExtension")
        XCTAssertEqual(comparison["NSRightExpression"]?["NSConstantValue"]?.string, "webm")
    }

    func testColorArchiveWithDataAndStrings() throws {
        let document = try PropertyList.parse(
            Fixtures.data("automator/Karl-Horning__Number_Images_Sequentially.workflow/Contents/document.wflow"))
        guard let archived = document["workflowMetaData"]?["backgroundColor"]?.data else { return XCTFail("no colour data") }
        let root = try KeyedArchive.unarchive(archived)
        XCTAssertEqual(root.object?.className, "NSColor")
    }

    func testCyclesBecomeBackReferencesAndBadArchivesFail() throws {
        let classInfo: PropertyList = ["$classname": "Node", "$classes": ["Node", "NSObject"]]
        let archive: PropertyList = [
            "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
            "$objects": ["$null", ["$class": .uid(2), "next": .uid(1), "nothing": .uid(0), "NS.string": "self"], classInfo],
        ]
        let root = try KeyedArchive.unarchive(archive)
        XCTAssertEqual(root["next"], .cycle(uid: 1))
        XCTAssertEqual(root["nothing"], .null)
        XCTAssertEqual(root.string, "self")
        // Through XML the UIDs become CF$UID dictionaries and come back as UIDs.
        XCTAssertEqual(try PropertyList.parse(archive.serialized(as: .xml)), archive)

        assertFails("NSKeyedArchiver: reference to object 9, but $objects has 3 entries") {
            try KeyedArchive.unarchive(["$top": ["root": .uid(9)], "$objects": ["$null", 1, 2]])
        }
        assertFails("NSKeyedArchiver: $top has no key 'root' (keys: other)") {
            try KeyedArchive.unarchive(["$top": ["other": 1], "$objects": []])
        }
        assertFails("NSKeyedArchiver: missing $objects array") { try KeyedArchive.unarchive(["$top": ["root": 1]]) }
        assertFails("NSKeyedArchiver: object 1 has a $class that is not a reference to a class description") {
            try KeyedArchive.unarchive(["$top": ["root": .uid(1)], "$objects": ["$null", ["$class": 5]]])
        }
        var chain: [PropertyList] = ["$null"]
        for index in 1...300 { chain.append(["$class": .uid(301), "child": .uid(UInt64(index + 1))]) }
        chain.append(classInfo)
        assertFails("NSKeyedArchiver: nesting deeper than 256 levels") {
            try KeyedArchive.unarchive(["$top": ["root": .uid(1)], "$objects": .array(chain)])
        }
    }
}

final class ContainerSniffingTests: IsolatedTestCase {
    func testSniffsEachRendering() throws {
        XCTAssertEqual(try ShortcutContainer.extractPlist(from: Data(#"{"WFWorkflowActions": []}"#.utf8)).container, .json)
        XCTAssertEqual(
            try ShortcutContainer.extractPlist(from: PropertyList.array([]).serialized(as: .binary)).container, .binary)
        XCTAssertEqual(try ShortcutContainer.extractPlist(from: Data("  \n<array/>".utf8)).container, .xml)
        assertFails(
            "Apple Encrypted Archive: this is a signed shortcut, not a bare property list; open it with ShortcutContainer.extractPlist"
        ) {
            try PropertyList.parse(Data("AEA1\0\0\0\0".utf8))
        }
        assertFails("binary plist: missing 'bplist0' header") { try PropertyList.parse(Data("{".utf8), format: .binary) }
        assertFails("not a property list, Apple Encrypted Archive or JSON (the input is empty)") {
            try PropertyList.parse(Data())
        }
    }

    func testAccessors() {
        let value: PropertyList = ["a": [1, 2.5, true, "s"], "d": .data(Data([1])), "u": .uid(3)]
        XCTAssertEqual(value["a"]?[0]?.integer, 1)
        XCTAssertEqual(value["a"]?[1]?.double, 2.5)
        XCTAssertEqual(value["a"]?[2]?.bool, true)
        XCTAssertEqual(value["a"]?[3]?.string, "s")
        XCTAssertNil(value["a"]?[9])
        XCTAssertEqual(value["d"]?.data, Data([1]))
        XCTAssertEqual(value["u"]?.uid, 3)
        XCTAssertNil(value["missing"])
        var dictionary = value.dictionaryValue ?? PlistDictionary()
        dictionary["a"] = nil
        dictionary["z"] = "last"
        XCTAssertEqual(dictionary.keys, ["d", "u", "z"])
        XCTAssertEqual(PropertyList.dictionary(dictionary), ["z": "last", "u": .uid(3), "d": .data(Data([1]))])
    }
}

/// Issue 16: the JSON plist reader refuses a key written twice in one object.
final class JSONPlistDuplicateKeyTests: IsolatedTestCase {
    func testDuplicateKeyIsRejectedWithBothOffsets() {
        XCTAssertThrowsError(try PropertyList.parse(Data(#"{"WFWorkflowActions": [], "a": {"k": 1, "k": 2}}"#.utf8))) { error in
            XCTAssertEqual(
                "\(error)", "JSON: duplicate key \"k\" at offset 40 (first at offset 32); keys of an object must be unique")
        }
        XCTAssertNoThrow(try PropertyList.parse(Data(#"[{"k": 1}, {"k": 2}]"#.utf8)))
    }
}
