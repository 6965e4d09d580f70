import AppleFormats
import ShortcutEngine

/// One Automator action's mapping: the engine action it becomes, how each of our parameters is
/// read from its `ActionParameters`, and what it will map to while it cannot.
struct AutomatorMapping: Sendable {
    /// The `BundleIdentifier`s (with `_` and spaces removed) this declaration covers.
    let bundles: [String]
    /// Our action's identifier; nil while the engine has no equivalent.
    let target: String?
    /// Our parameters, in order.
    let parameters: [AutomatorParameter]
    /// What it will map to, for the reason an unmapped action is kept unsupported.
    let plan: String?
    /// Declarations tried in order when this one's parameters cannot be expressed (Get Specified
    /// Finder Items: one path is Get File, none passes the input on, several are a list of files).
    let alternatives: [AutomatorMapping]

    init(
        _ bundles: String..., target: String?, parameters: [AutomatorParameter] = [], plan: String? = nil,
        alternatives: [AutomatorMapping] = []
    ) {
        self.bundles = bundles
        self.target = target
        self.parameters = parameters
        self.plan = plan
        self.alternatives = alternatives
    }
}

extension AutomatorImporter {
    /// The first of `mapping`'s alternatives that expresses the parameters, if any.
    static func alternative(_ mapping: AutomatorMapping, _ parameters: PlistDictionary, variables: [String: String])
        -> ActionInvocation?
    {
        for candidate in mapping.alternatives {
            if let invocation = try? invocation(candidate, parameters, variables: variables) { return invocation }
        }
        return nil
    }
}

/// How our parameters come from Automator's.
indirect enum AutomatorParameter: Sendable {
    /// Our parameter `key`, from a conversion (left out when the conversion gives nothing).
    case set(String, AutomatorValue)
    /// The parameters of the mode Automator's integer `key` selects: our `parameter` holds the
    /// mode's name; an unknown code cannot be expressed.
    case modes(key: String, parameter: String, [AutomatorMode])
    /// Cannot be expressed when Automator's flag `key` is set.
    case refuse(flag: String, Unrepresentable)
    /// Cannot be expressed unless Automator's text under `key` is `value` (an action whose one
    /// choice is a type name, such as Extract Data from Text's `type`).
    case require(key: String, value: String)
    /// Cannot be expressed unless the list under `key` is empty or absent.
    case requireNoItems(String)
}

/// One mode of a moded Automator action (Rename Finder Items).
struct AutomatorMode: Sendable {
    /// Automator's code for it.
    let code: Int
    /// Our mode's name.
    let name: String
    /// The mode's parameters, in order.
    let parameters: [AutomatorParameter]

    init(_ code: Int, _ name: String, _ parameters: [AutomatorParameter]) {
        self.code = code
        self.name = name
        self.parameters = parameters
    }
}

/// A conversion of Automator parameters into one of our values. Automator stores choices as
/// small integers; a code a table lacks cannot be expressed.
indirect enum AutomatorValue: Sendable {
    /// Automator text under `key`, with `$(UUID)` variable tokens as references.
    case text(String)
    /// Fixed text.
    case literal(String)
    /// A fixed switch (Reveal Finder Items is Open Files with `reveal` on).
    case literalFlag(Bool)
    /// A reference to the workflow's input (Shortcut Input): what a Quick Action or Folder Action
    /// receives, the run's input files here.
    case workflowInput
    /// An integer code under `key`, through `table`.
    case code(String, [Int: String])
    /// A flag under `key`, `default` when absent.
    case flag(String, default: Bool)
    /// The negation of a flag under `key`, `default` being the flag's value when absent.
    case negatedFlag(String, default: Bool)
    /// Whether the integer under `key` is `value`.
    case codeIs(String, Int)
    /// An integer under `key`, `default` when absent.
    case integer(String, default: Int)
    /// A number of seconds under `key` (a number or text), `default` when absent or not finite.
    case seconds(String, default: Double)
    /// The integer under `count` when the flag `when` is set, else 1 (a minimum digit count).
    case countWhen(String, flag: String)
    /// Rename's date format: year-month-day with dashes only (codes `code` 2 and `separator` 1),
    /// with or without leading zeros (flag `leadingZeros`).
    case dateFormat(code: String, separator: String, leadingZeros: String)
    /// The name of the variable whose UUID is under `key` ("Variable" when unknown).
    case variableName(String)
    /// A reference to the variable whose UUID is under `key`.
    case variableReference(String)
    /// A path: the folder under `folder` and the name under `name` (`defaultName` when absent).
    case path(folder: String, name: String, defaultName: String)
    /// The one path in the list under `key`.
    case singleItem(String)
    /// The paths in the list under `key`, when there are several (a list of text).
    case severalItems(String)
    /// The URLs of the list under `key` whose entries (`[enabled, title, URL]`) are ticked (Get
    /// Specified URLs' `URLlist`), as a list of text.
    case enabledURLs(String)
    /// The file extensions an archived predicate under `key` tests ("a, b").
    case extensions(String)
    /// `value` when the integer under `key` is `equals`, else nothing.
    case when(String, equals: Int, AutomatorValue)
}
