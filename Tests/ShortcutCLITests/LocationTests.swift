import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutCLI

/// The location actions end to end through `shortcut do`, with places geocoded against the local
/// `TestHTTPServer`'s Open-Meteo-shaped answers (`OpenMeteoAnswers`); failures by their full message.
final class LocationTests: CLITestCase {
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }
    var options: [String] { ["--allow-network=127.0.0.1", "--weather-url", base + "/weather", "--no-input"] }

    /// A location as Apple serializes a picked one (`WFLocationValue`), with its placemark.
    let bigBen =
        #"{"isCurrentLocation": false, "placemark": {"addressDictionary": {"Name": "Big Ben", "Street": "Westminster Bridge Rd", "City": "London", "ZIP": "SW1A 0AA", "Country": "United Kingdom"}, "location": {"latitude": 51.5007, "longitude": -0.1246}}}"#

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(WebTestServer.shared, "the test server could not open a loopback socket")
    }

    func out(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = run(["do"] + arguments + options)
        XCTAssertEqual(result.err, "", file: file, line: line)
        XCTAssertEqual(result.code, 0, file: file, line: line)
        return result.out
    }

    func testALocationKeepsAPickedPlacesPartsAndGeocodesANameOnly() {
        XCTAssertEqual(
            out(["location", "location:=" + bigBen]),
            #"{"Name":"Big Ben","Street":"Westminster Bridge Rd","City":"London","ZIP Code":"SW1A 0AA","Country":"United Kingdom","Latitude":51.5007,"Longitude":-0.1246}"#
                + "\n")
        XCTAssertEqual(
            out(["location", "location=Paris"]),
            #"{"Name":"Paris","City":"Paris","State":"Île-de-France","ZIP Code":"75001","Country":"France","Latitude":48.85341,"Longitude":2.3488,"Altitude":42}"#
                + "\n")
        XCTAssertEqual(out(["location", "location=12.5, -7"]), #"{"Latitude":12.5,"Longitude":-7}"# + "\n")
        XCTAssertEqual(out(["location", "--here", "1.25,2"]), #"{"Latitude":1.25,"Longitude":2}"# + "\n")
    }

    func testDetailsOfALocationAreItsPartsAndAMissingOneIsNothing() {
        let details = [
            ("Name", "Big Ben"), ("Street", "Westminster Bridge Rd"), ("City", "London"), ("ZIP Code", "SW1A 0AA"),
            ("Country", "United Kingdom"), ("Latitude", "51.5007"), ("Longitude", "-0.1246"), ("State", ""),
            ("Phone Number", ""), ("Altitude", ""), ("Region", "United Kingdom"), ("Label", ""),
        ]
        for (detail, expected) in details {
            XCTAssertEqual(
                out(["properties.locations", "property=" + detail, "location:=" + bigBen]),
                expected.isEmpty ? "" : expected + "\n",
                detail)
        }
        // Text is geocoded; a placemark without coordinates is looked up by its address when they are asked for.
        XCTAssertEqual(out(["properties.locations", "property=State", "location=Paris"]), "Île-de-France\n")
        XCTAssertEqual(
            out([
                "properties.locations", "property=Latitude",
                #"location:={"placemark": {"addressDictionary": {"City": "Paris"}}}"#,
            ]),
            "48.85341\n")
        XCTAssertEqual(out(["properties.locations", "property=Street", "location=3,4"]), "")
        // A Workflow-era location holds only its text field, plain or as Apple stores a field; the
        // location actions read it as the weather actions do (one rule: `Place.legacyText`).
        XCTAssertEqual(
            out(["properties.locations", "property=Latitude", #"location:={"legacyVariableString": "12.5,-7"}"#]), "12.5\n")
        XCTAssertEqual(
            out([
                "properties.locations", "property=State",
                #"location:={"legacyVariableString": {"Value": {"string": "Paris\uFFFC"}, "WFSerializationType": "WFTextTokenString"}}"#,
            ]),
            "Île-de-France\n")
    }

    func testTheDirectDistanceIsTheGeodesicInTheUnitAsked() {
        XCTAssertEqual(out(["getdistance", "start=0,0", "end=0,90"]), "10018.7541713904\n")
        XCTAssertEqual(out(["getdistance", "start=0,0", "end=1,0", "unit=Miles"]), "68.7077396491739\n")
        XCTAssertEqual(out(["getdistance", "end=1,0", "--here", "0,0"]), "110.57438855796\n")
    }

    func testARoadRouteIsTheRoutingServersLengthForItsWayOfTravel() {
        let routing = ["--routing-url", base + "/routing"]
        func route(_ extra: [String]) -> String {
            out(["getdistance", "start=48.85341,2.3488", "end=48.8,2.2"] + extra + routing)
        }
        XCTAssertEqual(route(["route=Driving"]), "10.0005\n")
        XCTAssertEqual(route(["route=Walking", "unit=Miles"]), "5.59265141573212\n")
        XCTAssertEqual(route(["route=Biking"]), "9.5005\n")
        XCTAssertEqual(route(["route=Driving", "avoidTolls=true"]), "11.0005\n")
        XCTAssertEqual(route(["route=Driving", "avoidTolls=true", "avoidHighways=true"]), "13.0005\n")
        // Walking and biking routes have no roads to leave out: the switches are not sent.
        XCTAssertEqual(route(["route=Walking", "avoidHighways=true"]), "9.0005\n")
    }

    func testARoadRouteFailsWithTheRoutingServersReason() {
        let routing = ["--routing-url", base + "/routing"]
        func failure(_ end: String, _ url: [String]) -> (Int32, String) {
            let result = run(["do", "getdistance", "start=0,0", "end=\(end)", "route=Driving"] + url + options)
            return (result.code, result.err)
        }
        let prefix = "error: action 1 'Get Distance' (getdistance), parameter 'route': "
        XCTAssertEqual(
            failure("-80,1", routing).1,
            prefix + "the routing service found no driving route between the two places\n"
                + "hint: check both places are on land joined by roads or paths, or choose another route type (Direct needs no route)\n"
        )
        XCTAssertEqual(
            failure("66.6,1", routing).1,
            prefix + "the routing service refused the route: InvalidQuery: Query string malformed close to position 42\n"
                + "hint: the service's own reason is above; a server whose car profile has no such class cannot avoid tolls or highways\n"
        )
        let hint =
            "hint: check --routing-url: leave it out for FOSSGIS's OSRM servers, or give a server laid out and answering as they do\n"
        XCTAssertEqual(
            failure("13.13,1", routing).1,
            prefix + "the routing service answered status 200 without its JSON: '<html><body>Service unavailable</body></html>'\n"
                + hint)
        XCTAssertEqual(
            failure("1,2", ["--routing-url", "ftp://example.com"]).1,
            prefix + "the routing service 'ftp://example.com' is not an http or https URL\n" + hint)
        let offline = run(["do", "getdistance", "start=0,0", "end=1,0", "route=Walking", "--no-input"])
        XCTAssertEqual(offline.code, 70)
        XCTAssertEqual(
            offline.err,
            "error: action 1 'Get Distance' (getdistance), parameter 'route': network access is off; this action would connect to 'routing.openstreetmap.de'\n"
                + "hint: pass --allow-network=routing.openstreetmap.de to allow this host, or --allow-network for every host\n")
    }

    func testCurrentLocationNeedsHere() {
        let here = run(["do", "getcurrentlocation", "--no-input"])
        XCTAssertEqual(here.code, 70)
        XCTAssertEqual(
            here.err,
            "error: action 1 'Get Current Location' (getcurrentlocation), parameter 'here': Current Location is not set: this machine has no location of its own\n"
                + "hint: give the run a place: --here LAT,LON (e.g. --here 48.8566,2.3522), or the line LAT,LON in $XDG_CONFIG_HOME/shortcut/here\n"
        )
        XCTAssertEqual(
            out(["getcurrentlocation", "--here", "40.7128,-74.006"]), #"{"Latitude":40.7128,"Longitude":-74.006}"# + "\n")
    }

    func testTheHalfwayPointAndAMapsLink() {
        XCTAssertEqual(out(["gethalfwaypoint", "first=0,0", "second=0,90"]), #"{"Latitude":0,"Longitude":45}"# + "\n")
        XCTAssertEqual(
            out(["getmapslink", "location:=" + bigBen]), "https://maps.apple.com/?q=Big%20Ben&ll=51.5007,-0.1246\n")
        XCTAssertEqual(out(["getmapslink", "location=Pizza near me"]), "https://maps.apple.com/?q=Pizza%20near%20me\n")
        XCTAssertEqual(out(["getmapslink", "location=48.5,2"]), "https://maps.apple.com/?ll=48.5,2\n")
    }

    /// Show in Maps and Show Directions hand each app's documented web link to the opener; without
    /// --allow-open the CLI prints it and goes on.
    func testShowInMapsAndShowDirectionsOpenTheAppsLink() {
        let cases: [([String], String)] = [
            (["searchmaps", "location=Eiffel Tower"], "https://maps.apple.com/?q=Eiffel%20Tower"),
            (
                ["searchmaps", "location:=" + bigBen, "app=Google Maps"],
                "https://www.google.com/maps/search/?api=1&query=51.5007,-0.1246"
            ),
            (["searchmaps", "location=48.5,2", "app=Waze"], "https://waze.com/ul?ll=48.5,2"),
            (["getdirections", "destination=Eiffel Tower"], "https://maps.apple.com/?daddr=Eiffel%20Tower&dirflg=d"),
            (
                ["getdirections", "destination:=" + bigBen, "mode=Cycling", "app=Google Maps"],
                "https://www.google.com/maps/dir/?api=1&destination=51.5007,-0.1246&travelmode=bicycling"
            ),
            (["getdirections", "destination=1,2", "app=Waze", "mode=Walking"], "https://waze.com/ul?ll=1,2&navigate=yes"),
            (
                ["getdirections", "destination=1,2", "start=Gare du Nord", "mode=Transit"],
                "https://maps.apple.com/?saddr=Gare%20du%20Nord&daddr=1,2&dirflg=r"
            ),
        ]
        for (arguments, link) in cases {
            let result = run(["do"] + arguments + ["--no-input"])
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(
                result.err, "open: \(link) (not opened; pass --allow-open to open it)\n", arguments.joined(separator: " "))
        }
    }

    /// Street Address makes a location of its parts; its coordinates, when asked for, are its city's.
    func testAStreetAddressIsALocationOfItsParts() {
        let address = ["line1=1 Rue de Rivoli", "line2=Floor 2", "city=Paris", "postalCode=75001", "country=France"]
        XCTAssertEqual(
            out(["address"] + address),
            #"{"Street":"1 Rue de Rivoli\nFloor 2","City":"Paris","ZIP Code":"75001","Country":"France"}"# + "\n")
        let document = """
            {"version": 1, "actions": [
              {"action": "address", "parameters": {"line1": "1 Rue de Rivoli", "city": "Paris", "country": "France"}, "id": "home"},
              {"action": "properties.locations", "parameters": {"location": "{{home}}", "property": "Street"}},
              {"action": "showresult"},
              {"action": "getdistance", "parameters": {"start": "48.85341,2.3488", "end": "{{home}}"}},
              {"action": "showresult"},
              {"action": "getmapslink", "parameters": {"location": "{{home}}"}},
              {"action": "showresult"}
            ]}
            """
        let path = write("address.json", document)
        let result = run(["run", path] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out, "1 Rue de Rivoli\n0\nhttps://maps.apple.com/?q=1%20Rue%20de%20Rivoli,%20Paris,%20France\n")
    }

    /// Get Current IP Address's External asks the address service (--address-url) over the
    /// network; an answer that is no address is an error naming the service.
    func testTheExternalAddressComesFromTheAddressService() {
        let allowed = ["--allow-network=127.0.0.1", "--no-input"]
        let found = run(["do", "getipaddress", "--address-url", base + "/ip"] + allowed)
        XCTAssertEqual(found.err, "")
        XCTAssertEqual(found.out, "203.0.113.7\n")
        let page = run(["do", "getipaddress", "--address-url", base + "/ip-html"] + allowed)
        XCTAssertEqual(page.code, 70)
        XCTAssertEqual(
            page.err,
            "error: action 1 'Get Current IP Address' (getipaddress), parameter 'source': the address service '\(base)/ip-html' answered status 200 with '<html>busy</html>', which is no IP address\n"
                + "hint: check --address-url: leave it out for ipify, or give a service that answers with the address as plain text\n"
        )
    }
}
