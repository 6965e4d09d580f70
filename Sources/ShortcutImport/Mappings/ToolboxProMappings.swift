/// Toolbox Pro (com.alexhay.ToolboxProForShortcuts): the tools that need no device. Global
/// Variables keep values between runs in the app's own store (`store`: a variable is a top-level
/// key). Device Details and Device Language map to Get Device Details: the facts a computer has
/// (host name, system version, memory, processors, uptime in each unit, language), and the
/// screen, biometrics and thermal facts, Nothing on a computer as Apple's Screen Width is; the
/// image, reminder and map tools need a device and stay unsupported.
enum ToolboxProMappings {
    static let app = "Toolbox Pro"
    /// The store the app's global variables are kept in (Toolbox Pro 2's too): its own.
    static let store = "Toolbox Pro"
    static let prefix = "com.alexhay.ToolboxProForShortcuts."

    /// Get from Dictionary with one `type`: the other type's key is ignored.
    static func getFromDictionary(_ type: String, get: String, match: String, text: String) -> ThirdPartyMapping {
        ThirdPartyMapping(
            [prefix + "GetFromDictionaryIntent"], app: app, target: "dictionary.matchkeys", when: ("type", type),
            keys: ["dictionary": "dictionary", text: "text", "caseSensitive": "caseSensitive"],
            fixed: [("get", get), ("match", match)],
            ignored: Set(["type", "keysContaining", "keysNotContaining"].filter { $0 != text }))
    }

    /// Every key of Global Variables' intent definition (the Open-Jellycore compiler's Toolbox Pro
    /// table): each mode reads its own and ignores the others, which the editor keeps.
    static let globalVariableKeys: Set<String> = [
        "mode", "getVariableListFilter", "deleteVariableListFilter", "addVariableFilterList", "setVariableKey",
        "setVariableValue",
        "getVariableKey", "deleteVariableKey", "getAllMode", "joinMode", "newLine", "addKey", "addValue", "includeCreationDate",
        "addDictValue", "addDictKey", "getDictVarKey", "getDictValue", "addDictValueKey",
    ]

    /// Global Variables in `mode` (Set, Add, Get, GetAll, ClearSingle, ClearAll, AddToDict,
    /// GetFromDict; none: the editor's first, Set): a variable is a top-level key of the app's own
    /// store (`store`: "Toolbox Pro", apart from Data Jar's and Gizmo Pack's, as the apps keep
    /// them), a dictionary variable's key one level down; Add (text appended or prepended,
    /// `joinMode`, on a new line with `newLine`) is Add to Stored Text; ClearAll empties the app's
    /// store. The three `…ListFilter`/`…FilterList` keys are read as the filters of the editor's
    /// pickers of existing variables, one for each mode that picks one (Get, ClearSingle, Add):
    /// an inference from their names and modes, as no public source describes them. GetAll with
    /// creation dates (`includeCreationDate`) stays unsupported: the store keeps no dates.
    static func globalVariables(
        _ mode: String, and also: (key: String, value: String)? = nil, target: String, keys: [String: String] = [:],
        fixed: [(key: String, value: String)] = [], joined: [(key: String, from: [String])] = []
    ) -> ThirdPartyMapping {
        let read = Set(keys.keys).union(joined.flatMap(\.from))
        let declined: Set<String> = mode == "GetAll" ? ["includeCreationDate"] : []
        return ThirdPartyMapping(
            [prefix + "GlobalVariablesIntent"], app: app, target: target, when: ("mode", mode), and: also, keys: keys,
            fixed: fixed + [("store", store)],
            joined: joined, ignored: globalVariableKeys.subtracting(read).subtracting(declined), declinedFlags: declined)
    }

    /// Quick Match Text. The definition gives TextBetween its own pair of markers
    /// (`patternRangeStart`, `patternRangeEnd`), read when the file has them; otherwise, and for
    /// the other types, the markers are the ones before and after the wanted text
    /// (`beforePattern`, `afterPattern`), which files of every type hold. Each form ignores the
    /// other's keys, which the editor keeps.
    static func quickMatchText(range: Bool) -> ThirdPartyMapping {
        let shared = [
            "sourceText": "text", "matchType": "part", "matchOutput": "matches", "caseSensitive": "caseSensitive",
            "inclusiveMatch": "inclusive", "matchNewLines": "acrossLines",
        ]
        let markers =
            range
            ? ["patternRangeStart": "after", "patternRangeEnd": "before"]
            : ["beforePattern": "after", "afterPattern": "before"]
        let unread: Set<String> = range ? ["beforePattern", "afterPattern"] : ["patternRangeStart", "patternRangeEnd"]
        return ThirdPartyMapping(
            [prefix + "QuickMatchTextIntent"], app: app, target: "text.around",
            when: range ? ("matchType", "TextBetween") : nil,
            and: range ? ("patternRangeStart", ThirdPartyMapping.present) : nil,
            keys: shared.merging(markers) { first, _ in first }, ignored: unread)
    }

    /// Device Details, its fact (`deviceDetails`: Get Device Details' Toolbox Pro names, the
    /// screen, biometrics and thermal facts giving Nothing here as Apple's Screen Width does on a
    /// computer) and Uptime's unit (`uptimeOutputTypes`, seconds when absent).
    static let deviceDetails = ThirdPartyMapping(
        [prefix + "DeviceDetailsIntent"], app: app, target: "getdevicedetails",
        keys: ["deviceDetails": "detail", "uptimeOutputTypes": "uptimeUnit"])

    /// Filter List keeping (`keepOrDiscard` keep, or absent) the items that match `mode`, or, with
    /// `keepOrDiscard` discard, dropping those that contain the criteria (an empty item is kept
    /// here: `discardEmpty` on stays unsupported then). With `limitResults` on, the first
    /// `resultCount` of the items kept (declared first: the other declaration does not test it).
    static func filterList(_ mode: String, keep: String, condition: String) -> [ThirdPartyMapping] {
        let keys = ["list": "list", "criteria": "text", "isCaseSensitive": "caseSensitive"]
        let emptyKey: Set<String> = ["discardEmpty"]
        return [true, false].map { limited in
            ThirdPartyMapping(
                [prefix + "FilterListIntent"], app: app, target: "list.filter", when: ("mode", mode),
                and: ("keepOrDiscard", keep), andAlso: limited ? ("limitResults", "true") : nil,
                keys: limited ? keys.merging(["resultCount": "limit"]) { first, _ in first } : keys,
                fixed: [("condition", condition)],
                ignored: Set(["mode", "keepOrDiscard", limited ? "limitResults" : "resultCount"])
                    .union(keep == "discard" ? [] : emptyKey),
                declinedFlags: (keep == "discard" ? emptyKey : []).union(limited ? [] : ["limitResults"]))
        }
    }

    /// The list tools of the intent definition (the Open-Jellycore compiler's Toolbox Pro table:
    /// Add To List's `place` start/end/index, Filter List's `mode` starting/ending/containing —
    /// the table spells it "cofntaining" — and `keepOrDiscard`, Remove From List's `mode`
    /// firstItem/lastItem/itemsInRange/itemsAtPositions). Adding at an index and removing by
    /// positions or a range (whose counting base the definition does not give) stay unsupported
    /// with the value named.
    static let listTools: [ThirdPartyMapping] =
        [
            ThirdPartyMapping(
                [prefix + "AddToListIntent"], app: app, target: "list.combine", when: ("place", "end"),
                keys: ["list": "first", "item": "second"], ignored: ["place", "index"]),
            ThirdPartyMapping(
                [prefix + "AddToListIntent"], app: app, target: "list.combine", when: ("place", "start"),
                keys: ["item": "first", "list": "second"], ignored: ["place", "index"]),
        ]
        + [("starting", "Begins With"), ("ending", "Ends With"), ("containing", "Contains"), ("cofntaining", "Contains")]
        .flatMap { mode, condition in
            filterList(mode, keep: "keep", condition: condition) + filterList(mode, keep: "", condition: condition)
        }
        + filterList("containing", keep: "discard", condition: "Does Not Contain")
        + filterList("cofntaining", keep: "discard", condition: "Does Not Contain")
        + filterList("starting", keep: "discard", condition: "Does Not Begin With")
        + filterList("ending", keep: "discard", condition: "Does Not End With")
        + [
            ThirdPartyMapping(
                [prefix + "RemoveItemsFromListIntent"], app: app, target: "list.remove", when: ("mode", "firstItem"),
                keys: ["list": "list"], fixed: [("remove", "First Item")], ignored: ["mode", "indexes", "rangeStart", "rangeEnd"]),
            ThirdPartyMapping(
                [prefix + "RemoveItemsFromListIntent"], app: app, target: "list.remove", when: ("mode", "lastItem"),
                keys: ["list": "list"], fixed: [("remove", "Last Item")], ignored: ["mode", "indexes", "rangeStart", "rangeEnd"]),
        ]

    /// Pluralise Word by `output` (word alone, or after the count in digits, or in words:
    /// numberText) and `countType` (a number given, or the number of
    /// `items`, the definition's default): Pluralize by count, in the chosen letter case.
    static let pluralise: [ThirdPartyMapping] = [
        ("word", "false", "false"), ("numberDigit", "true", "false"), ("numberText", "true", "true"), ("", "false", "false"),
    ].flatMap {
        output, include, words in
        [("number", "By Count"), ("items", "By Number of Items"), ("", "By Number of Items")].map { countType, mode in
            ThirdPartyMapping(
                [prefix + "PluraliseIntent"], app: app, target: "text.pluralize", when: ("output", output),
                and: ("countType", countType),
                keys: ["word": "text", "typeCase": "letterCase"]
                    .merging(mode == "By Count" ? ["count": "count"] : ["items": "items"]) { first, _ in first },
                values: [
                    "letterCase": [
                        "sentence": "Capitalize with sentence case", "title": "Capitalize with Title Case", "lower": "lowercase",
                        "upper": "UPPERCASE",
                    ]
                ],
                fixed: [("mode", mode), ("includeCount", include), ("countInWords", words)],
                ignored: Set(["output", "countType", mode == "By Count" ? "items" : "count"]))
        }
    }

    /// Trim Text: `charCount` characters cut from `trimFrom` (TrimFromStart, TrimFromEnd), then
    /// spaces and tabs (`removeWhiteSpace`) and blank lines (`removeNewLines`, `emptyLineType`
    /// beforeAndAfter or all) removed.
    static let trimText = ThirdPartyMapping(
        [prefix + "TrimTextIntent"], app: app, target: "text.trimtext",
        keys: [
            "sourceText": "text", "charCount": "count", "trimFrom": "from", "removeWhiteSpace": "trimSpaces",
            "removeNewLines": "removeBlankLines", "emptyLineType": "blankLines",
        ],
        values: [
            "from": ["TrimFromStart": "Start", "TrimFromEnd": "End"],
            "blankLines": ["beforeAndAfter": "At Start and End", "all": "All"],
        ])

    /// Format Date (Extended)'s formats → Unicode date patterns (what each name shows: the
    /// weekday in full, abbreviated, in two letters or one; numbers of the day, week and month;
    /// the year; the quarter; the time's parts; the time zone's names and offset).
    static let dateExtendedPatterns: [(mode: String, key: String, patterns: [String: String])] = [
        (
            "DateFormat", "dateFormat",
            [
                "weekdayFull": "EEEE", "weekdayMed": "EEE", "weekdayShort": "EEEEEE", "weekdaySingle": "EEEEE",
                "dayOfWeekNumber": "e", "dayOfMonthNumber": "d", "dayOfYearNumber": "D", "dayOfWeekInMonth": "F",
                "weekOfMonth": "W", "monthNumber": "M", "monthShort": "MMM", "monthLong": "MMMM", "monthSingle": "MMMMM",
                "yearFull": "yyyy", "yearShort": "yy", "quarterFull": "QQQQ", "quarterShort": "QQQ", "quarterNumber": "Q",
            ]
        ),
        ("TimeFormat", "timeFormat", ["ampm": "a", "hourstwelve": "h", "hourstwentyfour": "H", "minutes": "m"]),
        (
            "ZoneFormat", "zoneFormat",
            [
                "timeZoneShort": "z", "timeZoneLong": "zzzz", "differenceToGMT": "ZZZZ", "locationZone": "VVVV",
                "exemplarCity": "VVV", "zoneIDLong": "VV", "zoneIDShort": "V",
            ]
        ),
    ]

    /// Format Date (Extended) by `dateTimeZone` (absent: DateFormat): Format Date with the
    /// pattern of the chosen format; a format the table lacks stays unsupported, named.
    static let formatDateExtended: [ThirdPartyMapping] =
        (dateExtendedPatterns + [
            ("", "dateFormat", dateExtendedPatterns[0].patterns)
        ]).map { mode, key, patterns in
            ThirdPartyMapping(
                [prefix + "FormatDateExtendedIntent"], app: app, target: "format.date", when: ("dateTimeZone", mode),
                keys: ["sourceDate": "date", key: "format"], values: ["format": patterns], fixed: [("style", "Custom")],
                ignored: Set(["dateTimeZone", "dateFormat", "timeFormat", "zoneFormat"]).subtracting([key]))
        }

    /// Create Solid Matte (`colour` black, the definition's first, white, red, blue, green, yellow,
    /// or customHex with `hexColour`; `width` and `height`, 512 when absent, as the definition's
    /// example gives them; `transparency` 0–1): Create Color Image. The named colours are taken
    /// as UIKit's plain colours of those names (the app does not say which shades it uses).
    static let createMatte: [ThirdPartyMapping] = {
        let named = [
            "black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "blue": "#0000FF", "green": "#00FF00",
            "yellow": "#FFFF00",
        ]
        let keys = ["width": "width", "height": "height", "transparency": "transparency"]
        let sizes = [("width", "512"), ("height", "512")]
        return [
            ThirdPartyMapping(
                [prefix + "CreateMatteIntent"], app: app, target: "image.color", when: ("colour", "customHex"),
                keys: keys.merging(["hexColour": "color"]) { first, _ in first }, fixed: sizes, ignored: ["colour"]),
            ThirdPartyMapping(
                [prefix + "CreateMatteIntent"], app: app, target: "image.color", when: ("colour", ""), keys: keys,
                fixed: sizes + [("color", "#000000")], ignored: ["hexColour"]),
        ]
            + named.keys.sorted().map { name in
                ThirdPartyMapping(
                    [prefix + "CreateMatteIntent"], app: app, target: "image.color", when: ("colour", name),
                    keys: keys.merging(["colour": "color"]) { first, _ in first }, values: ["color": named],
                    fixed: sizes, ignored: ["hexColour"])
            }
    }()

    /// Create Images From Text's keys (the Open-Jellycore compiler's Toolbox Pro table,
    /// `CreateTextImageParameter`) → Make Image from Text's, which takes the intent's names.
    static let textImageKeys: [String: String] = [
        "font": "font", "fontSize": "fontSize", "textColour": "textColour", "backgroundColour": "backgroundColour",
        "transparentBG": "transparentBackground", "alignment": "alignment", "autoSize": "autoSize", "width": "width",
        "height": "height", "paddingLeft": "paddingLeft", "paddingRight": "paddingRight", "paddingTop": "paddingTop",
        "paddingBottom": "paddingBottom", "scaleToFit": "scaleToFit", "lineLimit": "lineLimit", "lineCount": "lineCount",
        "addShadow": "addShadow", "shadowColour": "shadowColour", "xOffset": "xOffset", "yOffset": "yOffset",
        "lineBreak": "lineBreak",
    ]

    /// Its enums `Jelly_TextAlignment` and `Jelly_LineBreakMode` → our choices.
    static let textImageValues: [String: [String: String]] = [
        "alignment": ["centre": "Center", "justified": "Justified", "left": "Left", "right": "Right"],
        "lineBreak": [
            "WrapWord": "Wrap Words", "WrapChar": "Wrap Characters", "ClipText": "Clip", "TruncateHead": "Truncate Head",
            "TruncateTail": "Truncate Tail", "TruncateMiddle": "Truncate Middle",
        ],
    ]

    /// Create Images From Text: `inputType` RichText draws the `richText` variable's text (its
    /// styling is not kept), PlainText (or none, the default) the `text` list, one image each.
    /// `Show-text` is the editor's disclosure state.
    static let createTextImage: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            [prefix + "CreateTextImageIntent"], app: app, target: "image.text", when: ("inputType", "RichText"),
            keys: textImageKeys.merging(["richText": "text"]) { first, _ in first }, values: textImageValues,
            ignored: ["inputType", "text", "Show-text"]),
        ThirdPartyMapping(
            [prefix + "CreateTextImageIntent"], app: app, target: "image.text", when: ("inputType", "PlainText"),
            keys: textImageKeys.merging(["text": "text"]) { first, _ in first }, values: textImageValues,
            ignored: ["inputType", "richText", "Show-text"]),
        ThirdPartyMapping(
            [prefix + "CreateTextImageIntent"], app: app, target: "image.text", when: ("inputType", ""),
            keys: textImageKeys.merging(["text": "text"]) { first, _ in first }, values: textImageValues,
            ignored: ["richText", "Show-text"]),
    ]

    /// Edit Dictionary's removing types → Remove from Dictionary's `remove`.
    static let removals = [
        "deleteKey": "Keys", "keyPairWithKeyContaining": "Pairs Whose Key Contains",
        "keyPairWithValueContaining": "Pairs Whose Value Contains",
    ]

    /// Edit Dictionary removing pairs: by `keys` (deleteKey or no type) or by the `query` key's text.
    static func editDictionary(_ type: String, query: String?) -> ThirdPartyMapping {
        let read = ["dictionary": "dictionary", "removeEmptyValues": "removeEmpty"]
            .merging(query.map { [$0: "text"] } ?? ["keys": "keys"]) { first, _ in first }
        return ThirdPartyMapping(
            [prefix + "DeleteFromDictionaryIntent"], app: app, target: "dictionary.removekeys", when: ("type", type),
            keys: read, fixed: [("remove", removals[type] ?? "Keys")],
            ignored: Set(["type", "keys", "valueQuery", "keyQuery", "dictionaryToMerge"]).subtracting(read.keys))
    }

    static let actions: [ThirdPartyMapping] =
        listTools + pluralise + [trimText] + formatDateExtended + createMatte + createTextImage + [
            // Get UTI: the file's type by its extension (`decodeDynamic` only matters for the
            // dyn. identifiers Apple makes for unknown extensions; they are public.data here).
            // Format Currency: `roundTo` decimal places (absent: the currency's own).
            ThirdPartyMapping(
                [prefix + "FormatCurrencyIntent"], app: app, target: "format.currency",
                keys: ["amount": "amount", "currencyCode": "currency", "roundTo": "places"]),
            // Get Relative Date Description: named ("yesterday", "next year"), from `startingDate`
            // or now; `context` StartOfSentence capitalises, the other contexts leave English as is.
            ThirdPartyMapping(
                [prefix + "GetRelativeDateIntent"], app: app, target: "date.relative",
                keys: ["date": "date", "startingDate": "relativeTo", "unitsStyle": "units", "context": "capitalize"],
                values: [
                    "units": ["Abbreviated": "Abbreviated", "Full": "Full"],
                    "capitalize": [
                        "StartOfSentence": "true", "Dynamic": "false", "ListItem": "false", "MiddleOfSentence": "false",
                        "Standalone": "false",
                    ],
                ], fixed: [("style", "Named")]),
            // Query Server (`output` statusCode, statusDescription, allHeaders, isOK,
            // statusDictionary): Get Status of URL.
            ThirdPartyMapping(
                [prefix + "PingServerIntent"], app: app, target: "url.status", keys: ["url": "url", "output": "detail"],
                values: [
                    "detail": [
                        "statusCode": "Status Code", "statusDescription": "Status Description", "allHeaders": "Headers",
                        "isOK": "Is OK", "statusDictionary": "Status Dictionary",
                    ]
                ]),
            // Find Emoji with `category` All (or none): the emoji whose Unicode names hold the
            // query; the app's own categories (Faces, Food…) stay unsupported, named.
            ThirdPartyMapping(
                [prefix + "SearchForEmojiIntent"], app: app, target: "text.findemoji", when: ("category", "All"),
                keys: ["query": "query", "limit": "limit"], ignored: ["category"]),
            ThirdPartyMapping(
                [prefix + "SearchForEmojiIntent"], app: app, target: "text.findemoji", when: ("category", ""),
                keys: ["query": "query", "limit": "limit"]),
            // Parse Website Source (`contents` rawHTML, text, links, imgSrc): Get Parts of Web Page.
            ThirdPartyMapping(
                [prefix + "ParseWebsiteSourceIntent"], app: app, target: "url.pageparts",
                keys: ["url": "url", "contents": "part"],
                values: ["part": ["rawHTML": "HTML", "text": "Text", "links": "Links", "imgSrc": "Image Sources"]]),
            ThirdPartyMapping(
                [prefix + "GetUTIIntent"], app: app, target: "file.uti", keys: ["file": "file"], ignored: ["decodeDynamic"]),
            // Perform Calculation: our calculator; Format Number As
            // Text in its `typeCase` (sentence, title, lower, upper; absent: lower case, as
            // spelled); Get File URLs as absolute paths (`output` absolutePath).
            // With `roundResult` on, the answer as text with at most `decimalPlaces` decimals.
            ThirdPartyMapping(
                [prefix + "PerformCalculationIntent"], app: app, target: "calculateexpression", when: ("roundResult", "true"),
                keys: ["expression": "expression", "decimalPlaces": "precision"], fixed: [("result", "Text")],
                ignored: ["roundResult"]),
            ThirdPartyMapping(
                [prefix + "PerformCalculationIntent"], app: app, target: "calculateexpression",
                keys: ["expression": "expression"], ignored: ["decimalPlaces", "roundResult"]),
            ThirdPartyMapping(
                [prefix + "FormatNumberAsTextIntent"], app: app, target: "number.spellout",
                keys: ["number": "number", "locale": "locale", "typeCase": "letterCase"],
                values: [
                    "letterCase": [
                        "sentence": "Capitalize with sentence case", "title": "Capitalize with Title Case", "lower": "lowercase",
                        "upper": "UPPERCASE",
                    ]
                ]),
            ThirdPartyMapping(
                [prefix + "GetFileURLIntent"], app: app, target: "file.path", when: ("output", "absolutePath"),
                keys: ["file": "file"], ignored: ["output"]),
            ThirdPartyMapping(
                [prefix + "GetFileURLIntent"], app: app, target: "file.path", when: ("output", "filesURL"),
                keys: ["file": "file"], fixed: [("form", "File URL")], ignored: ["output"]),
            ThirdPartyMapping(
                [prefix + "RemoveEmojiIntent"], app: app, target: "text.removeemoji",
                keys: ["text": "text", "replaceDoubleSpaces": "collapseSpaces"]),
            // Split PDF: each page a PDF of its own, as Split PDF into Pages makes them.
            ThirdPartyMapping([prefix + "SplitPDFIntent"], app: app, target: "splitpdf", keys: ["pdfs": "input"]),
            // Edit Dictionary (`type` mergeDictionaries): the dictionary to merge laid over the
            // first, as Merge Dictionaries does; its other types (deleteKey, the definition's first,
            // keyPairWithKeyContaining with `keyQuery`, keyPairWithValueContaining with
            // `valueQuery`, each with `removeEmptyValues`) are Remove from Dictionary.
            ThirdPartyMapping(
                [prefix + "DeleteFromDictionaryIntent"], app: app, target: "dictionary.merge",
                when: ("type", "mergeDictionaries"), keys: ["dictionary": "dictionary", "dictionaryToMerge": "other"],
                ignored: ["type", "keys", "valueQuery", "keyQuery", "removeEmptyValues"]),
            editDictionary("", query: nil), editDictionary("deleteKey", query: nil),
            editDictionary("keyPairWithKeyContaining", query: "keyQuery"),
            editDictionary("keyPairWithValueContaining", query: "valueQuery"),
            // Global Variables: every mode of the intent's definition (see `globalVariables`).
            globalVariables("Get", target: "store.get", keys: ["getVariableKey": "path"]),
            globalVariables("Set", target: "store.set", keys: ["setVariableKey": "path", "setVariableValue": "value"]),
            globalVariables("", target: "store.set", keys: ["setVariableKey": "path", "setVariableValue": "value"]),
            globalVariables("ClearSingle", target: "store.remove", keys: ["deleteVariableKey": "path"]),
            globalVariables(
                "Add", target: "store.appendtext",
                keys: ["addKey": "path", "addValue": "text", "joinMode": "position", "newLine": "newLine"]),
            globalVariables("Delete", target: "store.remove", keys: ["getVariableKey": "path", "deleteVariableKey": "path"]),
            globalVariables("GetAll", and: ("getAllMode", "listOfNames"), target: "store.keys", fixed: [("path", "")]),
            globalVariables("GetAll", and: ("getAllMode", ""), target: "store.keys", fixed: [("path", "")]),
            globalVariables("GetAll", and: ("getAllMode", "dictionaryOfValues"), target: "store.get", fixed: [("path", "")]),
            globalVariables(
                "AddToDict", target: "store.set", keys: ["addDictValue": "value"],
                joined: [("path", ["addDictKey", "addDictValueKey"])]),
            globalVariables("GetFromDict", target: "store.get", joined: [("path", ["getDictVarKey", "getDictValue"])]),
            globalVariables("ClearAll", target: "store.clear"),
            ThirdPartyMapping(
                [prefix + "CheckGVIntent"], app: app, target: "store.exists",
                keys: ["name": "path", "create": "create", "value": "value"], fixed: [("store", store)]),
            // Remove Duplicates, the first `resultCount` kept with `limitResults` on.
            ThirdPartyMapping(
                [prefix + "RemoveDuplicatesIntent"], app: app, target: "list.dedupe", when: ("limitResults", "true"),
                keys: ["items": "list", "resultCount": "limit"], ignored: ["limitResults"]),
            ThirdPartyMapping(
                [prefix + "RemoveDuplicatesIntent"], app: app, target: "list.dedupe", keys: ["items": "list"],
                ignored: ["resultCount", "limitResults"]),
            ThirdPartyMapping(
                [prefix + "SortListIntent"], app: app, target: "list.sort", keys: ["list": "list", "sortOrder": "direction"],
                values: ["direction": ["az": "Ascending", "za": "Descending", "AZ": "Ascending", "ZA": "Descending"]]),
            ThirdPartyMapping([prefix + "ReverseListIntent"], app: app, target: "list.reverse", keys: ["list": "list"]),
            quickMatchText(range: true), quickMatchText(range: false),
            // Get from Dictionary: `type` names what is got and how keys are tested (the definition's
            // GetValuesOfKeysContaining and GetValuesOfKeyThatDontContain, and the spellings files
            // use; absent in files that only give `keysContaining`), `caseSensitive` how.
            getFromDictionary("", get: "Values", match: "Contain", text: "keysContaining"),
            getFromDictionary("GetValuesOfKeyThatContain", get: "Values", match: "Contain", text: "keysContaining"),
            getFromDictionary("GetValuesOfKeysContaining", get: "Values", match: "Contain", text: "keysContaining"),
            getFromDictionary("GetValuesOfKeyThatDontContain", get: "Values", match: "Do Not Contain", text: "keysNotContaining"),
            getFromDictionary("GetKeysThatContain", get: "Keys", match: "Contain", text: "keysContaining"),
            getFromDictionary("GetKeysThatDontContain", get: "Keys", match: "Do Not Contain", text: "keysNotContaining"),
            deviceDetails,
            // Device Language: the user's language; Toolbox Pro's "PreferredLanguages" list gives
            // its first language here.
            ThirdPartyMapping(
                [prefix + "DeviceLanguageIntent"], app: app, target: "getdevicedetails", fixed: [("detail", "Language")],
                ignored: ["languageType"]),
            // Toolbox Pro 2's App Intents for global variables.
            ThirdPartyMapping(
                ["com.alexhay.ToolboxPro2.SetGlobalVariable"], app: app, target: "store.set",
                keys: ["name": "path", "items": "value", "value": "value", "overwrite": "overwrite"],
                values: ["overwrite": ["true": "Always", "false": "Never"]], fixed: [("store", store)]),
            ThirdPartyMapping(
                ["com.alexhay.ToolboxPro2.GetGlobalVariable"], app: app, target: "store.get", keys: ["name": "path"],
                fixed: [("store", store)]),
            // Toolbox Pro's own console keeps notes in the same run log as the Console app's
            // actions: Print logs its notes, Retrieve gives them back as Output Messages does
            // (`retrievalType` List or text: one a line either way here), Clear forgets them. The
            // app's log outlives a run; this one is the run's. A `consoleMode` chosen by a
            // variable stays unsupported (the mode must be known when importing).
            ThirdPartyMapping(
                [prefix + "ConsoleIntent"], app: app, target: "console.messages", when: ("consoleMode", "Retrieve"),
                fixed: [("mode", "Output")], ignored: ["consoleMode", "retrievalType", "notes"]),
            ThirdPartyMapping(
                [prefix + "ConsoleIntent"], app: app, target: "console.messages", when: ("consoleMode", "Clear"),
                fixed: [("mode", "Clear")], ignored: ["consoleMode", "retrievalType", "notes"]),
            ThirdPartyMapping(
                [prefix + "ConsoleIntent"], app: app, target: "console.log", when: ("consoleMode", "Print"),
                keys: ["notes": "message"], ignored: ["consoleMode", "retrievalType"]),
            // Battery Status with no `batteryState`: the charge level, as Get Battery Level gives it.
            ThirdPartyMapping([prefix + "BatteryStatusIntent"], app: app, target: "getbatterylevel", when: ("batteryState", "")),
            // Battery Status with a `batteryState` (isCharging, batteryLevel): Get Battery Level's subject.
            ThirdPartyMapping(
                [prefix + "BatteryStatusIntent"], app: app, target: "getbatterylevel", keys: ["batteryState": "subject"]),
            // Device Storage: `storageTypes` totalCapacity / remainingSpace / usedSpace (Get
            // Storage's aliases), in MB or GB (`unitOfMeasurement`), with or without units.
            ThirdPartyMapping(
                [prefix + "DeviceStorageIntent"], app: app, target: "device.storage",
                keys: ["storageTypes": "figure", "includeUnits": "includeUnits", "unitOfMeasurement": "unit"]),
            // Create Menu Item makes an item shown by Choose from List with a title, subtitle and
            // icon; here the item is its title (a terminal shows no subtitle or icon), and Get Menu
            // Item gives the chosen item's title back as text.
            ThirdPartyMapping(
                [prefix + "CreateMenuIntent"], app: app, target: "gettext", keys: ["title": "text"],
                ignored: [
                    "subtitle", "field1", "field2", "customIconType", "defaultIcons", "customIcon", "sfSymbolName", "emojiName",
                    "iconColour", "backgroundColour", "emojiBG", "imageURL", "defaultBGColour", "defaultIconColour",
                    "bgTransparency", "bgTransparencyEmoji", "base64", "sfScale", "defaultScale",
                    // Keys files of older versions of the app hold.
                    "bgColour", "image", "iconImage", "emoji",
                ]),
            ThirdPartyMapping([prefix + "GetMenuItemIntent"], app: app, target: "detect.text", keys: ["menuItem": "input"]),
            // Text, list and dictionary tools of the intent definition (the Open-Jellycore compiler's
            // Toolbox Pro table) that have an action here. Calculate with Soulver is the calculator;
            // its rounding, locale and currency update options stay unsupported when on.
            ThirdPartyMapping([prefix + "ReverseListIntent"], app: app, target: "list.reverse", keys: ["list": "list"]),
            ThirdPartyMapping(
                [prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", when: ("limit", "true"),
                keys: ["list": "list", "limitCount": "limit"], ignored: ["limit"]),
            ThirdPartyMapping(
                [prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", keys: ["list": "list"],
                ignored: ["limit", "limitCount"]),
            ThirdPartyMapping([prefix + "GenerateUUIDIntent"], app: app, target: "text.uuid"),
            ThirdPartyMapping([prefix + "PrettyPrintIntent"], app: app, target: "json.prettify", keys: ["dictionary": "input"]),
            ThirdPartyMapping(
                [prefix + "SortDictionariesIntent"], app: app, target: "list.sort",
                keys: ["dictionaries": "list", "sortKey": "key", "sortOrder": "direction"]),
            // With `roundResult` on, the answer as text with at most `roundTo` decimals; a
            // currency-rate update is Live Currency Rates; another locale stays unsupported when on.
            ThirdPartyMapping(
                [prefix + "CalculateWithSoulverIntent"], app: app, target: "calculateexpression", when: ("roundResult", "true"),
                keys: ["text": "expression", "roundTo": "precision", "updateCurrencies": "liveRates"],
                fixed: [("result", "Text")],
                ignored: ["roundResult", "locale"], declinedFlags: ["changeLocale"]),
            ThirdPartyMapping(
                [prefix + "CalculateWithSoulverIntent"], app: app, target: "calculateexpression",
                keys: ["text": "expression", "updateCurrencies": "liveRates"],
                ignored: ["roundTo", "locale", "roundResult"], declinedFlags: ["changeLocale"]),
            // Build URL (its parts, the port only with `addPort` on) and Create Query Item, whose
            // item is a one-key dictionary here (`inputType` text, the default) or the given
            // dictionary (`inputType` dictionary): Create URL reads both.
            ThirdPartyMapping(
                [prefix + "BuildURLIntent"], app: app, target: "url.build",
                keys: [
                    "scheme": "scheme", "host": "host", "path": "path", "queryItems": "queryItems", "fragment": "fragment",
                    "user": "user", "password": "password", "addPort": "customPort", "port": "port",
                ]),
            ThirdPartyMapping(
                [prefix + "CreateQueryItemIntent"], app: app, target: "setvalueforkey", when: ("inputType", "text"),
                keys: ["name": "key", "value": "value"], fixed: [("dictionary", "")], ignored: ["inputType", "dictionary"]),
            ThirdPartyMapping(
                [prefix + "CreateQueryItemIntent"], app: app, target: "setvalueforkey", when: ("inputType", ""),
                keys: ["name": "key", "value": "value"], fixed: [("dictionary", "")], ignored: ["dictionary"]),
            ThirdPartyMapping(
                [prefix + "CreateQueryItemIntent"], app: app, target: "detect.dictionary", when: ("inputType", "dictionary"),
                keys: ["dictionary": "input"], ignored: ["inputType", "name", "value"]),
            ThirdPartyMapping(
                [prefix + "SetNestedDictionaryValueIntent"], app: app, target: "dictionary.setpath", when: ("mode", "Set"),
                keys: ["dictionary": "dictionary", "path": "path", "value": "value"], ignored: ["mode", "appendValue"]),
            ThirdPartyMapping(
                [prefix + "SetNestedDictionaryValueIntent"], app: app, target: "dictionary.setpath", when: ("mode", "Append"),
                keys: ["dictionary": "dictionary", "path": "path", "appendValue": "value"], fixed: [("mode", "Append")],
                ignored: ["mode", "value"]),
        ]
}
