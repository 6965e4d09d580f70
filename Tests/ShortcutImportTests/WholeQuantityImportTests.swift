import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's quantity fields (Adjust Date's `WFDuration`, Measurement's `WFMeasurementUnit`,
/// `{Magnitude, Unit}`) holding a variable as a whole, and Duration's default unit (issue 24,
/// item 3: the definition sweep listed both as unsupported).
final class WholeQuantityImportTests: IsolatedTestCase {
    private func attachment(_ uuid: String, _ name: String) -> PropertyList {
        [
            "Value": ["Type": "ActionOutput", "OutputUUID": .string(uuid), "OutputName": .string(name)],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
    }

    private func quantity(_ magnitude: PropertyList, unit: String? = nil) -> PropertyList {
        var fields = PlistDictionary([(key: "Magnitude", value: magnitude)])
        if let unit { fields["Unit"] = .string(unit) }
        return ["Value": .dictionary(fields), "WFSerializationType": "WFQuantityFieldValue"]
    }

    private var measurement: PropertyList {
        Probe.action(
            "is.workflow.actions.measurement.create",
            [
                "UUID": "M1", "WFMeasurementUnitType": "Duration",
                "WFMeasurementUnit": quantity("90", unit: "min"),
            ])
    }

    /// A date, and Adjust Date adding the Measurement's output, given as the whole field.
    private var adjusting: [PropertyList] {
        [
            Probe.action(
                "is.workflow.actions.date",
                ["UUID": "D1", "WFDateActionMode": "Specified Date", "WFDateActionDate": "2024-03-01 10:00"]),
            Probe.action(
                "is.workflow.actions.adjustdate",
                ["WFDate": attachment("D1", "Date"), "WFDuration": attachment("M1", "Measurement")]),
        ]
    }

    func testAWholeVariableIsTheMeasurement() throws {
        let result = try Probe.importActions(
            [measurement] + adjusting + [
                Probe.action(
                    "is.workflow.actions.measurement.create",
                    ["WFMeasurementUnitType": "Duration", "WFMeasurementUnit": attachment("M1", "Measurement")])
            ])
        XCTAssertTrue(result.report.unsupported.isEmpty, "\(result.report.unsupported)")
        let written = Probe.written(result)
        XCTAssertEqual(
            written[2], #"{"action": "adjustdate", "parameters": {"duration": "{{Measurement}}", "date": "{{Date}}"}}"#)
        XCTAssertEqual(
            written[3], #"{"action": "measurement.create", "parameters": {"measurement": "{{Measurement}}", "type": "Duration"}}"#
        )
        XCTAssertEqual(try Probe.run(result.document), "90 min\n")
        let adjusted = try Probe.importActions(
            [measurement] + adjusting + [
                Probe.action("is.workflow.actions.format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "HH:mm"])
            ])
        XCTAssertEqual(try Probe.run(adjusted.document), "11:30\n")
    }

    /// A Duration field with a magnitude and no unit counts seconds (`DefaultUnit` sec); an
    /// action with no amount gets no unit.
    func testADurationWithoutAUnitCountsSeconds() throws {
        let empty: PropertyList = ["Value": .dictionary(PlistDictionary()), "WFSerializationType": "WFQuantityFieldValue"]
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.adjustdate", ["WFDuration": quantity(5)]),
            Probe.action("is.workflow.actions.adjustdate", ["WFAdjustOperation": "Get Start of Day"]),
            // The editor's empty field, nothing typed: the defaults, as an absent field.
            Probe.action("is.workflow.actions.adjustdate", ["WFDuration": empty]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "adjustdate", "parameters": {"amount": 5, "unit": "seconds"}}"#,
                #"{"action": "adjustdate", "parameters": {"operation": "Get Start of Day"}}"#,
                #"{"action": "adjustdate"}"#,
            ])
    }

    /// Export writes our days where a document names no unit, and a whole duration as the field.
    func testExportKeepsTheUnitAndTheWholeField() throws {
        let document = try DocumentReader.read(
            Data(
                #"""
                {"version": 1, "actions": [
                  {"action": "measurement.create", "id": "span", "parameters": {"type": "Duration", "amount": 2, "unit": "hr"}},
                  {"action": "adjustdate", "parameters": {"amount": 2}},
                  {"action": "adjustdate", "parameters": {"duration": "{{span}}"}}
                ]}
                """#.utf8), file: "t.json")
        let exported = try ShortcutExporter(registry: Corpus.registry).export(document)
        let actions = exported.plist["WFWorkflowActions"]?.array ?? []
        XCTAssertEqual(actions.count, 3)
        let second: PropertyList? = actions[1]["WFWorkflowActionParameters"]?["WFDuration"]?["Value"]
        XCTAssertEqual(second?["Unit"]?.string, "days")
        let third: PropertyList? = actions[2]["WFWorkflowActionParameters"]?["WFDuration"]
        XCTAssertEqual(third?["WFSerializationType"]?.string, "WFTextTokenAttachment")
        let back = try Corpus.roundTrip(document)
        XCTAssertEqual(
            back.actions.dropFirst().map { DocumentWriter.compact(DocumentWriter.json($0)) },
            [
                #"{"action": "adjustdate", "parameters": {"amount": 2, "unit": "days"}}"#,
                #"{"action": "adjustdate", "parameters": {"duration": "{{span}}"}}"#,
            ])
    }
}
