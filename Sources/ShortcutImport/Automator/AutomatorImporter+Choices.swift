import ShortcutEngine

extension AutomatorImporter {
    /// Why `invocation` cannot run: a choice it writes as plain text that is none of
    /// `definition`'s values (as written, a wire value, an alias or another spelling of one), such
    /// as a shell the engine does not run or a format code emptied; nil when there is none.
    /// Automator's own behaviour with such a value is not known, so the action is kept
    /// unsupported rather than run with a default in its place, and the import never writes a
    /// document `check` refuses.
    static func unknownChoice(_ invocation: ActionInvocation, _ definition: ActionDefinition) -> String? {
        for entry in invocation.parameters {
            guard let choices = definition.parameter(entry.key)?.choices, !choices.options.isEmpty,
                let given = plainText(entry.value), choices.canonical(given) == nil
            else { continue }
            let values = choices.values.joined(separator: ", ")
            return "its \(entry.key) '\(given)' is none of \(definition.name)'s values (\(values)), so it is kept unsupported"
        }
        return nil
    }

    /// Text with no references in it, joined; nil for anything else.
    private static func plainText(_ value: ParameterValue) -> String? {
        guard case .text(let parts) = value else { return nil }
        var text = ""
        for part in parts {
            guard case .literal(let piece) = part else { return nil }
            text += piece
        }
        return text
    }
}
