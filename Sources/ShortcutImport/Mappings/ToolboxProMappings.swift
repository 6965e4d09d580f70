/// Toolbox Pro (com.alexhay.ToolboxProForShortcuts): the tools that need no device. Global
/// Variables keep values between runs, as our persistent store does (a variable is a top-level
/// key). Device Details, Device Language and the image, reminder and map tools need a device and
/// stay unsupported.
enum ToolboxProMappings {
    static let app = "Toolbox Pro"
    static let prefix = "com.alexhay.ToolboxProForShortcuts."

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            [prefix + "GlobalVariablesIntent"], app: app, target: "store.get", when: ("mode", "Get"),
            keys: ["getVariableKey": "path"], ignored: ["mode", "setVariableKey", "setVariableValue"]),
        ThirdPartyMapping(
            [prefix + "GlobalVariablesIntent"], app: app, target: "store.set", when: ("mode", "Set"),
            keys: ["setVariableKey": "path", "setVariableValue": "value"], ignored: ["mode", "getVariableKey"]),
        ThirdPartyMapping(
            [prefix + "GlobalVariablesIntent"], app: app, target: "store.remove", when: ("mode", "Delete"),
            keys: ["getVariableKey": "path", "deleteVariableKey": "path"], ignored: ["mode", "setVariableKey", "setVariableValue"]),
        ThirdPartyMapping(
            [prefix + "RemoveDuplicatesIntent"], app: app, target: "list.dedupe", keys: ["items": "list"],
            ignored: ["resultCount"], declinedFlags: ["limitResults"]),
        ThirdPartyMapping(
            [prefix + "SortListIntent"], app: app, target: "list.sort", keys: ["list": "list", "sortOrder": "direction"],
            values: ["direction": ["az": "Ascending", "za": "Descending", "AZ": "Ascending", "ZA": "Descending"]]),
        ThirdPartyMapping([prefix + "ReverseListIntent"], app: app, target: "list.reverse", keys: ["list": "list"]),
    ]
}
