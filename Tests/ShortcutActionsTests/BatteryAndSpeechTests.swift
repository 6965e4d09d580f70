import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// A quiet host that records what it is asked to present and reports pinned device facts.
final class PresentationHost: WorkflowHost {
    var presented: [Presentation] = []
    let facts: [DeviceFact: Value]
    init(_ facts: [DeviceFact: Value] = [:]) { self.facts = facts }
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    func now() -> Date { Date(timeIntervalSince1970: 0) }
    func readClipboard() throws(ActionFailure) -> Value { .nothing }
    func writeClipboard(_ value: Value) throws(ActionFailure) {}
    func answer(_ question: Question) throws(ActionFailure) -> String { throw ActionFailure("no answer") }
    func show(_ text: String) {}
    func present(_ presentation: Presentation) { presented.append(presentation) }
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data { throw ActionFailure("no file") }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes { throw ActionFailure("no file") }
    var fileSystem: any FileSystem = LocalFileSystem()
    func deviceFact(_ fact: DeviceFact) -> Value? { facts[fact] }
}

/// Speak Text's voice settings reach the host; Get Battery Level's subjects (issue 11 item 3).
final class BatteryAndSpeechTests: IsolatedTestCase {
    /// Runs one action on `host`.
    func run(_ identifier: String, _ parameters: String = "{}", host: PresentationHost) throws -> Value {
        let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: host).run(program, input: .nothing).output
    }

    func testSpeechSettingsReachTheHost() throws {
        let host = PresentationHost()
        XCTAssertEqual(
            try run(
                "speaktext",
                #"{"text": "Bonjour", "voice": "com.apple.ttsbundle.Thomas-compact", "language": "fr-FR", "rate": 0.4, "pitch": 1.25}"#,
                host: host),
            .text("Bonjour"))
        _ = try run("speaktext", #"{"text": "hi", "voice": "Default"}"#, host: host)
        XCTAssertEqual(
            host.presented,
            [
                .speech(
                    "Bonjour",
                    settings: SpeechSettings(
                        voice: "com.apple.ttsbundle.Thomas-compact", language: "fr-FR", rate: Number(parsing: "0.4"),
                        pitch: Number(parsing: "1.25"))),
                .speech("hi"),
            ])
    }

    func testBatterySubjectsAskTheirFacts() throws {
        let host = PresentationHost([
            .batteryLevel: .number(57), .batteryCharging: .boolean(true), .chargerConnected: .boolean(true),
            .batteryChargeLimit: .number(80),
        ])
        XCTAssertEqual(try run("getbatterylevel", host: host), .number(57))
        XCTAssertEqual(try run("getbatterylevel", #"{"subject": "Is Charging"}"#, host: host), .boolean(true))
        XCTAssertEqual(try run("getbatterylevel", #"{"subject": "Is Connected to Charger"}"#, host: host), .boolean(true))
        XCTAssertEqual(try run("getbatterylevel", #"{"subject": "Charge Limit"}"#, host: host), .number(80))
        XCTAssertEqual(try run("getbatterylevel", #"{"subject": "Is Charging"}"#, host: PresentationHost()), .nothing)
    }

    func testBatteryStatusChargerAndLimitReadAPowerSupplyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("power-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ supply: String, _ fields: [String: String]) throws {
            try FileManager.default.createDirectory(atPath: folder + "/" + supply, withIntermediateDirectories: true)
            for (name, text) in fields {
                try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/" + supply + "/" + name))
            }
        }
        XCTAssertNil(LocalDeviceFacts.chargerConnected(in: folder))
        try write("AC", ["type": "Mains", "online": "0"])
        XCTAssertEqual(LocalDeviceFacts.chargerConnected(in: folder), false)
        XCTAssertNil(LocalDeviceFacts.batteryStatus(in: folder))
        try write("BAT0", ["type": "Battery", "status": "Discharging", "capacity": "40", "charge_control_end_threshold": "80"])
        XCTAssertEqual(LocalDeviceFacts.batteryStatus(in: folder), "Discharging")
        XCTAssertEqual(LocalDeviceFacts.chargerConnected(in: folder), false)
        XCTAssertEqual(LocalDeviceFacts.batteryChargeLimit(in: folder), 80)
        try write("BAT0", ["status": "Full"])
        XCTAssertEqual(LocalDeviceFacts.chargerConnected(in: folder), true)
        try write("AC", ["online": "1"])
        try write("BAT0", ["status": "Charging", "charge_control_end_threshold": "101"])
        XCTAssertEqual(LocalDeviceFacts.chargerConnected(in: folder), true)
        XCTAssertEqual(LocalDeviceFacts.batteryStatus(in: folder), "Charging")
        XCTAssertNil(LocalDeviceFacts.batteryChargeLimit(in: folder))
    }
}
