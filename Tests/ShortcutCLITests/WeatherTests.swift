import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI
@testable import ShortcutEngine

/// Get Current Weather, Get Weather Forecast and Get Details of Weather Conditions end to end
/// through `shortcut`, against the local `TestHTTPServer`'s Open-Meteo-shaped answers
/// (`OpenMeteoAnswers`: the temperature now is the latitude asked for, so each test sees which
/// place was used); every failure asserted by its full message.
final class WeatherTests: CLITestCase {
    /// The server's base URL.
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }
    /// Lets the run reach the test server only, and points the weather actions at it.
    var options: [String] { ["--allow-network=127.0.0.1", "--weather-url", base + "/weather", "--no-input"] }
    /// The here file in the test home.
    var hereFile: String { ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]! + "/shortcut/here" }

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(WebTestServer.shared, "the test server could not open a loopback socket")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: hereFile)
        super.tearDown()
    }

    func writeHereFile(_ text: String) {
        try? FileManager.default.createDirectory(
            atPath: (hereFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: hereFile, contents: Data(text.utf8)))
    }

    /// `shortcut do ACTION ARGUMENTS --json` against the test server; the output, with a failure when it failed.
    func json(_ action: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = run(["do", action, "--json"] + arguments + options)
        XCTAssertEqual(result.err, "", file: file, line: line)
        XCTAssertEqual(result.code, 0, file: file, line: line)
        return result.out
    }

    // MARK: the actions

    func testCurrentWeatherAtHereIsOneItemUnderApplesNames() {
        let out = json("weather.currentconditions", ["--here", "21.5,2"])
        for pair in [
            #""Date": "2025-11-29T07:06:40Z""#, #""Location": "21.5,2""#, #""Condition": "Rain""#,
            #""Temperature": "21.5 °C""#, #""High": "8.5 °C""#, #""Low": "-2 °C""#, #""Feels Like": "-1.4 °C""#,
            #""Humidity": 81"#, #""Dewpoint": "-0.5 °C""#, #""Visibility": "24.14 km""#, #""Pressure": "1013.2 hPa""#,
            #""Precipitation Chance": 20"#, #""Precipitation Amount": "0.4 mm""#, #""Wind Speed": "12.6 km/h""#,
            #""Wind Direction": 250"#, #""UV Index": 0.85"#, #""Sunrise Time": "2025-11-29T07:30:00Z""#,
            #""Sunset Time": "2025-11-29T16:15:00Z""#,
        ] {
            XCTAssertTrue(out.contains(pair), "\(pair) in \(out)")
        }
        XCTAssertTrue(out.hasPrefix("{"), out)
    }

    func testTheHereFileGivesCurrentLocationAndTheFlagWins() {
        writeHereFile("# where this machine is\n\n  40.5, -3.7\n")
        XCTAssertTrue(json("weather.currentconditions", []).contains(#""Temperature": "40.5 °C""#))
        XCTAssertTrue(json("weather.currentconditions", ["--here", "-33.9,151.2"]).contains(#""Temperature": "-33.9 °C""#))
    }

    func testTheDailyForecastIsSevenDaysAndTheHourlyStartsAtThisHour() throws {
        let daily = json("weather.forecast", ["--here", "1,2"])
        XCTAssertEqual(daily.components(separatedBy: "\"Date\"").count - 1, 7, daily)
        XCTAssertTrue(daily.contains(#""Date": "2025-11-29T00:00:00Z""#), daily)
        XCTAssertTrue(daily.contains(#""Date": "2025-12-05T00:00:00Z""#), daily)
        XCTAssertTrue(daily.contains(#""High": "14.5 °C""#) && daily.contains(#""Low": "4 °C""#), daily)
        XCTAssertTrue(daily.contains(#""Humidity": null"#), "a day has no humidity: \(daily)")
        let hourly = json("weather.forecast", ["type=Hourly", "--here", "1,2"])
        XCTAssertEqual(hourly.components(separatedBy: "\"Date\"").count - 1, 24, hourly)
        let dates = hourly.components(separatedBy: "\n").filter { $0.contains("\"Date\"") }
        XCTAssertEqual(dates.first?.trimmingCharacters(in: .whitespaces), #""Date": "2025-11-29T07:00:00Z","#)
        XCTAssertEqual(dates.last?.trimmingCharacters(in: .whitespaces), #""Date": "2025-11-30T06:00:00Z","#)
        XCTAssertTrue(hourly.contains(#""Temperature": "3.5 °C""#), hourly)
    }

    func testAPlaceByNameIsGeocodedAndAStateAfterTheCommaIsDropped() {
        let paris = json("weather.currentconditions", ["location=Paris"])
        XCTAssertTrue(paris.contains(#""Location": "Paris, Île-de-France, France""#), paris)
        XCTAssertTrue(paris.contains(#""Temperature": "48.85341 °C""#), paris)
        let cupertino = json("weather.forecast", ["location=Cupertino, CA"])
        XCTAssertTrue(cupertino.contains(#""Location": "Cupertino, California, United States""#), cupertino)
        XCTAssertTrue(json("weather.currentconditions", ["location=12.5, 7"]).contains(#""Temperature": "12.5 °C""#))
    }

    func testAPickedLocationUsesItsCoordinatesOrCurrentLocation() {
        let picked = json(
            "weather.currentconditions",
            [
                #"location:={"isCurrentLocation": false, "placemark": {"Name": "Lighthouse", "Location": {"Latitude": 10.5, "Longitude": 20}}}"#
            ])
        XCTAssertTrue(picked.contains(#""Temperature": "10.5 °C""#), picked)
        XCTAssertTrue(picked.contains(#""Location": "Lighthouse""#), picked)
        let current = json("weather.currentconditions", [#"location:={"isCurrentLocation": true}"#, "--here", "5,5"])
        XCTAssertTrue(current.contains(#""Temperature": "5 °C""#), current)
        let named = json("weather.currentconditions", [#"location:={"placemark": {"name": "Paris"}}"#])
        XCTAssertTrue(named.contains(#""Temperature": "48.85341 °C""#), named)
        // An address is looked up by its city, as the location actions look it up (one reader,
        // `Place.resolve`): the service finds places, not landmarks or streets.
        let landmark = json("weather.currentconditions", [#"location:={"Name": "Eiffel Tower", "City": "Paris"}"#])
        XCTAssertTrue(landmark.contains(#""Temperature": "48.85341 °C""#), landmark)
        XCTAssertTrue(landmark.contains(#""Location": "Eiffel Tower, Île-de-France, France""#), landmark)
    }

    func testALocationAsAppleSerializesItIsReadInApplesOrder() {
        // WFLocationValue: a placemark (CLPlacemark's location, region and address dictionary).
        let placemark =
            #"{"placemark": {"location": {"latitude": 22.25, "longitude": 114.17}, "region": {"center": {"latitude": 0, "longitude": 0}, "radius": 100}, "addressDictionary": {"Name": "Star Ferry Pier", "City": "Hong Kong"}}}"#
        let picked = json("weather.currentconditions", ["location:=" + placemark])
        XCTAssertTrue(picked.contains(#""Temperature": "22.25 °C""#), picked)
        XCTAssertTrue(picked.contains(#""Location": "Star Ferry Pier""#), picked)
        let named = json("weather.currentconditions", [#"location:={"locationName": "Paris", "isCurrentLocation": false}"#])
        XCTAssertTrue(named.contains(#""Temperature": "48.85341 °C""#), named)
        let legacy = json(
            "weather.forecast",
            [
                #"location:={"legacyVariableString": {"Value": {"string": "Paris", "attachmentsByRange": {}}, "WFSerializationType": "WFTextTokenString"}}"#
            ])
        XCTAssertTrue(legacy.contains(#""Location": "Paris, Île-de-France, France""#), legacy)
        let imported = json("weather.currentconditions", [#"location:={"legacyVariableString": "Cupertino"}"#])
        XCTAssertTrue(imported.contains(#""Temperature": "37.323 °C""#), imported)
        let input = json("weather.forecast", ["place=Paris"])
        XCTAssertTrue(input.contains(#""Location": "Paris, Île-de-France, France""#), input)
    }

    func testDetailsAndThePropertyAggrandizementReadTheItems() {
        let workflow = write(
            "weather.json",
            """
            {"version": 1, "actions": [
              {"action": "weather.forecast", "id": "days"},
              {"action": "properties.weather.conditions", "id": "highs", "parameters": {"item": "{{days}}", "property": "High"}},
              {"action": "weather.currentconditions", "id": "now"},
              {"action": "properties.weather.conditions", "id": "sky", "parameters": {"item": "{{now}}", "property": "Condition"}},
              {"action": "properties.weather.conditions", "id": "air", "parameters": {"item": "{{now}}", "property": "Air Quality Index"}},
              {"action": "gettext", "parameters": {"text": "{{highs}}\\n{{sky}}, {{now | property: Temperature}}, feels {{now | property: feels like}}\\nair: {{air}}"}}
            ]}
            """)
        let result = run(["run", workflow, "--here", "3.5,1", "--tz", "UTC"] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out, "8.5 °C\n9.5 °C\n10.5 °C\n11.5 °C\n12.5 °C\n13.5 °C\n14.5 °C\nRain, 3.5 °C, feels -1.4 °C\nair: \n")
    }

    func testTheRequestAsksOpenMeteoForMetricUnixTimes() throws {
        let place = try XCTUnwrap(Coordinates(latitude: 48.8566, longitude: 2.3522))
        let daily = try WeatherService.requestURL(
            .daily(days: 7), at: place, base: "https://api.open-meteo.com/", parameter: "location")
        XCTAssertEqual(
            daily.absoluteString,
            "https://api.open-meteo.com/v1/forecast?latitude=48.8566&longitude=2.3522&daily=weather_code,temperature_2m_max,temperature_2m_min,apparent_temperature_max,sunrise,sunset,uv_index_max,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,wind_direction_10m_dominant&forecast_days=7&timeformat=unixtime&timezone=auto"
        )
        let hourly = try WeatherService.requestURL(.hourly(hours: 24), at: place, base: "http://h", parameter: "location")
        XCTAssertTrue(hourly.absoluteString.contains("current=weather_code&hourly=temperature_2m,"), hourly.absoluteString)
        XCTAssertTrue(hourly.absoluteString.contains("&forecast_days=2&"), hourly.absoluteString)
    }

    // MARK: failures

    func testWithoutAPlaceTheErrorNamesTheFlagAndTheFile() {
        let result = run(["do", "weather.currentconditions"] + options)
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Current Weather' (weather.currentconditions), parameter 'location': Current Location is not set: this machine has no location of its own\n"
                + "hint: give the run a place: --here LAT,LON (e.g. --here 48.8566,2.3522), or the line LAT,LON in $XDG_CONFIG_HOME/shortcut/here\n"
        )
    }

    func testTheNetworkPermissionApplies() {
        let result = run(["do", "weather.forecast", "--here", "1,2", "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': network access is off; this action would connect to 'api.open-meteo.com'\n"
                + "hint: pass --allow-network=api.open-meteo.com to allow this host, or --allow-network for every host\n")
        let geocoding = run(["do", "weather.forecast", "location=Paris", "--no-input"])
        XCTAssertEqual(
            geocoding.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': network access is off; this action would connect to 'geocoding-api.open-meteo.com'\n"
                + "hint: pass --allow-network=geocoding-api.open-meteo.com to allow this host, or --allow-network for every host\n"
        )
    }

    func testServiceFailures() {
        let refused = run(["do", "weather.currentconditions", "--here", "66.6,1"] + options)
        XCTAssertEqual(refused.code, 70)
        XCTAssertEqual(
            refused.err,
            "error: action 1 'Get Current Weather' (weather.currentconditions), parameter 'location': the weather service answered status 400: Latitude must be in range of -90 to 90°. Given: 66.6.\n"
                + "hint: check the location given; the service's own reason is above\n")
        let page = run(["do", "weather.forecast", "--here", "13.13,1"] + options)
        XCTAssertEqual(page.code, 70)
        XCTAssertEqual(
            page.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': the weather service answered status 200 without its JSON: '<html><body>Service unavailable</body></html>'\n"
                + "hint: check --weather-url: leave it out for Open-Meteo, or give a server that answers as Open-Meteo does\n")
        let broken = run(["do", "weather.forecast", "location=Broken"] + options)
        XCTAssertEqual(
            broken.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': the geocoding service answered status 500: Internal error\n"
                + "hint: check the location given; the service's own reason is above\n")
        let url = run(["do", "weather.currentconditions", "--here", "1,1", "--weather-url", "ftp://example.com", "--no-input"])
        XCTAssertEqual(
            url.err,
            "error: action 1 'Get Current Weather' (weather.currentconditions), parameter 'location': the weather service 'ftp://example.com' is not an http or https URL\n"
                + "hint: check --weather-url: leave it out for Open-Meteo, or give a server that answers as Open-Meteo does\n")
    }

    func testPlaceFailures() {
        let nowhere = run(["do", "weather.currentconditions", "location=Nowhere, XY"] + options)
        XCTAssertEqual(nowhere.code, 70)
        XCTAssertEqual(
            nowhere.err,
            "error: action 1 'Get Current Weather' (weather.currentconditions), parameter 'location': the geocoding service found no place named 'Nowhere, XY'\n"
                + "hint: check the spelling, give a larger place (a city), or give coordinates as LAT,LON\n")
        let number = run(["do", "weather.currentconditions", "location:=5"] + options)
        XCTAssertEqual(
            number.err,
            "error: action 1 'Get Current Weather' (weather.currentconditions), parameter 'location': '5' (number) is not a place: give a place's name, LAT,LON or a location picked in Shortcuts\n"
                + "hint: pass a city's name (Paris, France), coordinates (48.8566,2.3522) or Current Location\n")
        let empty = run(["do", "weather.forecast", #"location:={"placemark": {}}"#] + options)
        XCTAssertEqual(
            empty.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': '{\"placemark\":{}}' (dictionary) is not a place: give a place's name, LAT,LON or a location picked in Shortcuts\n"
                + "hint: pass a city's name (Paris, France), coordinates (48.8566,2.3522) or Current Location\n")
        // A dictionary far wider than Apple's location is not looked through.
        let wide = "{" + (0..<65).map { #""k\#($0)": 1"# }.joined(separator: ", ") + #", "latitude": 1, "longitude": 2}"#
        let tooWide = run(["do", "weather.forecast", "location:=" + wide] + options)
        XCTAssertEqual(
            tooWide.err,
            "error: action 1 'Get Weather Forecast' (weather.forecast), parameter 'location': '{\"k0\":1,\"k1\":1,\"k2\":1,\"k3\":1,\"k4\":1,\"k5\":1,\"k6\":1,\"k7\":1,\"k…' (dictionary) is not a place: give a place's name, LAT,LON or a location picked in Shortcuts\n"
                + "hint: pass a city's name (Paris, France), coordinates (48.8566,2.3522) or Current Location\n")
        let notItem = run(["do", "properties.weather.conditions", "item=sunny", "--no-input"])
        XCTAssertEqual(
            notItem.err,
            "error: action 1 'Get Details of Weather Conditions' (properties.weather.conditions), parameter 'item': 'sunny' (text) is not weather conditions\n"
                + "hint: pass the output of the action that makes weather conditions\n")
    }

    func testBadPlacesOfTheHost() {
        let flag = run(["do", "weather.currentconditions", "--here", "north"] + options)
        XCTAssertEqual(flag.code, 64)
        XCTAssertTrue(
            flag.err.hasPrefix(
                "error: --here needs LAT,LON in degrees, got 'north'\nhint: latitude -90 to 90, then a comma, then longitude -180 to 180, e.g. 48.8566,2.3522\n"
            ), flag.err)
        writeHereFile("# home\n200,1\n")
        let file = run(["do", "weather.currentconditions"] + options)
        XCTAssertEqual(file.code, 65)
        XCTAssertEqual(
            file.err,
            "error: \(hereFile): line 2: a place is LAT,LON in degrees, got '200,1'\n"
                + "hint: latitude -90 to 90, then a comma, then longitude -180 to 180, e.g. 48.8566,2.3522\n")
    }
}
