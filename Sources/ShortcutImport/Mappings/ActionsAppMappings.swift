/// Actions (com.sindresorhus.Actions), Sindre Sorhus's free text and list tools: those that need
/// no device.
enum ActionsAppMappings {
    static let app = "Actions"
    static let prefix = "com.sindresorhus.Actions."

    static let actions: [ThirdPartyMapping] =
        [
            // Shuffle List, the first `limit` of the shuffled items with `shouldLimit` on.
            ThirdPartyMapping(
                [prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", when: ("shouldLimit", "true"),
                keys: ["list": "list", "limit": "limit"], ignored: ["shouldLimit"]),
            ThirdPartyMapping(
                [prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", keys: ["list": "list"],
                ignored: ["shouldLimit", "limit"]),
            ThirdPartyMapping(
                [prefix + "RemoveDuplicatesFromListIntent"], app: app, target: "list.dedupe", keys: ["list": "list"]),
            ThirdPartyMapping([prefix + "TrimWhitespaceIntent"], app: app, target: "text.trim", keys: ["text": "text"]),
            ThirdPartyMapping(
                [prefix + "TruncateTextIntent"], app: app, target: "text.truncate",
                keys: ["text": "text", "maximumLength": "maximumLength", "truncationIndicator": "indicator"]),
            ThirdPartyMapping(
                [prefix + "RemoveEmptyLinesIntent"], app: app, target: "text.removeemptylines", keys: ["text": "text"]),
            ThirdPartyMapping(
                [prefix + "RemoveDuplicateLinesIntent"], app: app, target: "text.removeduplicatelines",
                keys: ["text": "text", "caseInsensitive": "caseInsensitive"]),
            ThirdPartyMapping(
                [prefix + "RemoveNonPrintableCharactersIntent"], app: app, target: "text.removenonprintable",
                keys: ["text": "text"]),
            // Spell Out Number in `ActionsLocale` (the locale entity's identifier; absent: English).
            ThirdPartyMapping(
                [prefix + "SpellOutNumberIntent"], app: app, target: "number.spellout",
                keys: ["number": "number", "ActionsLocale": "locale"]),
            ThirdPartyMapping([prefix + "DateToUnixTimeIntent"], app: app, target: "date.unixtime", keys: ["date": "date"]),
            ThirdPartyMapping([prefix + "GenerateCSVIntent"], app: app, target: "csv.generate", keys: ["dictionaries": "rows"]),
            ThirdPartyMapping(
                [prefix + "RandomTextIntent"], app: app, target: "text.random",
                keys: [
                    "length": "length", "customCharacters": "characters", "useCustomCharacters": "useCharacters",
                    "lowercase": "lowercase", "uppercase": "uppercase", "digits": "digits", "seed": "seed",
                    // The Open-Jellycore compiler's definition names the three flags so.
                    "useLowercase": "lowercase", "useUppercase": "uppercase", "useDigits": "digits",
                ]),
            ThirdPartyMapping(
                [prefix + "ParseJSON5Intent"], app: app, target: "json5.parse", keys: ["file": "input", "text": "input"]),
            ThirdPartyMapping([prefix + "RandomColorIntent"], app: app, target: "color.random"),
            ThirdPartyMapping(
                [prefix + "CreateColorImageIntent"], app: app, target: "image.color",
                keys: ["color": "color", "width": "width", "height": "height", "opacity": "opacity"]),
            ThirdPartyMapping(
                [prefix + "GetFilePathIntent"], app: app, target: "file.path", keys: ["file": "file", "type": "form"],
                values: ["form": ["path": "Path", "url": "File URL", "tildePath": "Tilde Path"]]),
            ThirdPartyMapping(
                [prefix + "TransformTextIntent"], app: app, target: "text.changecase",
                keys: ["text": "text", "transformation": "case"],
                values: [
                    "case": TextCaseMappings.formats.merging([
                        "constantCase": "CONSTANT_CASE", "stripDiacritics": "Strip Diacritics",
                    ]) {
                        first, _ in first
                    }
                ]),
            // Remove from List (1-based; `action` First Item by default, the intent definition's
            // default; firstItem, lastItem, index, range, randomItems): our Remove from List.
            ThirdPartyMapping(
                [prefix + "RemoveFromListIntent"], app: app, target: "list.remove",
                keys: [
                    "list": "list", "action": "remove", "index": "index", "rangeLowerBound": "start", "rangeUpperBound": "end",
                    "randomItemCount": "count",
                ],
                values: [
                    "remove": [
                        "firstItem": "First Item", "lastItem": "Last Item", "index": "Item at Index", "range": "Items in Range",
                        "randomItems": "Random Items",
                    ]
                ]),
            ThirdPartyMapping([prefix + "GetTitleOfURLIntent"], app: app, target: "url.gettitle", keys: ["url": "url"]),
            // The list tools of the app's intent definition (the Open-Jellycore compiler's Actions
            // table): Reverse List; Sort List (`sortType` natural, localized, localizedCaseInsensitive:
            // Natural or Alphabetical order, letter case breaking ties only; `ascending`); Truncate
            // List (the first `limit` items); Add to List (the item after the list; prepending stays
            // unsupported).
            ThirdPartyMapping([prefix + "ReverseListIntent"], app: app, target: "list.reverse", keys: ["list": "list"]),
            ThirdPartyMapping(
                [prefix + "SortListIntent"], app: app, target: "list.sort",
                keys: ["list": "list", "sortType": "order", "ascending": "direction"],
                values: [
                    "order": ["natural": "Natural", "localized": "Alphabetical", "localizedCaseInsensitive": "Alphabetical"],
                    "direction": ["true": "Ascending", "false": "Descending"],
                ]),
            ThirdPartyMapping(
                [prefix + "TruncateListIntent"], app: app, target: "list.take", keys: ["list": "list", "limit": "count"],
                fixed: [("from", "Start")]),
            // Add to List: `prepend` on puts the item first.
            ThirdPartyMapping(
                [prefix + "AddToListIntent"], app: app, target: "list.combine", when: ("prepend", "true"),
                keys: ["item": "first", "list": "second"], ignored: ["prepend"]),
            ThirdPartyMapping(
                [prefix + "AddToListIntent"], app: app, target: "list.combine", keys: ["list": "first", "item": "second"],
                ignored: ["prepend"]),
            // Number, date and random tools of the same definition, with actions of their own here.
            ThirdPartyMapping(
                [prefix + "UnixTimeToDateIntent"], app: app, target: "date.fromunixtime", keys: ["unixTime": "unixTime"]),
            ThirdPartyMapping(
                [prefix + "ClampNumberIntent"], app: app, target: "number.clamp",
                keys: ["number": "number", "minimum": "minimum", "maximum": "maximum"]),
            ThirdPartyMapping([prefix + "RandomBooleanIntent"], app: app, target: "boolean.random"),
            ThirdPartyMapping([prefix + "GenerateUUIDIntent"], app: app, target: "text.uuid"),
            // From the app's own source (sindresorhus/Actions, its App Intents; an intent migrated
            // from the older definition keeps that class name as identifier, `…Intent`; a newer one
            // is its type's name). Combine Lists: two lists joined (lists 3 to 10 stay unsupported,
            // each named). Pretty Print Dictionaries: JSON text made readable. Calculate with
            // Soulver: our calculator's answer as text, with at most the intent's 2 decimal places
            // unless given (trailing zeros trimmed, as Soulver shows them); thousands
            // separators off is our plain text; live currency rates are Live Currency Rates; large
            // numbers are abbreviated (1.35M) by both.
            ThirdPartyMapping(
                [prefix + "CombineListsIntent"], app: app, target: "list.combine", keys: ["list1": "first", "list2": "second"],
                gathered: [("more", (3...10).map { "list\($0)" })]),
            ThirdPartyMapping(
                [prefix + "PrettyPrintDictionariesIntent"], app: app, target: "json.prettify", keys: ["dictionaries": "input"]),
            ThirdPartyMapping(
                [prefix + "CalculateWithSoulver"], app: app, target: "calculateexpression",
                keys: [
                    "expression": "expression", "decimalPlaces": "precision", "showThousandsSeparator": "plain",
                    "useLiveCurrencyRates": "liveRates",
                ],
                values: ["plain": ["true": "false", "false": "true"]], fixed: [("result", "Text"), ("precision", "2")],
                ignored: ["abbreviateLargeNumbers"]),
            // Tools with an action of their own here (same source): Merge Dictionaries (shallow; all ten, in
            // order), Get Index of List Item
            // (1-based, -1 when absent), Get Query Item Value from URL and Get Query Items from URL
            // as Dictionary.
            ThirdPartyMapping(
                [prefix + "MergeDictionariesIntent"], app: app, target: "dictionary.merge",
                keys: ["dictionary1": "dictionary", "dictionary2": "other"],
                gathered: [("more", (3...10).map { "dictionary\($0)" })]),
            ThirdPartyMapping(
                [prefix + "GetIndexOfListItem"], app: app, target: "list.indexof", keys: ["list": "list", "item": "item"]),
            ThirdPartyMapping(
                [prefix + "GetQueryItemValueFromURLIntent"], app: app, target: "url.query",
                keys: ["url": "url", "queryItemName": "name"]),
            ThirdPartyMapping(
                [prefix + "GetQueryItemsFromURLAsDictionaryIntent"], app: app, target: "url.query", keys: ["url": "url"]),
            // Get Query Items from URL: each item with its name and value (a dictionary here).
            ThirdPartyMapping(
                [prefix + "GetQueryItemsFromURLIntent"], app: app, target: "url.query", keys: ["url": "url"],
                fixed: [("asList", "true")]),
            // Round Number to Multiple (`mode` normal, alwaysRoundUp, alwaysRoundDown) and Get Boolean
            // from Input (true, false, yes, no, 1, 0 in any case: what Boolean reads).
            ThirdPartyMapping(
                [prefix + "RoundNumberToMultipleIntent"], app: app, target: "number.roundtomultiple",
                keys: ["number": "number", "multiple": "multiple", "mode": "mode"],
                values: [
                    "mode": ["normal": "Normal", "alwaysRoundUp": "Always Round Up", "alwaysRoundDown": "Always Round Down"]
                ]),
            ThirdPartyMapping([prefix + "GetBooleanFromInput"], app: app, target: "boolean", keys: ["booleanString": "value"]),
            ThirdPartyMapping([prefix + "RemoveEmojiIntent"], app: app, target: "text.removeemoji", keys: ["text": "text"]),
            ThirdPartyMapping([prefix + "ReverseLines"], app: app, target: "text.reverselines", keys: ["text": "text"]),
            // Get Random Floating-Point Number: bounds in either order; its own `seed` stays
            // unsupported, named (the run's seed makes the number repeatable here).
            ThirdPartyMapping(
                [prefix + "RandomFloatingPointNumberIntent"], app: app, target: "number.randomdecimal",
                keys: ["minimum": "minimum", "maximum": "maximum"]),
            ThirdPartyMapping(
                [prefix + "RandomDateTimeIntent"], app: app, target: "date.random", keys: ["start": "start", "end": "end"]),
            // Get Emojis (every emoji of the text, as a list) and Get Random Emoticon (from Unicode's
            // Emoticons block, as the app's source picks it).
            ThirdPartyMapping([prefix + "GetEmojisIntent"], app: app, target: "text.emojis", keys: ["text": "text"]),
            ThirdPartyMapping([prefix + "RandomEmojiIntent"], app: app, target: "text.randomemoticon"),
            // Create URL: the parts of its intent definition; `queryItems` is a list whose items
            // alternate name and value; the port counts only with `useCustomPort` on.
            ThirdPartyMapping(
                [prefix + "CreateURLIntent"], app: app, target: "url.build",
                keys: [
                    "scheme": "scheme", "host": "host", "path": "path", "queryItems": "queryItems", "fragment": "fragment",
                    "user": "user", "password": "password", "useCustomPort": "customPort", "port": "port",
                ]),
            // Get Uniform Type Identifier: the file's type by its extension.
            ThirdPartyMapping([prefix + "GetUniformTypeIdentifierIntent"], app: app, target: "file.uti", keys: ["file": "file"]),
            // Format Currency (`currency`: the code; absent, the system's, which is USD here).
            ThirdPartyMapping(
                [prefix + "FormatCurrencyIntent"], app: app, target: "format.currency",
                keys: ["amount": "amount", "currency": "currency"]),
            // Format Date Difference: the first date relative to the second, numerically (the app
            // uses Apple's relative formatter with its defaults: "2 weeks ago").
            ThirdPartyMapping(
                [prefix + "FormatDateDifferenceIntent"], app: app, target: "date.relative",
                keys: ["firstDate": "date", "secondDate": "relativeTo"]),
            // Format Number — Compact (`abbreviatedUnit`: 3.4K rather than 3.4 thousand).
            ThirdPartyMapping(
                [prefix + "FormatNumberCompactIntent"], app: app, target: "number.compact",
                keys: ["number": "number", "abbreviatedUnit": "abbreviated"]),
            // Format Duration (`unitStyle`; months and years, which need a calendar date to count
            // from, stay unsupported when on).
            ThirdPartyMapping(
                [prefix + "FormatDurationIntent"], app: app, target: "format.duration",
                keys: [
                    "duration": "duration", "unitStyle": "style", "showDays": "days", "showHours": "hours",
                    "showMinutes": "minutes", "showSeconds": "seconds", "maximumUnitCount": "maximumUnits",
                ],
                values: [
                    "style": [
                        "positional": "Positional", "abbreviated": "Abbreviated", "brief": "Brief", "short": "Short",
                        "full": "Full", "spellOut": "Spell Out",
                    ]
                ], declinedFlags: ["showMonths", "showYears"]),
            // Parse CSV (`delimiter` comma, tab or custom; `hasHeader`, on by default).
            ThirdPartyMapping(
                [prefix + "ParseCSVIntent"], app: app, target: "csv.parse",
                keys: ["file": "csv", "hasHeader": "header", "delimiter": "delimiter", "customDelimiter": "customDelimiter"]),
            // Is Reachable (`host`) and Is Online (asks apple.com here: the app tries servers of its
            // own choosing).
            ThirdPartyMapping([prefix + "IsReachableIntent"], app: app, target: "url.reachable", keys: ["host": "host"]),
            ThirdPartyMapping([prefix + "IsOnlineIntent"], app: app, target: "url.reachable", fixed: [("host", "apple.com")]),
            // Set Creation and Modification Date of File (`type` both, the default, creationDate,
            // modificationDate): Set File Dates, within the path policy.
            ThirdPartyMapping(
                [prefix + "SetFileCreationModificationDateIntent"], app: app, target: "file.setdates",
                keys: ["file": "file", "date": "date", "type": "dates"],
                values: ["dates": ["both": "Both", "creationDate": "Creation Date", "modificationDate": "Modification Date"]]),
        ] + editURL + transformLists + filterList

    /// Filter List: `shouldKeep` on (or absent) keeps the items that meet `condition` (contains,
    /// beginsWith, endsWith, regex, is), the first `limit` of them with `shouldLimit` on (a limit
    /// left in the file with it off does not count); off drops them (Filter List's opposite of each
    /// condition: Does Not Contain, Does Not Begin With, Does Not End With, Does Not Match Regular
    /// Expression, Is Not), the limit counting the items kept.
    static let filterList: [ThirdPartyMapping] = {
        let keys = ["list": "list", "matchText": "text", "caseSensitive": "caseSensitive", "condition": "condition"]
        let keep = ["true", ""].flatMap { flag in
            [("true", true), ("false", false), ("", false)].map { limitFlag, limited in
                ThirdPartyMapping(
                    [prefix + "FilterListIntent"], app: app, target: "list.filter", when: ("shouldKeep", flag),
                    and: ("shouldLimit", limitFlag),
                    keys: limited ? keys.merging(["limit": "limit"]) { first, _ in first } : keys,
                    ignored: Set(["shouldKeep", "shouldLimit"] + (limited ? [] : ["limit"])))
            }
        }
        let opposites = [
            ("contains", "Does Not Contain"), ("", "Does Not Contain"), ("beginsWith", "Does Not Begin With"),
            ("endsWith", "Does Not End With"), ("regex", "Does Not Match Regular Expression"), ("is", "Is Not"),
        ]
        // Dropping, the first `limit` kept with `shouldLimit` on (declared first: the others do not test it).
        let drop = [true, false].flatMap { limited in
            opposites.map { condition, negated in
                ThirdPartyMapping(
                    [prefix + "FilterListIntent"], app: app, target: "list.filter", when: ("shouldKeep", "false"),
                    and: ("condition", condition), andAlso: limited ? ("shouldLimit", "true") : nil,
                    keys: (limited ? keys.merging(["limit": "limit"]) { first, _ in first } : keys).filter {
                        $0.key != "condition"
                    },
                    fixed: [("condition", negated)],
                    ignored: Set(["shouldKeep", "condition", "shouldLimit"] + (limited ? [] : ["limit"])))
            }
        }
        return keep + drop
    }()

    /// Transform Lists by `type` (subtraction, intersection, symmetricDifference; absent:
    /// intersection, the default): each type reads its own two lists.
    static let transformLists: [ThirdPartyMapping] = [
        ("subtraction", "Only in First"), ("intersection", "In Both"), ("", "In Both"),
        ("symmetricDifference", "In Only One"),
    ].map { type, operation in
        let own = type.isEmpty ? "intersection" : type
        let every = ["subtraction", "intersection", "symmetricDifference"].flatMap { [$0 + "List1", $0 + "List2"] }
        return ThirdPartyMapping(
            [prefix + "TransformListsIntent"], app: app, target: "list.compare", when: ("type", type),
            keys: [own + "List1": "first", own + "List2": "second"], fixed: [("operation", operation)],
            ignored: Set(every).subtracting([own + "List1", own + "List2"]).union(["type"]))
    }

    /// Edit URL's `action` values (its intent definition's enum, absent: addQueryItem, the
    /// default) → our Edit, with the intent keys each one reads (→ ours).
    static let editURLModes: [(mode: String, edit: String, keys: [String: String])] = [
        ("addQueryItem", "Add Query Item", ["queryItemName": "name", "queryItemValue": "value"]),
        ("addPathComponent", "Add Path Component", ["addPathComponentValue": "text"]),
        ("appendToQuery", "Append to Query", ["appendToQueryValue": "text"]),
        ("appendToFragment", "Append to Fragment", ["appendToFragmentValue": "text"]),
        ("removeQueryItemsNamed", "Remove Query Items Named", ["removeQueryItemsNamedValue": "name"]),
        ("removeLastPathComponent", "Remove Last Path Component", [:]), ("removeQuery", "Remove Query", [:]),
        ("removeFragment", "Remove Fragment", [:]), ("removePath", "Remove Path", [:]), ("removePort", "Remove Port", [:]),
        ("removeUserAndPassword", "Remove User and Password", [:]), ("setQuery", "Set Query", ["setQueryValue": "text"]),
        ("setFragment", "Set Fragment", ["setFragmentValue": "text"]), ("setPath", "Set Path", ["setPathValue": "text"]),
        ("setScheme", "Set Scheme", ["setSchemeValue": "text"]), ("setHost", "Set Host", ["setHostValue": "text"]),
        ("setUsernameAndPassword", "Set User and Password", ["username": "user", "password": "password"]),
    ]

    /// Edit URL, one declaration per `action` (and one for its absence): the keys of the other
    /// edits, which the editor keeps, are ignored.
    static let editURL: [ThirdPartyMapping] = {
        let every = Set(editURLModes.flatMap { $0.keys.keys }).union(["action"])
        let modes = editURLModes + [("", "Add Query Item", ["queryItemName": "name", "queryItemValue": "value"])]
        return modes.map { mode, edit, keys in
            ThirdPartyMapping(
                [prefix + "EditURLIntent"], app: app, target: "url.edit", when: ("action", mode),
                keys: keys.merging(["url": "url"]) { first, _ in first }, fixed: [("edit", edit)],
                ignored: every.subtracting(keys.keys))
        }
    }()
}
