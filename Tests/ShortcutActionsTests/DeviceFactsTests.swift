import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// A quiet host that reports pinned device facts and gives one answer to every question.
final class FactHost: WorkflowHost {
    let facts: [DeviceFact: Value]
    let reply: String?
    init(_ facts: [DeviceFact: Value], reply: String? = nil) {
        self.facts = facts
        self.reply = reply
    }
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    func now() -> Date { Date(timeIntervalSince1970: 0) }
    func readClipboard() throws(ActionFailure) -> Value { .nothing }
    func writeClipboard(_ value: Value) throws(ActionFailure) {}
    func answer(_ question: Question) throws(ActionFailure) -> String {
        guard let reply else { throw ActionFailure("no answer") }
        return reply
    }
    func show(_ text: String) {}
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data { throw ActionFailure("no file") }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes { throw ActionFailure("no file") }
    var fileSystem: any FileSystem = LocalFileSystem()
    func deviceFact(_ fact: DeviceFact) -> Value? { facts[fact] }
}

/// Get Device Details, Get Battery Level and Get IP Address over pinned facts, and the system
/// readers checked for shape only (not this machine's values).
final class DeviceFactsTests: IsolatedTestCase {
    /// Runs one action on a host with `facts`.
    func run(_ identifier: String, _ parameters: String = "{}", facts: [DeviceFact: Value], reply: String? = nil) throws -> Value
    {
        let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: FactHost(facts, reply: reply)).run(program, input: .nothing)
            .output
    }

    func testDeviceDetailsReadTheHostsFacts() throws {
        let facts: [DeviceFact: Value] = [
            .deviceName: .text("box"), .systemName: .text("Linux"), .systemVersion: .text("6.1"), .uptime: .number(12),
            .totalMemory: .number(1024), .language: .text("en_GB"),
        ]
        XCTAssertEqual(try run("getdevicedetails", facts: facts), .text("box"))
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "System Name"}"#, facts: facts), .text("Linux"))
        XCTAssertEqual(try run("getdevicedetails", #"{"WFDeviceDetail": "System Version"}"#, facts: facts), .text("6.1"))
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Uptime"}"#, facts: facts), .number(12))
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Memory"}"#, facts: facts), .number(1024))
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Language"}"#, facts: facts), .text("en_GB"))
    }

    func testWhatTheSystemDoesNotTellIsNothing() throws {
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Device Model"}"#, facts: [:]), .nothing)
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Screen Width"}"#, facts: [.model: .text("x")]), .nothing)
        XCTAssertEqual(try run("getdevicedetails", #"{"detail": "Device Is Watch"}"#, facts: [:]), .boolean(false))
        XCTAssertEqual(try run("getbatterylevel", facts: [:]), .nothing)
        XCTAssertEqual(try run("getbatterylevel", facts: [.batteryLevel: .number(80)]), .number(80))
    }

    func testAnUnknownDetailIsRejectedWithTheChoices() {
        XCTAssertTrue(failure("getdevicedetails", #"{"detail": "Shoe Size"}"#).contains("'Shoe Size'"))
    }

    func testLocalIPAddressesComeFromTheHost() throws {
        let facts: [DeviceFact: Value] = [.localIPv4: .text("192.0.2.7"), .localIPv6: .text("2001:db8::7")]
        XCTAssertEqual(try run("getipaddress", #"{"source": "Local"}"#, facts: facts), .text("192.0.2.7"))
        XCTAssertEqual(try run("getipaddress", #"{"source": "Local", "kind": "IPv6"}"#, facts: facts), .text("2001:db8::7"))
        XCTAssertEqual(try run("getipaddress", #"{"source": "Local"}"#, facts: [:]), .nothing)
    }

    /// The external address (Apple's default) is asked of the address service, over the network.
    func testTheExternalAddressNeedsTheNetwork() {
        XCTAssertEqual(
            failure("getipaddress"),
            "t.json:1:39: error: action 1 'Get Current IP Address' (getipaddress), parameter 'source': network access is off; this action would connect to 'api.ipify.org'\nhint: add 'api.ipify.org' to RunOptions.network (.hosts), or set it to .anyHost, to allow it"
        )
    }

    func testAnAddressIsDottedDecimalOrHexadecimalGroups() {
        for (text, ipv6, expected) in [
            ("203.0.113.7", false, true), ("255.255.255.255", false, true), ("256.1.1.1", false, false),
            ("1.2.3", false, false), ("1.2.3.4.5", false, false), ("<html>", false, false), ("", false, false),
            ("2001:db8::1", true, true), ("::ffff:192.0.2.1", true, true), ("2001:db8::1::2", true, false),
            ("203.0.113.7", true, false), ("g::1", true, false),
        ] {
            XCTAssertEqual(GetIPAddressAction.isAddress(text, ipv6: ipv6), expected, text)
        }
    }

    func testTheSystemReadersAnswerInShape() {
        if case .text(let name)? = LocalDeviceFacts.fact(.systemName) {
            XCTAssertFalse(name.isEmpty)
        } else {
            XCTFail("no system name")
        }
        if case .number(let uptime)? = LocalDeviceFacts.fact(.uptime) {
            XCTAssertFalse(uptime.isNegative)
        } else {
            XCTFail("no uptime")
        }
        if case .number(let memory)? = LocalDeviceFacts.fact(.totalMemory) {
            XCTAssertGreaterThan(memory.double, 0)
        } else {
            XCTFail("no memory")
        }
        if case .number(let cores)? = LocalDeviceFacts.fact(.processorCount) {
            XCTAssertGreaterThanOrEqual(cores.double, 1)
        } else {
            XCTFail("no processor count")
        }
        if case .text(let address)? = LocalDeviceFacts.fact(.localIPv4) {
            XCTAssertEqual(address.split(separator: ".").count, 4, address)
            XCTAssertFalse(address.hasPrefix("127."))
        }
    }

    func testBatteryLevelReadsTheFirstBatteryOfAPowerSupplyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("power-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func supply(_ name: String, type: String, capacity: String?) throws {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
            try Data((type + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/" + name + "/type"))
            if let capacity {
                try Data((capacity + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/" + name + "/capacity"))
            }
        }
        try supply("AC", type: "Mains", capacity: nil)
        XCTAssertNil(LocalDeviceFacts.batteryLevel(in: folder))
        try supply("BAT0", type: "Battery", capacity: "57")
        XCTAssertEqual(LocalDeviceFacts.batteryLevel(in: folder), 57)
        XCTAssertNil(LocalDeviceFacts.batteryLevel(in: folder + "/missing"))
    }

    /// A host that only answers (no `choose` of its own) picks through `Question.offsets(for:)`.
    func testAHostsTextAnswerPicksFromAList() throws {
        let list = #"{"items": ["a", "b", "c"], "multiple": true}"#
        XCTAssertEqual(try run("choosefromlist", list, facts: [:], reply: "3, A"), .list([.text("c"), .text("a")]))
        XCTAssertEqual(try run("choosefromlist", #"{"items": ["a", "b"]}"#, facts: [:], reply: "B"), .text("b"))
        XCTAssertThrowsError(try run("choosefromlist", #"{"items": ["a", "b"]}"#, facts: [:], reply: "z")) { error in
            XCTAssertEqual(
                "\(error)",
                "t.json:1:39: error: action 1 'Choose from List' (choosefromlist): 'z' is not one of the menu's options\nhint: answer with one of 'a', 'b' or its number"
            )
        }
        XCTAssertEqual(try run("alert", #"{"input": "kept"}"#, facts: [:], reply: "ok"), .text("kept"))
        XCTAssertEqual(try run("alert", #"{"input": "kept"}"#, facts: [:], reply: "2"), .nothing)
    }
}
