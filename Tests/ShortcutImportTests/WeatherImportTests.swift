import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's three weather actions, imported by their wire keys (iOS 13's `WFWeatherCustomLocation`,
/// Shortcuts 10's `WFInput` on the forecast) from minimal documents of each form: they were
/// Apple-only and are built now. iOS 12's `WFWeatherLocation` switch is `MigrationTests`'.
final class WeatherImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ identifier: String, _ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action(identifier, parameters)]))
    }

    func testGetCurrentWeatherImportsEachLocationForm() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.weather.currentconditions", [:]),
            [#"{"action": "weather.currentconditions"}"#])
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.weather.currentconditions",
                [
                    "WFWeatherCustomLocation": [
                        "isCurrentLocation": false,
                        "placemark": ["Name": "Lighthouse", "Location": ["Latitude": .real(10.5), "Longitude": .real(20)]],
                    ]
                ]),
            [
                #"{"action": "weather.currentconditions", "parameters": {"location": {"isCurrentLocation": false, "placemark": {"Name": "Lighthouse", "Location": {"Latitude": 10.5, "Longitude": 20}}}}}"#
            ])
    }

    func testALegacyTextLocationImportsAsItsText() throws {
        let field: PropertyList = [
            "Value": ["string": "Paris", "attachmentsByRange": [:]], "WFSerializationType": "WFTextTokenString",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.weather.forecast", ["WFWeatherCustomLocation": ["legacyVariableString": field]]),
            [#"{"action": "weather.forecast", "parameters": {"location": {"legacyVariableString": "Paris"}}}"#])
    }

    func testGetWeatherForecastImportsItsTypeAndShortcutsTensInput() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.weather.forecast", ["WFWeatherForecastType": "Hourly"]),
            [#"{"action": "weather.forecast", "parameters": {"type": "Hourly"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.weather.forecast", ["WFInput": "Paris"]),
            [#"{"action": "weather.forecast", "parameters": {"place": "Paris"}}"#])
    }

    func testGetDetailsOfWeatherConditionsImportsApplesPropertyNames() throws {
        for name in ["High", "Low", "Sunrise Time", "Sunset Time", "Feels Like", "UV Index", "Air Quality Index"] {
            XCTAssertEqual(
                try imported("is.workflow.actions.properties.weather.conditions", ["WFContentItemPropertyName": .string(name)]),
                [#"{"action": "properties.weather.conditions", "parameters": {"property": "\#(name)"}}"#])
        }
    }
}
