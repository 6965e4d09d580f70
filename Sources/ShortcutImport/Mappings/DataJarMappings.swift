/// Data Jar (dk.simonbs.DataJar), a key-value store whose key paths are dot paths: its intents
/// map to the persistent store's actions. Keys and values are those seen in public shortcut
/// files (`keyPath`, `values`, `insertionPoint` "end", `overwriteStrategy` "alwaysAllow",
/// `valueConversionMode` "text"); `filename` names a file stored in the jar, which our store does
/// not keep, and is ignored when empty.
enum DataJarMappings {
    static let app = "Data Jar"

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            ["dk.simonbs.DataJar.GetValueIntent"], app: app, target: "store.get", keys: ["keyPath": "path"],
            ignored: ["errorWhenValueNotFound"]),
        ThirdPartyMapping(
            ["dk.simonbs.DataJar.SetValueIntent"], app: app, target: "store.set",
            keys: [
                "keyPath": "path", "values": "value", "overwriteStrategy": "overwrite", "valueConversionMode": "convert",
            ], ignored: ["filename"]),
        ThirdPartyMapping(
            ["dk.simonbs.DataJar.InsertValueInArrayIntent"], app: app, target: "store.insert",
            keys: ["keyPath": "path", "values": "value", "insertionPoint": "position", "valueConversionMode": "convert"],
            ignored: ["filename"]),
        ThirdPartyMapping(
            ["dk.simonbs.DataJar.GetChildCountIntent"], app: app, target: "store.count",
            keys: ["keyPath": "path", "errorWhenValueNotFound": "failIfMissing"]),
        ThirdPartyMapping(["dk.simonbs.DataJar.GetKeysIntent"], app: app, target: "store.keys", keys: ["keyPath": "path"]),
        ThirdPartyMapping(
            ["dk.simonbs.DataJar.DeleteValueIntent", "dk.simonbs.DataJar.RemoveValueIntent"], app: app, target: "store.remove",
            keys: ["keyPath": "path"]),
    ]
}
