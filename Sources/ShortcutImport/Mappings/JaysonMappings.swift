/// Jayson (dk.simonbs.Jayson), Simon Støvring's JSON viewer: Prettify JSON needs no device (its
/// viewer, View JSON, shows a window and stays unsupported).
enum JaysonMappings {
    static let app = "Jayson"

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(["dk.simonbs.Jayson.PrettifyJSONIntent"], app: app, target: "json.prettify", keys: ["json": "input"])
    ]
}
