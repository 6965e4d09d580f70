import AppleFormats
import ShortcutEngine

/// Apple's "If there's no input" (`WFWorkflowNoInputBehavior`, Shortcuts on iOS 15 and later:
/// `{Name, Parameters}`) as the document's `input.whenMissing`:
///
/// - `…RunWithNothing` (Continue): nothing to write, the run goes on with Nothing;
/// - `…GetClipboard`: the clipboard is the input;
/// - `…ShowError` (Stop and Respond): the run stops with `Parameters.Error`;
/// - `…AskForInput`: the action Apple asks with for `Parameters.ItemClass` — Select File for
///   files, Select Photos for photos and images, Ask for Input of the type for text, numbers,
///   URLs and dates — mapped as that action would be, `AllowMultipleSelection` as its Select
///   Multiple. A class nothing here asks for stops the run without input, with a warning.
enum NoInputBehaviour {
    /// Apple's content classes and the action that asks for one, with its own parameters.
    static let askingActions: [String: (identifier: String, parameters: [(key: String, value: PropertyList)])] = [
        "WFGenericFileContentItem": ("is.workflow.actions.file.select", []),
        "WFPDFContentItem": ("is.workflow.actions.file.select", []),
        "WFPhotoMediaContentItem": ("is.workflow.actions.selectphoto", []),
        "WFImageContentItem": ("is.workflow.actions.selectphoto", [("WFPhotoPickerTypes", ["Images"])]),
        "WFStringContentItem": ("is.workflow.actions.ask", [("WFInputType", "Text")]),
        "WFNumberContentItem": ("is.workflow.actions.ask", [("WFInputType", "Number")]),
        "WFURLContentItem": ("is.workflow.actions.ask", [("WFInputType", "URL")]),
        "WFDateContentItem": ("is.workflow.actions.ask", [("WFInputType", "Date")]),
    ]

    /// The keys under which each asking action takes Select Multiple.
    static let multipleKeys = [
        "is.workflow.actions.file.select": "SelectMultiple", "is.workflow.actions.selectphoto": "WFSelectMultiplePhotos",
    ]

    /// The document's `whenMissing` for Apple's behaviour; warnings for what it cannot keep.
    static func missingInput(_ behaviour: PropertyList?, registry: ActionRegistry, warnings: inout [String]) -> MissingInput? {
        guard let behaviour, let name = behaviour["Name"]?.string else { return nil }
        let parameters = behaviour["Parameters"]?.dictionaryValue ?? PlistDictionary()
        switch name {
        case "WFWorkflowNoInputBehaviorGetClipboard": return .clipboard
        case "WFWorkflowNoInputBehaviorShowError": return .stop(parameters["Error"]?.string ?? "")
        case "WFWorkflowNoInputBehaviorAskForInput":
            let itemClass = parameters["ItemClass"]?.string ?? "?"
            if let asking = askingAction(itemClass, parameters, registry: registry) { return .action(asking) }
            warnings.append(
                "run without input, Apple asks for \(itemClass), which this engine cannot ask for: such a run stops here")
            return .stop("this workflow asks for \(itemClass) when run without input, which this engine cannot ask for")
        default:
            if name != "WFWorkflowNoInputBehaviorRunWithNothing" {
                warnings.append("the no-input behaviour \(name) is unknown; a run without input goes on with Nothing")
            }
            return nil
        }
    }

    /// The asking action for `itemClass`, mapped as the importer maps that action; nil when none
    /// asks for the class or the mapping keeps it unsupported or gives it references (it runs alone).
    static func askingAction(_ itemClass: String, _ parameters: PlistDictionary, registry: ActionRegistry) -> ActionInvocation? {
        guard let asking = askingActions[itemClass] else { return nil }
        var given = PlistDictionary(asking.parameters)
        let serialized = parameters["SerializedParameters"]?.dictionaryValue ?? PlistDictionary()
        if asking.identifier == "is.workflow.actions.ask" {
            // Apple keeps the Text action's text as the field's starting text: the answer by default.
            if itemClass == "WFStringContentItem", let text = serialized["WFTextActionText"] {
                given["WFAskActionDefaultAnswer"] = text
            }
            if let prompt = serialized["WFAskActionPrompt"] { given["WFAskActionPrompt"] = prompt }
        } else {
            // Select File's and Select Photos' own keys (`SelectMultiple`, `WFPhotoPickerTypes`).
            for entry in serialized.entries { given[entry.key] = entry.value }
        }
        if let multipleKey = multipleKeys[asking.identifier], let multiple = parameters["AllowMultipleSelection"]?.bool {
            given[multipleKey] = .bool(multiple)
        }
        let action = ShortcutAction(
            PlistDictionary([
                ("WFWorkflowActionIdentifier", .string(asking.identifier)), ("WFWorkflowActionParameters", .dictionary(given)),
            ]))
        var mapper = ShortcutMapper(registry: registry, actions: [action])
        let invocation = mapper.map(0)
        guard invocation.unsupported == nil, invocation.parameters.allSatisfy({ $0.value.references.isEmpty }) else {
            return nil
        }
        return invocation
    }

    /// Apple's behaviour for `missing` (export); nil, with a warning, for an asking action Apple
    /// does not ask with (it asks only by content class).
    /// `serialized` is the asking action's parameters as export writes them (Apple's keys).
    static func plist(_ missing: MissingInput, serialized: PlistDictionary, warnings: inout [String]) -> PropertyList? {
        switch missing {
        case .clipboard: return ["Name": "WFWorkflowNoInputBehaviorGetClipboard", "Parameters": [:]]
        case .stop(let response):
            return ["Name": "WFWorkflowNoInputBehaviorShowError", "Parameters": ["Error": .string(response)]]
        case .action(let invocation):
            let identifier =
                invocation.identifier.contains(".workflow.")
                ? invocation.identifier : "is.workflow.actions." + invocation.identifier
            guard let itemClass = askedClass(identifier, invocation) else {
                warnings.append(
                    "input.whenMissing: Apple asks for input only with Select File, Select Photos or Ask for Input; \(invocation.identifier) is not written"
                )
                return nil
            }
            var kept = serialized
            kept["UUID"] = nil
            if identifier == "is.workflow.actions.ask" {
                // The class says the type; Apple keeps a text's starting text as the Text action's.
                kept["WFInputType"] = nil
                if let answer = kept["WFAskActionDefaultAnswer"] {
                    kept["WFAskActionDefaultAnswer"] = nil
                    if itemClass == "WFStringContentItem" { kept["WFTextActionText"] = answer }
                }
            }
            var parameters = PlistDictionary([("ItemClass", .string(itemClass))])
            if case .literal(.boolean(let multiple))? = invocation.parameter("multiple") {
                parameters["AllowMultipleSelection"] = .bool(multiple)
            }
            parameters["SerializedParameters"] = .dictionary(kept)
            return ["Name": "WFWorkflowNoInputBehaviorAskForInput", "Parameters": .dictionary(parameters)]
        }
    }

    /// The content class an asking action asks for: the reverse of `askingActions`.
    static func askedClass(_ identifier: String, _ invocation: ActionInvocation) -> String? {
        switch identifier {
        case "is.workflow.actions.file.select": return "WFGenericFileContentItem"
        case "is.workflow.actions.selectphoto": return "WFPhotoMediaContentItem"
        case "is.workflow.actions.ask":
            guard case .text(let parts)? = invocation.parameter("type") else { return "WFStringContentItem" }
            switch parts.count == 1 ? parts.first : nil {
            case .literal("Number")?: return "WFNumberContentItem"
            case .literal("URL")?: return "WFURLContentItem"
            case .literal("Date")?, .literal("Time")?, .literal("Date and Time")?: return "WFDateContentItem"
            default: return "WFStringContentItem"
            }
        default: return nil
        }
    }
}
