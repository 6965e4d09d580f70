import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Apple's Device variable, `{{Device}}`: the host's facts under Apple's property names.
final class DeviceVariableTests: IsolatedTestCase {
    func run(_ text: String, host: PresentationHost, strict: Bool = false) throws -> Value {
        let json = #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "\#(text)"}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        var options = RunOptions()
        options.strict = strict
        return try Runner(registry: BuiltinActions.registry, host: host, options: options).run(program, input: .nothing).output
    }

    let linux = PresentationHost([
        .systemName: .text("Linux"), .systemVersion: .text("6.1.0"), .model: .text("x86_64"), .deviceName: .text("build-7"),
    ])

    func testPropertiesReadTheHostsFacts() throws {
        XCTAssertEqual(
            try run(
                "{{Device | property: Device Name}} {{Device | property: System Version}} {{Device | property: Device Model}}",
                host: linux),
            .text("build-7 6.1.0 x86_64"))
        XCTAssertEqual(try run("{{Device | property: Device Type}}", host: linux), .text("Linux"))
        let mac = PresentationHost([.systemName: .text("macOS"), .model: .text("MacBookPro18,3")])
        XCTAssertEqual(
            try run("{{Device | property: Device Type}} {{Device | property: Device Model}}", host: mac), .text("Mac Mac"))
    }

    func testFactsATerminalDoesNotTellAreNothing() throws {
        XCTAssertEqual(
            try run("[{{Device | property: Screen Width}}][{{Device | property: Current Brightness}}]", host: linux),
            .text("[][]"))
        XCTAssertEqual(try run("[{{Device | property: System Version}}]", host: PresentationHost()), .text("[]"))
    }

    /// As Apple's runtime, a property the item lacks gives nothing (with a warning); `--strict` stops there.
    func testAPropertyItDoesNotHaveIsNothingOrUnderStrictAnError() throws {
        XCTAssertEqual(try run("[{{Device | property: Colour}}]", host: linux), .text("[]"))
        XCTAssertThrowsError(try run("{{Device | property: Colour}}", host: linux, strict: true)) { error in
            guard let failure = error as? WorkflowError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                failure.description,
                "t.json:1:73: error: action 1 'Text' (gettext), parameter 'text': {{Device | property: Colour}}: a dictionary has no property 'Colour'\n"
                    + "hint: use one of 'Count', 'Keys', 'Values', 'Type', 'Device Name', 'Device Type', 'Device Model', 'Device Hostname', "
                    + "'System Version', 'Screen Width', 'Screen Height', 'Current Volume', 'Current Brightness', 'Current Appearance', "
                    + "'System Name', 'Language'")
        }
    }

    func testAVariableNamedDeviceIsReachedWithVar() throws {
        let json =
            #"{"version": 1, "actions": [{"action": "setvariable", "parameters": {"name": "Device", "input": "mine"}}, {"action": "gettext", "parameters": {"text": "{{var:Device}}"}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        XCTAssertEqual(
            try Runner(registry: BuiltinActions.registry, host: linux).run(program, input: .nothing).output, .text("mine"))
    }
}

/// Get Details of Shortcut on a host without a library: the action's own message.
final class ShortcutDetailsWithoutLibraryTests: IsolatedTestCase {
    func testAHostWithoutALibraryIsNamed() throws {
        let json = #"{"version": 1, "actions": [{"action": "properties.workflow", "parameters": {"shortcut": "Greeter"}}]}"#
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "t.json"), registry: BuiltinActions.registry, file: "t.json")
        XCTAssertThrowsError(
            try Runner(registry: BuiltinActions.registry, host: PresentationHost()).run(program, input: .nothing)
        ) { error in
            XCTAssertEqual(
                (error as? WorkflowError)?.description,
                "t.json:1:89: error: action 1 'Get Details of Shortcut' (properties.workflow), parameter 'shortcut': no workflow named 'Greeter' in the library\nhint: this run has no library of workflows"
            )
        }
    }
}
