/// Gizmo Pack (ke.bou.GizmoPack): Universal Variables keep values between runs, as our
/// persistent store does (a variable is a top-level key; the `database` choice is ignored: our
/// store is one document). Keys of the get operation are inferred from the set operation's.
enum GizmoPackMappings {
    static let app = "Gizmo Pack"

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.GenerateCSVIntent"], app: app, target: "csv.generate",
            keys: [
                "rows": "rows", "fields": "fields", "allFields": "allFields", "delimiter": "delimiter",
                "customDelimiter": "customDelimiter", "header": "header",
            ]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.CombineListsIntent"], app: app, target: "list.combine",
            keys: [
                "firstList": "first", "secondList": "second", "operation": "operation", "removeDuplicates": "removeDuplicates",
            ]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.FilterDictionariesIntent"], app: app, target: "dictionaries.filter",
            keys: ["dictionaries": "dictionaries", "operation": "condition", "key": "key"]),
        // Hex Encode by `operation` (encode, the definition's first, or decode).
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.EncodeHexIntent"], app: app, target: "hex.encode", when: ("operation", ""),
            keys: ["input": "input"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.EncodeHexIntent"], app: app, target: "hex.encode", when: ("operation", "encode"),
            keys: ["input": "input"], ignored: ["operation"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.EncodeHexIntent"], app: app, target: "hex.decode", when: ("operation", "decode"),
            keys: ["input": "input"], ignored: ["operation"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.RandomDataIntent"], app: app, target: "data.random",
            keys: ["size": "size", "outputEncoding": "encoding"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.set", when: ("operation", "set"),
            keys: ["setName": "path", "setValue": "value"], ignored: ["operation", "database", "setReturnPrevious"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.get", when: ("operation", "get"),
            keys: ["getName": "path"], ignored: ["operation", "database"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.remove", when: ("operation", "delete"),
            keys: ["deleteName": "path"], ignored: ["operation", "database"]),
        // The other operations of the intent's definition (the Open-Jellycore compiler's Gizmo Pack
        // table: set, get, add, delete, remove, getAll): add puts a value at the start or end of
        // a list variable (at an index stays unsupported); getAll gives every variable. Remove
        // (an item out of a list variable) stays unsupported.
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.insert", when: ("operation", "add"),
            keys: ["addName": "path", "addValue": "value", "addPosition": "position"],
            values: ["position": ["start": "Beginning", "end": "End"]], ignored: ["operation", "database"]),
        ThirdPartyMapping(
            ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.get", when: ("operation", "getAll"),
            fixed: [("path", "")], ignored: ["operation", "database"]),
    ]
}
