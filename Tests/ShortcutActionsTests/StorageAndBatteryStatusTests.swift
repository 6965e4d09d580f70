import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Storage and Get Battery Level (Toolbox Pro's battery states) over pinned facts (FactHost), and the system readers
/// checked for shape only.
final class StorageAndBatteryStatusTests: IsolatedTestCase {
    /// The runner of DeviceFactsTests: one action on a FactHost.
    struct Runs {
        func run(_ identifier: String, _ parameters: String = "{}", facts: [DeviceFact: Value]) throws -> Value {
            let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
            let program = try Compiler.compile(
                try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
            return try Runner(registry: BuiltinActions.registry, host: FactHost(facts)).run(program, input: .nothing).output
        }
    }
    let facts = Runs()
    let disk: [DeviceFact: Value] = [
        .storageCapacity: .number(Number(500_107_862_016)), .storageAvailable: .number(Number(123_456_789_012)),
    ]

    func testGetStorageGivesBytesOrTextWithAUnit() throws {
        XCTAssertEqual(try facts.run("device.storage", facts: disk), .number(Number(500_107_862_016)))
        XCTAssertEqual(
            try facts.run("device.storage", #"{"figure": "usedSpace"}"#, facts: disk), .number(Number(376_651_073_004)))
        XCTAssertEqual(
            try facts.run("device.storage", #"{"figure": "Available", "includeUnits": true}"#, facts: disk), .text("123.5 GB"))
        XCTAssertEqual(
            try facts.run("device.storage", #"{"includeUnits": true}"#, facts: [.storageCapacity: .number(Number(999))]),
            .text("999 bytes"))
        XCTAssertEqual(try facts.run("device.storage", #"{"figure": "Used"}"#, facts: [:]), .nothing)
        XCTAssertEqual(GetStorageAction.withUnit(999_950), "1.0 MB")
        XCTAssertEqual(GetStorageAction.withUnit(1_500_000_000_000), "1.5 TB")
    }

    /// Toolbox Pro's `unitOfMeasurement`: decimal megabytes or gigabytes to two decimals, as a number or with the unit.
    func testGetStorageInMegabytesOrGigabytes() throws {
        XCTAssertEqual(try facts.run("device.storage", #"{"unit": "GB"}"#, facts: disk), .number(Number(500.11)))
        XCTAssertEqual(
            try facts.run("device.storage", #"{"figure": "remainingSpace", "unit": "MB"}"#, facts: disk),
            .number(Number(123456.79)))
        XCTAssertEqual(
            try facts.run("device.storage", #"{"unit": "GB", "includeUnits": true}"#, facts: disk), .text("500.11 GB"))
        XCTAssertEqual(try facts.run("device.storage", #"{"unit": "MB"}"#, facts: [:]), .nothing)
    }

    /// Uptime in Toolbox Pro's units, whole units rounded down; the screen facts a computer lacks are Nothing.
    func testGetDeviceDetailsUptimeUnitsAndScreenFacts() throws {
        let up: [DeviceFact: Value] = [.uptime: .number(Number(200_000))]
        let expected: [(unit: String, value: Int)] = [("Seconds", 200_000), ("minutes", 3333), ("hours", 55), ("Days", 2)]
        for (unit, value) in expected {
            XCTAssertEqual(
                try facts.run("getdevicedetails", #"{"detail": "Uptime", "uptimeUnit": "\#(unit)"}"#, facts: up),
                .number(Number(value)), unit)
        }
        for detail in ["Screen Diagonal", "Screen Pixel Density", "Screen Ratio", "Available Biometrics", "Thermal State"] {
            XCTAssertEqual(try facts.run("getdevicedetails", #"{"detail": "\#(detail)"}"#, facts: up), .nothing, detail)
        }
    }

    func testGetBatteryLevelTakesToolboxProsBatteryStates() throws {
        let battery: [DeviceFact: Value] = [.batteryLevel: .number(Number(80)), .batteryCharging: .boolean(true)]
        XCTAssertEqual(try facts.run("getbatterylevel", #"{"subject": "batteryLevel"}"#, facts: battery), .number(Number(80)))
        XCTAssertEqual(try facts.run("getbatterylevel", #"{"subject": "isCharging"}"#, facts: battery), .boolean(true))
        XCTAssertEqual(try facts.run("getbatterylevel", #"{"subject": "Is Charging"}"#, facts: [:]), .nothing)
    }

    func testTheSystemReportsADiskOfSomeSize() {
        guard case .number(let capacity)? = LocalDeviceFacts.fact(.storageCapacity),
            case .number(let available)? = LocalDeviceFacts.fact(.storageAvailable)
        else { return XCTFail("statvfs of the home folder answers") }
        XCTAssertGreaterThan(capacity.double, 0)
        XCTAssertLessThanOrEqual(available.double, capacity.double)
    }
}
