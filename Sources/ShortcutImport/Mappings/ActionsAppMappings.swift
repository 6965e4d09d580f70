/// Actions (com.sindresorhus.Actions), Sindre Sorhus's free text and list tools: those that need
/// no device.
enum ActionsAppMappings {
    static let app = "Actions"
    static let prefix = "com.sindresorhus.Actions."

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping([prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", keys: ["list": "list"]),
        ThirdPartyMapping([prefix + "RemoveDuplicatesFromListIntent"], app: app, target: "list.dedupe", keys: ["list": "list"]),
        ThirdPartyMapping([prefix + "TrimWhitespaceIntent"], app: app, target: "text.trim", keys: ["text": "text"]),
        ThirdPartyMapping(
            [prefix + "TruncateTextIntent"], app: app, target: "text.truncate",
            keys: ["text": "text", "maximumLength": "maximumLength", "truncationIndicator": "indicator"]),
        ThirdPartyMapping([prefix + "RemoveEmptyLinesIntent"], app: app, target: "text.removeemptylines", keys: ["text": "text"]),
        ThirdPartyMapping(
            [prefix + "RemoveDuplicateLinesIntent"], app: app, target: "text.removeduplicatelines", keys: ["text": "text"]),
        ThirdPartyMapping(
            [prefix + "RemoveNonPrintableCharactersIntent"], app: app, target: "text.removenonprintable", keys: ["text": "text"]),
        ThirdPartyMapping([prefix + "SpellOutNumberIntent"], app: app, target: "number.spellout", keys: ["number": "number"]),
        ThirdPartyMapping([prefix + "DateToUnixTimeIntent"], app: app, target: "date.unixtime", keys: ["date": "date"]),
        ThirdPartyMapping(
            [prefix + "FilterListIntent"], app: app, target: "list.filter",
            keys: ["list": "list", "condition": "condition", "matchText": "text", "caseSensitive": "caseSensitive"]),
        ThirdPartyMapping([prefix + "GenerateCSVIntent"], app: app, target: "csv.generate", keys: ["dictionaries": "rows"]),
        ThirdPartyMapping(
            [prefix + "RandomTextIntent"], app: app, target: "text.random",
            keys: ["length": "length", "customCharacters": "characters", "useCustomCharacters": "useCharacters"]),
        ThirdPartyMapping([prefix + "ParseJSON5Intent"], app: app, target: "json5.parse", keys: ["file": "input", "text": "input"]),
        ThirdPartyMapping([prefix + "RandomColorIntent"], app: app, target: "color.random"),
        ThirdPartyMapping([prefix + "GetFilePathIntent"], app: app, target: "file.path", keys: ["file": "file"]),
        ThirdPartyMapping(
            [prefix + "TransformTextIntent"], app: app, target: "text.changecase",
            keys: ["text": "text", "transformation": "case"], values: ["case": TextCaseMappings.formats]),
        // Remove from List (1-based; `action` First Item by default, the intent definition's
        // default): without its first item, the list is items 2 to the end.
        removeFirstItem(when: ("action", "")),
        removeFirstItem(when: ("action", "firstItem")),
        ThirdPartyMapping([prefix + "GetTitleOfURLIntent"], app: app, target: "url.gettitle", keys: ["url": "url"]),
    ]

    /// Remove from List's First Item as Get Item from List's Items in Range from 2.
    static func removeFirstItem(when: (key: String, value: String)) -> ThirdPartyMapping {
        ThirdPartyMapping(
            [prefix + "RemoveFromListIntent"], app: app, target: "getitemfromlist", when: when, keys: ["list": "list"],
            fixed: [("get", "Items in Range"), ("start", "2")], ignored: ["action"])
    }
}
