import AppleFormats
import XCTest

@testable import ShortcutImport

/// Get Distance's road routes and their switches import as written (Apple's definition: Route
/// Type Direct, Driving, Walking, Biking; Avoid Tolls and Avoid Highways shape a route).
final class GetDistanceImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ parameters: PropertyList) throws -> String {
        helper.written(try helper.importActions([helper.action("is.workflow.actions.getdistance", parameters)]))[0]
    }

    func testARoadRouteAndWhatItAvoidsAreMapped() throws {
        XCTAssertEqual(
            try imported(["WFGetDirectionsActionMode": "Driving", "WFAvoidTolls": true, "WFAvoidHighways": false]),
            #"{"action": "getdistance", "parameters": {"route": "Driving", "avoidTolls": true, "avoidHighways": false}}"#)
        XCTAssertEqual(
            try imported(["WFGetDirectionsActionMode": "Biking", "WFDistanceUnit": "Miles"]),
            #"{"action": "getdistance", "parameters": {"route": "Biking", "unit": "Miles"}}"#)
        XCTAssertEqual(
            try imported(["WFGetDirectionsActionMode": "Walking"]),
            #"{"action": "getdistance", "parameters": {"route": "Walking"}}"#)
    }
}
