/// One third-party app action (an App Intent: the app's bundle id + the intent's name) that
/// needs no device, mapped by table to one of our actions: which of the intent's parameter keys
/// becomes which of ours, their values that differ from ours, and keys that carry no meaning here.
/// Several declarations may share an identifier when one of the intent's keys selects what it
/// does (`when`); the first that matches is used.
public struct ThirdPartyMapping: Sendable {
    /// The intents' full identifiers (an app may ship under two bundle ids).
    public let identifiers: [String]
    /// The app, as the catalogue names it ("Data Jar").
    public let app: String
    /// Our action's short identifier.
    public let target: String
    /// Applies only when each of the intent's keys holds its text value (compared without letter
    /// case; a flag as true or false; an empty value: the key is absent; `present`: the key holds
    /// any value).
    let conditions: [(key: String, value: String)]
    /// The condition value that holds whenever the key is in the file, whatever it holds.
    static let present = "*"
    /// The first condition: the key whose value is named when no declaration applies.
    var when: (key: String, value: String)? { conditions.first }
    /// The intent's parameter key → our parameter key.
    let keys: [String: String]
    /// Our parameter key → the intent's values → ours (values not listed are read as written).
    let values: [String: [String: String]]
    /// Our parameters the intent fixes: our key → a literal text value.
    let fixed: [(key: String, value: String)]
    /// Our parameters made of several of the intent's keys, in order, joined by a dot (a key path
    /// of a variable and a key in it): our key → the intent's keys.
    let joined: [(key: String, from: [String])]
    /// Our list parameters made of several of the intent's keys, in order (Combine Lists' list3 to
    /// list10): our key → the intent's keys; absent keys are skipped.
    let gathered: [(key: String, from: [String])]
    /// The intent's keys that carry only display state, or meaning with no effect here.
    let ignored: Set<String>
    /// The intent's flags that, when true, ask for something our action cannot do.
    let declinedFlags: Set<String>

    init(
        _ identifiers: [String], app: String, target: String, when: (key: String, value: String)? = nil,
        and also: (key: String, value: String)? = nil, andAlso third: (key: String, value: String)? = nil,
        keys: [String: String] = [:], values: [String: [String: String]] = [:],
        fixed: [(key: String, value: String)] = [], joined: [(key: String, from: [String])] = [],
        gathered: [(key: String, from: [String])] = [], ignored: Set<String> = [], declinedFlags: Set<String> = []
    ) {
        self.identifiers = identifiers
        self.app = app
        self.target = target
        self.conditions = [when, also, third].compactMap { $0 }
        self.keys = keys
        self.values = values
        self.fixed = fixed
        self.joined = joined
        self.gathered = gathered
        self.ignored = ignored
        self.declinedFlags = declinedFlags
    }
}

/// Every third-party mapping, one file per app.
public enum ThirdPartyMappings {
    /// All declarations, app by app.
    public static let all: [ThirdPartyMapping] =
        DataJarMappings.actions + ToolboxProMappings.actions + ActionsAppMappings.actions + TextCaseMappings.actions
        + GizmoPackMappings.actions + ConsoleMappings.actions + JaysonMappings.actions + ChromeMappings.actions
        + DraftsMappings.actions
        + AppleAliasMappings.actions + GetObjectOfClass.mappings

    /// The declarations for an intent identifier, in order.
    static func mappings(_ identifier: String) -> [ThirdPartyMapping] { byIdentifier[identifier] ?? [] }

    private static let byIdentifier: [String: [ThirdPartyMapping]] = {
        var table: [String: [ThirdPartyMapping]] = [:]
        for mapping in all {
            for identifier in mapping.identifiers { table[identifier, default: []].append(mapping) }
        }
        return table
    }()

    /// The apps and intents that import to our action `target` (short identifier), for the catalogue.
    public static func sources(of target: String) -> [(app: String, identifier: String)] {
        var seen: Set<String> = []
        var result: [(app: String, identifier: String)] = []
        for mapping in all where mapping.target == target {
            for identifier in mapping.identifiers where seen.insert(identifier).inserted {
                result.append((mapping.app, identifier))
            }
        }
        return result
    }
}
