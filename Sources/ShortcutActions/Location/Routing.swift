import Foundation
import ShortcutEngine

/// A road or path route's length, from an OSRM routing server (OSRM's HTTP API:
/// https://project-osrm.org/docs/v5.24.0/api/, `route` service) at the run's
/// `routingServiceURL`, laid out as FOSSGIS's public servers are (one server per way of travel:
/// `/routed-car`, `/routed-foot`, `/routed-bike`), through the web layer and its network
/// permission. Apple's Get Distance asks Apple Maps; the roads are OpenStreetMap's here, so a
/// length may differ from Apple's by the maps' differences.
enum Routing {
    /// A way of travel: the FOSSGIS server that routes it.
    enum Travel: String, Sendable {
        case car, foot, bike

        /// The way of travel in messages: "no driving route".
        var noun: String {
            switch self {
            case .car: return "driving"
            case .foot: return "walking"
            case .bike: return "cycling"
            }
        }
    }

    /// Roads a car route leaves out (OSRM's `exclude` classes of its car profile).
    struct Avoiding: Sendable, Equatable {
        var tolls = false
        var highways = false

        /// The `exclude` classes, in OSRM's words; empty when nothing is avoided.
        var classes: [String] { (tolls ? ["toll"] : []) + (highways ? ["motorway"] : []) }
    }

    /// The length in metres of the route the server finds from `from` to `to` for `travel`.
    static func distance(
        from: Coordinates, to: Coordinates, travel: Travel, avoiding: Avoiding = Avoiding(), context: ActionContext,
        parameter: String
    ) throws -> Double {
        let url = try routeURL(
            from: from, to: to, travel: travel, avoiding: avoiding, base: context.routingServiceURL, parameter: parameter)
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: parameter)
        let preview = Rendering.preview(String(decoding: response.body.prefix(200), as: UTF8.self))
        guard let json = try? JSONParser.parse(response.body), case .dictionary(let answer) = Value(json: json),
            case .text(let code)? = answer["code"]
        else {
            throw ActionFailure(RoutingFailure.notServiceJSON(status: response.status, preview: preview), parameter: parameter)
        }
        var message = ""
        if case .text(let given)? = answer["message"] { message = Rendering.preview(given, limit: 200) }
        guard code == "Ok" else {
            let failure =
                code == "NoRoute"
                ? RoutingFailure.noRoute(travel: travel.noun) : RoutingFailure.refused(code: code, message: message)
            throw ActionFailure(failure, parameter: parameter)
        }
        guard case .list(let routes)? = answer["routes"], case .dictionary(let route)? = routes.first,
            case .number(let metres)? = route["distance"], metres.double.isFinite, metres.double >= 0
        else {
            throw ActionFailure(RoutingFailure.notServiceJSON(status: response.status, preview: preview), parameter: parameter)
        }
        return metres.double
    }

    /// `BASE/routed-TRAVEL/route/v1/driving/LON,LAT;LON,LAT?overview=false` (every FOSSGIS server
    /// names its profile `driving`), with `exclude=` when a car route avoids some roads.
    static func routeURL(
        from: Coordinates, to: Coordinates, travel: Travel, avoiding: Avoiding, base: String, parameter: String
    ) throws -> URL {
        func point(_ place: Coordinates) -> String {
            String(format: "%.7f,%.7f", place.longitude, place.latitude)
        }
        let path = "/routed-\(travel.rawValue)/route/v1/driving/\(point(from));\(point(to))"
        var items = [URLQueryItem(name: "overview", value: "false")]
        if travel == .car, !avoiding.classes.isEmpty {
            items.append(URLQueryItem(name: "exclude", value: avoiding.classes.joined(separator: ",")))
        }
        guard let url = ServiceURL.make(base, path: path, items: items) else {
            throw ActionFailure(RoutingFailure.badServiceURL(url: base), parameter: parameter)
        }
        return url
    }
}
