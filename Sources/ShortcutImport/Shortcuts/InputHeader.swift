import AppleFormats

/// Shortcuts 10.0's input header (`is.workflow.actions.input`, `WFInputAction` in its registry,
/// not offered in the action library): "Receive … input from …" and what to do when there is none
/// (`WFNoInputBehavior`: Stop and Respond, the default, with `WFStopAndRespondResponse`; Ask For a
/// `WFAskForType`; Get Clipboard; Continue). That choice is the file's no-input behaviour, as
/// `WFWorkflowNoInputBehavior` held it before, and the header's output is the Shortcut Input, so
/// the action is read as Get Variable of Shortcut Input (its UUID kept for references) and its
/// behaviour as the document's `input.whenMissing`. The types and surfaces it receives from
/// (`WFInputType`, `WFInputSurface`) shape the share sheet and the editor: a run here takes any input.
enum InputHeader {
    static let identifier = "is.workflow.actions.input"

    /// Ask For's types → the content class Apple's older behaviour asks for (`ItemClass`).
    static let askedClasses = [
        "Files": "WFGenericFileContentItem", "Text": "WFStringContentItem", "Date": "WFDateContentItem",
        "Photos": "WFPhotoMediaContentItem", "Contacts": "WFContactContentItem", "Email Address": "WFEmailAddressContentItem",
        "Music": "WFMPMediaContentItem", "Phone Number": "WFPhoneNumberContentItem",
    ]

    /// Rewrites every header of `actions` as Get Variable of Shortcut Input; the first one's
    /// behaviour in `WFWorkflowNoInputBehavior`'s form, or nil when the file has no header.
    static func read(_ actions: inout [ShortcutAction]) -> PropertyList? {
        var behaviour: PropertyList?
        for index in actions.indices where actions[index].identifier == identifier {
            if behaviour == nil { behaviour = noInputBehaviour(actions[index].parameters) }
            var parameters = PlistDictionary()
            if let uuid = actions[index].parameters["UUID"] { parameters["UUID"] = uuid }
            parameters["WFVariable"] = ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"]
            actions[index].identifier = "is.workflow.actions.getvariable"
            actions[index].parameters = parameters
        }
        return behaviour
    }

    /// The header's choice as `{Name, Parameters}` of `WFWorkflowNoInputBehavior`.
    static func noInputBehaviour(_ parameters: PlistDictionary) -> PropertyList {
        switch text(parameters["WFNoInputBehavior"]) ?? "Stop and Respond" {
        case "Continue": return ["Name": "WFWorkflowNoInputBehaviorRunWithNothing", "Parameters": [:]]
        case "Get Clipboard": return ["Name": "WFWorkflowNoInputBehaviorGetClipboard", "Parameters": [:]]
        case "Ask For":
            let type = text(parameters["WFAskForType"]) ?? "Photos"
            let itemClass = askedClasses[type] ?? type
            return ["Name": "WFWorkflowNoInputBehaviorAskForInput", "Parameters": ["ItemClass": .string(itemClass)]]
        default:
            let response = text(parameters["WFStopAndRespondResponse"]) ?? ""
            return ["Name": "WFWorkflowNoInputBehaviorShowError", "Parameters": ["Error": .string(response)]]
        }
    }

    /// A plain string, or a token string without variables.
    private static func text(_ plist: PropertyList?) -> String? {
        plist.flatMap(ShortcutMapper.conditionText)
    }
}
