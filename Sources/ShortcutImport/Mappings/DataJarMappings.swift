/// Data Jar (dk.simonbs.DataJar), a key-value store whose key paths are dot paths: its intents
/// map to the persistent store's actions. The intents, their parameter keys and their values
/// are Data Jar's whole intent definition (nine intents, as the Open-Jellycore compiler's Data
/// Jar table lists them: Get Value, Set Value, Add To List, Delete Value, Count Values, Get
/// Keys, Get Type of Value, Check If Value Exists, View Value), not only the forms seen in files:
/// - Set Value's `overwriteStrategy` alwaysAllow / alwaysDisallow / disallowArraysAndDictionaries
///   (Data Jar's default when the key is absent: "by default the action does not allow
///   overwriting lists and dictionaries"); `valueConversionMode` automatic / text (file: the
///   store keeps no files, so the action stays unsupported); `filename` names a stored file and
///   is ignored.
/// - Add To List's `insertionPoint` beginning / end (index, with `index`, stays unsupported).
/// - Delete Value's `deleteStrategy` alwaysAllow / disallowArraysAndDictionaries (Remove Stored
///   Value's `allow`); Get Keys' `source` root (the top of the store) or dictionary (`keyPath`).
/// - `errorWhenValueNotFound` on: Count Values, Get Keys and Delete Value fail when nothing is at
///   the key path (`failIfMissing`).
/// - View Value shows the value in Data Jar's own viewer: it needs the app (ThirdPartyDeviceIntents).
enum DataJarMappings {
    static let app = "Data Jar"
    static let prefix = "dk.simonbs.DataJar."

    /// Delete Value: `deleteStrategy` is Remove Stored Value's `allow` (absent: Always), and
    /// `errorWhenValueNotFound` its `failIfMissing`.
    static let deleteValue = ThirdPartyMapping(
        [prefix + "DeleteValueIntent", prefix + "RemoveValueIntent"], app: app, target: "store.remove",
        keys: ["keyPath": "path", "deleteStrategy": "allow", "errorWhenValueNotFound": "failIfMissing"])

    /// Get Keys of the dictionary at `keyPath` (`source` dictionary, or absent).
    static func keys(when source: String) -> ThirdPartyMapping {
        ThirdPartyMapping(
            [prefix + "GetKeysIntent"], app: app, target: "store.keys", when: ("source", source),
            keys: ["keyPath": "path", "errorWhenValueNotFound": "failIfMissing"],
            ignored: ["source"])
    }

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            [prefix + "GetValueIntent"], app: app, target: "store.get", keys: ["keyPath": "path", "fallbackValues": "fallback"],
            ignored: ["errorWhenValueNotFound"]),
        ThirdPartyMapping(
            [prefix + "SetValueIntent"], app: app, target: "store.set",
            keys: [
                "keyPath": "path", "values": "value", "overwriteStrategy": "overwrite", "valueConversionMode": "convert",
            ], fixed: [("overwrite", "Except Lists and Dictionaries")], ignored: ["filename"]),
        ThirdPartyMapping(
            [prefix + "InsertValueInArrayIntent"], app: app, target: "store.insert",
            keys: ["keyPath": "path", "values": "value", "insertionPoint": "position", "valueConversionMode": "convert"],
            ignored: ["filename"]),
        ThirdPartyMapping(
            [prefix + "GetChildCountIntent"], app: app, target: "store.count",
            keys: ["keyPath": "path", "errorWhenValueNotFound": "failIfMissing"]),
        keys(when: ""), keys(when: "dictionary"),
        ThirdPartyMapping(
            [prefix + "GetKeysIntent"], app: app, target: "store.keys", when: ("source", "root"),
            keys: ["errorWhenValueNotFound": "failIfMissing"], fixed: [("path", "")], ignored: ["source", "keyPath"]),
        deleteValue,
        ThirdPartyMapping([prefix + "GetTypeOfValueIntent"], app: app, target: "store.type", keys: ["keyPath": "path"]),
        ThirdPartyMapping([prefix + "CheckIfValueExistsIntent"], app: app, target: "store.exists", keys: ["keyPath": "path"]),
    ]
}
