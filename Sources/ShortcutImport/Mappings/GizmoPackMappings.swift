/// Gizmo Pack (ke.bou.GizmoPack), by its whole intent definition (the Open-Jellycore compiler's
/// Gizmo Pack table: 22 intents). Universal Variables keep values between runs, as a store does
/// (the app's own store, `store`; a variable is a top-level key; adding at an index, whose
/// counting base the definition does not give, stays unsupported). JSON is queried with JSONPath or jq, HTML and XML with CSS or XPath, CSV and
/// dictionaries with SQL. Wallet passes, map snapshots and the Fuzzy Finder need the app or a
/// device; File Info and Shortcut Metadata give dictionaries whose keys the definition does not
/// name (ThirdPartyDeviceIntents).
enum GizmoPackMappings {
    static let app = "Gizmo Pack"
    /// The store Universal Variables are kept in: the app's own, apart from Data Jar's and Toolbox
    /// Pro's. The app keeps them online, in a public, protected or private `database` (who may read
    /// and write them, which a store on one machine has no need of): one local store stands for them.
    static let store = "Gizmo Pack"
    static let prefix = "ke.bou.GizmoPack."

    /// Generate Hash (Extended): a plain `algorithm` (md5 … sha512) or its HMAC form
    /// (hmacSha256 …) with that form's own key (`hmacSha256Key` …), each key ignored by the
    /// others (md2 and md4 included); `outputEncoding` binary, hex or base64.
    static let hashData: [ThirdPartyMapping] = {
        let digests = [
            "Md5": "MD5", "Sha1": "SHA1", "Sha224": "SHA224", "Sha256": "SHA256", "Sha384": "SHA384", "Sha512": "SHA512",
        ]
        let keys = Set(digests.keys.map { "hmac\($0)Key" })
        let plain = ThirdPartyMapping(
            ["ke.bou.GizmoPack.HashDataIntent"], app: app, target: "hash.data",
            keys: ["input": "input", "algorithm": "algorithm", "outputEncoding": "encoding"], ignored: keys)
        return digests.keys.sorted().map { name in
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.HashDataIntent"], app: app, target: "hash.data", when: ("algorithm", "hmac" + name),
                keys: ["input": "input", "hmac\(name)Key": "key", "outputEncoding": "encoding"],
                fixed: [("algorithm", digests[name] ?? name)], ignored: keys.subtracting(["hmac\(name)Key"]).union(["algorithm"]))
        } + [plain]
    }()

    /// Trim File by `characterClass` (spaces when absent, the editor's first), its `position`
    /// begin/end/beginEnd read as Start/End/Both.
    static func trimFile(
        _ characterClass: String, target: String, keys: [String: String], ignored: Set<String> = []
    ) -> [ThirdPartyMapping] {
        let ends = ["begin": "Start", "end": "End", "beginEnd": "Both"]
        return (characterClass == "spaces" ? [characterClass, ""] : [characterClass]).map { when in
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.TrimFileIntent"], app: app, target: target, when: ("characterClass", when),
                keys: keys, values: ["ends": ends], fixed: [("ends", "Start")], ignored: ignored.union(["characterClass"]))
        }
    }

    /// Trim File: `characterClass` spaces trims whitespace, lines removes `lineCount` lines, at
    /// the `position` begin, end or both (beginEnd; the editor's first, begin, when absent).
    static let trimFiles =
        trimFile("spaces", target: "text.trim", keys: ["file": "text", "position": "ends"], ignored: ["lineCount"])
        + trimFile("lines", target: "text.trimlines", keys: ["file": "text", "lineCount": "count", "position": "ends"])

    /// An intent whose `queryType` chooses which of its query keys is read: one declaration per
    /// language (the first also when `queryType` is absent, the editor's first), each ignoring the
    /// other languages' keys, which the editor keeps.
    static func byLanguage(
        _ intent: String, target: String, languages: [(value: String, queryKey: String)], keys: [String: String],
        ignored: Set<String> = []
    ) -> [ThirdPartyMapping] {
        let queryKeys = Set(languages.map(\.queryKey))
        let declared = languages.map { ($0.value, $0.queryKey) } + languages.prefix(1).map { ("", $0.queryKey) }
        return declared.map { value, queryKey in
            ThirdPartyMapping(
                [intent], app: app, target: target, when: ("queryType", value),
                keys: keys.merging(["queryType": "language", queryKey: "query"]) { first, _ in first },
                ignored: queryKeys.subtracting([queryKey]).union(ignored))
        }
    }

    /// Process JSON with JSONPath/jq (`slurp` is jq's) and Scrape HTML/XML with CSS/XPath
    /// (`outputType` text or html_xml, `oneResult`).
    static let queries =
        byLanguage(
            "ke.bou.GizmoPack.QueryJSONIntent", target: "json.query",
            languages: [("jsonPath", "jsonPathQuery"), ("jq", "jqQuery")], keys: ["input": "input", "slurp": "slurp"])
        + byLanguage(
            "ke.bou.GizmoPack.QueryDocumentIntent", target: "markup.query",
            languages: [("css", "cssQuery"), ("xpath", "xpathQuery")],
            keys: ["file": "document", "outputType": "output", "oneResult": "firstOnly"])

    static let actions: [ThirdPartyMapping] =
        hashData + trimFiles + queries + [
            // Sign JSON Web Token: every algorithm of the definition (HS, RS, PS, ES, none), the
            // registered claims, `notBefore` and `expiration` as times from now.
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.SignJWTIntent"], app: app, target: "jwt.sign",
                keys: [
                    "key": "key", "algorithm": "algorithm", "issuer": "issuer", "keyID": "keyID", "audience": "audience",
                    "notBefore": "notBefore", "expiration": "expiration", "subject": "subject", "jwtID": "tokenID",
                ]),
            // Overwrite File: the `file` (or, when it is a folder, the file at `path` in it, which is
            // how `isFolder` is told here) gets the contents of `overwrite`.
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.OverwriteFileIntent"], app: app, target: "file.overwrite",
                keys: ["file": "file", "overwrite": "contents", "path": "path"], ignored: ["isFolder"]),
            // Query CSV/Dictionaries with SQL: each clause applies when its switch (`hasWhere` …) is on.
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.QueryRecordsIntent"], app: app, target: "records.query",
                keys: [
                    "input": "records", "fields": "fields", "outputType": "output", "hasWhere": "useWhere",
                    "whereClause": "where",
                    "hasGroupBy": "useGroupBy", "groupByClause": "groupBy", "hasOrderBy": "useOrderBy",
                    "orderByClause": "orderBy",
                    "hasLimit": "useLimit", "limitClause": "limit",
                ],
                fixed: [("useWhere", "false"), ("useGroupBy", "false"), ("useOrderBy", "false"), ("useLimit", "false")]),
            // Encode Property List: `operation` encode or decode, `format` xml or binary.
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.EncodePlistIntent"], app: app, target: "plist.encode",
                keys: ["input": "input", "operation": "operation", "format": "format"]),
            // Parse Date: `date` in `format` (a Unicode pattern), `errorIfInvalid`, `locale` (its identifier).
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.ParseDateIntent"], app: app, target: "date.parse",
                keys: ["date": "text", "format": "format", "errorIfInvalid": "failIfInvalid", "locale": "locale"]),
            // Parse CSV (`delimiter` detect, the definition's first, comma, tab or custom; `hasHeader`;
            // `fields`, the keys of each row's dictionary).
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.ParseCSVIntent"], app: app, target: "csv.parse", when: ("delimiter", ""),
                keys: ["file": "csv", "hasHeader": "header", "customDelimiter": "customDelimiter", "fields": "fields"],
                fixed: [("delimiter", "Detect")]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.ParseCSVIntent"], app: app, target: "csv.parse",
                keys: [
                    "file": "csv", "hasHeader": "header", "delimiter": "delimiter", "customDelimiter": "customDelimiter",
                    "fields": "fields",
                ]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.GenerateCSVIntent"], app: app, target: "csv.generate",
                keys: [
                    "rows": "rows", "fields": "fields", "allFields": "allFields", "delimiter": "delimiter",
                    "customDelimiter": "customDelimiter", "header": "header",
                ]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.CombineListsIntent"], app: app, target: "list.combine",
                keys: [
                    "firstList": "first", "secondList": "second", "operation": "operation",
                    "removeDuplicates": "removeDuplicates",
                ]),
            // Filter Dictionaries by `operation`: contains / doesNotContain test the key, is / isNot its
            // value against isValue / isNotValue (the other value key is the editor's leftover).
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.FilterDictionariesIntent"], app: app, target: "dictionaries.filter",
                when: ("operation", "is"),
                keys: ["dictionaries": "dictionaries", "operation": "condition", "key": "key", "isValue": "value"],
                ignored: ["isNotValue"]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.FilterDictionariesIntent"], app: app, target: "dictionaries.filter",
                when: ("operation", "isNot"),
                keys: ["dictionaries": "dictionaries", "operation": "condition", "key": "key", "isNotValue": "value"],
                ignored: ["isValue"]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.FilterDictionariesIntent"], app: app, target: "dictionaries.filter",
                keys: ["dictionaries": "dictionaries", "operation": "condition", "key": "key"],
                ignored: ["isValue", "isNotValue"]),
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
                keys: ["setName": "path", "setValue": "value"], fixed: [("store", store)],
                ignored: ["operation", "database", "setReturnPrevious"]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.get", when: ("operation", "get"),
                keys: ["getName": "path"], fixed: [("store", store)], ignored: ["operation", "database"]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.remove", when: ("operation", "delete"),
                keys: ["deleteName": "path"], fixed: [("store", store)], ignored: ["operation", "database"]),
            // The other operations of the intent's definition (the Open-Jellycore compiler's Gizmo Pack
            // table: set, get, add, delete, remove, getAll): add puts a value at the start or end of
            // a list variable (at an index stays unsupported); getAll "retrieves the name of all the
            // values you have set" (the definition's description): the store's keys. Remove (an item
            // out of a list variable) stays unsupported.
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.insert", when: ("operation", "add"),
                keys: ["addName": "path", "addValue": "value", "addPosition": "position"],
                values: ["position": ["start": "Beginning", "end": "End"]], fixed: [("store", store)],
                ignored: ["operation", "database"]),
            ThirdPartyMapping(
                ["ke.bou.GizmoPack.UniversalVariablesIntent"], app: app, target: "store.keys", when: ("operation", "getAll"),
                fixed: [("path", ""), ("store", store)], ignored: ["operation", "database"]),
        ]
}
