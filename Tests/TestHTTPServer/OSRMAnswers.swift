import Foundation

/// Answers shaped as an OSRM routing server's (https://project-osrm.org/docs/v5.24.0/api/, the
/// `route` service), laid out as FOSSGIS's servers are (`/routed-car`, `/routed-foot`,
/// `/routed-bike`), for Get Distance's road routes; served under `/routing`. A route's length
/// says which server and exclusions were asked for: 10,000 m by car, 9,000 on foot, 9,500 by bike,
/// plus 1,000 for `exclude=toll` and 2,000 for `motorway`. An end at latitude -80 has no route
/// (`NoRoute`), one at 66.6 is refused (`InvalidQuery`, status 400), one at 13.13 gets a page that
/// is not JSON.
enum OSRMAnswers {
    /// The status, content type and body for `path` (after `/routing`); nil when it is not a route.
    static func answer(_ path: String) -> (Int, String, String)? {
        guard let components = URLComponents(string: "http://x" + path) else { return nil }
        let parts = components.path.split(separator: "/").map(String.init)
        let lengths = ["routed-car": 10_000, "routed-foot": 9_000, "routed-bike": 9_500]
        guard parts.count == 5, let length = lengths[parts[0]], parts[1...3] == ["route", "v1", "driving"] else { return nil }
        let points = parts[4].split(separator: ";")
        guard points.count == 2, let end = points[1].split(separator: ",").last.flatMap({ Double($0) }) else { return nil }
        if end == -80 {
            return (200, "application/json", #"{"code":"NoRoute","message":"Impossible route between points","routes":[]}"#)
        }
        if end == 66.6 {
            return (400, "application/json", #"{"code":"InvalidQuery","message":"Query string malformed close to position 42"}"#)
        }
        if end == 13.13 { return (200, "text/html", "<html><body>Service unavailable</body></html>") }
        let excluded = components.queryItems?.first { $0.name == "exclude" }?.value?.split(separator: ",") ?? []
        let total = length + (excluded.contains("toll") ? 1_000 : 0) + (excluded.contains("motorway") ? 2_000 : 0)
        return (
            200, "application/json",
            #"{"code":"Ok","routes":[{"distance":\#(total).5,"duration":600.2,"legs":[]}],"waypoints":[]}"#
        )
    }
}
