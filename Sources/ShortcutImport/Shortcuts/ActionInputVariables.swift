import AppleFormats

/// Workflow's "Action Input" variable (`{Type: Input}`): the input the action receives, which is
/// the output of the action before it (the first action's is the Shortcut Input). SCPL's variable
/// kinds name it `s:ActionInput` (research/shortcuts-format.md §4.3); Workflow-era files use it
/// where later files write a magic variable. Before mapping, each one becomes a reference to that
/// output: the action before gets a UUID when it has none, and the attachment names it.
enum ActionInputVariables {
    /// The UUID given to an action that has none because the next one reads its output.
    static func uuid(for index: Int) -> String { "ACTION-INPUT-\(index + 1)" }

    /// Rewrites every Action Input attachment in `actions`; returns how many actions read one.
    static func resolve(_ actions: inout [ShortcutAction]) -> Int {
        var readers = 0
        for index in actions.indices {
            var found = false
            let replacement: PlistDictionary
            if index == 0 {
                replacement = PlistDictionary([(key: "Type", value: .string("ExtensionInput"))])
            } else {
                let previous = actions[index - 1].uuid ?? uuid(for: index - 1)
                replacement = PlistDictionary([
                    (key: "Type", value: .string("ActionOutput")), (key: "OutputUUID", value: .string(previous)),
                    (key: "OutputName", value: .string("Action Input")),
                ])
            }
            var parameters = actions[index].parameters
            for key in parameters.keys {
                if let value = parameters[key] { parameters[key] = rewrite(value, replacement, found: &found) }
            }
            guard found else { continue }
            readers += 1
            actions[index].parameters = parameters
            if index > 0, actions[index - 1].uuid == nil {
                actions[index - 1].uuid = uuid(for: index - 1)
                actions[index - 1].parameters["UUID"] = .string(uuid(for: index - 1))
            }
        }
        return readers
    }

    /// `value` with each `{Type: Input}` attachment replaced, keeping its aggrandizements.
    /// Recursion follows the property list's nesting, which the readers bound (512 levels).
    static func rewrite(_ value: PropertyList, _ replacement: PlistDictionary, found: inout Bool) -> PropertyList {
        switch value {
        case .dictionary(var dictionary):
            if dictionary["Type"]?.string == "Input" {
                found = true
                var replaced = replacement
                if let steps = dictionary["Aggrandizements"] { replaced["Aggrandizements"] = steps }
                return .dictionary(replaced)
            }
            for key in dictionary.keys {
                if let inner = dictionary[key] { dictionary[key] = rewrite(inner, replacement, found: &found) }
            }
            return .dictionary(dictionary)
        case .array(let items): return .array(items.map { rewrite($0, replacement, found: &found) })
        default: return value
        }
    }
}
