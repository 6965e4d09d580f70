import AppleFormats
import ShortcutEngine

/// Automator's path pop-ups (Move and Copy Finder Items' "To:", New Text File's "Where:") can
/// name a workflow variable instead of a folder: the parameter is then empty and the action's
/// `AMParameterProperties` give the variable's UUID under `selectedVariableUUID` (seen in real
/// workflows that move files to a folder computed earlier). Such a parameter is read as the
/// variable's `$(UUID)` token, which the conversions turn into a reference.
extension AutomatorImporter {
    /// `parameters` with each empty path pop-up that selects a variable replaced by its token.
    static func resolvingPathPopUps(_ parameters: PlistDictionary, properties: PlistDictionary?) -> PlistDictionary {
        guard let properties else { return parameters }
        var resolved = parameters
        for entry in properties.entries {
            guard entry.value["isPathPopUp"]?.bool == true, let uuid = entry.value["selectedVariableUUID"]?.string, !uuid.isEmpty,
                parameters[entry.key]?.string?.isEmpty ?? true
            else { continue }
            resolved[entry.key] = .string("$(\(uuid))")
        }
        return resolved
    }
}
