/// Toolbox Pro (com.alexhay.ToolboxProForShortcuts): the tools that need no device. Global
/// Variables keep values between runs, as our persistent store does (a variable is a top-level
/// key). Device Details and Device Language map to Get Device Details for the facts a computer
/// has (host name, system version, memory, processors, uptime in seconds, language); their
/// screen, biometrics and thermal details and the image, reminder and map tools need a device
/// and stay unsupported.
enum ToolboxProMappings {
    static let app = "Toolbox Pro"
    static let prefix = "com.alexhay.ToolboxProForShortcuts."

    /// Get from Dictionary with one `type`: the other type's key is ignored.
    static func getFromDictionary(_ type: String, get: String, match: String, text: String) -> ThirdPartyMapping {
        ThirdPartyMapping(
            [prefix + "GetFromDictionaryIntent"], app: app, target: "dictionary.matchkeys", when: ("type", type),
            keys: ["dictionary": "dictionary", text: "text"], fixed: [("get", get), ("match", match)],
            ignored: Set(["type", "keysContaining", "keysNotContaining"].filter { $0 != text }))
    }

    /// Device Details' facts that a computer has → Get Device Details' `detail`.
    static let deviceDetailValues = [
        "hostName": "Device Hostname", "operatingSystemVersion": "System Version", "ram": "Memory",
        "availableProcessors": "Processor Count", "activeProcessors": "Processor Count", "uptime": "Uptime",
        "model": "Device Model",
    ]

    /// Device Details, applying when `uptimeOutputTypes` is as given.
    static func deviceDetails(when: (key: String, value: String)) -> ThirdPartyMapping {
        ThirdPartyMapping(
            [prefix + "DeviceDetailsIntent"], app: app, target: "getdevicedetails", when: when,
            keys: ["deviceDetails": "detail"], values: ["detail": deviceDetailValues], ignored: ["uptimeOutputTypes"])
    }

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
        ThirdPartyMapping(
            [prefix + "QuickMatchTextIntent"], app: app, target: "text.around",
            keys: ["sourceText": "text", "matchType": "part", "beforePattern": "after", "afterPattern": "before", "matchOutput": "matches"]),
        // Get from Dictionary: `type` names what is got and how keys are tested (values seen:
        // GetValuesOfKeyThatDontContain; absent in files that only give `keysContaining`).
        getFromDictionary("", get: "Values", match: "Contain", text: "keysContaining"),
        getFromDictionary("GetValuesOfKeyThatContain", get: "Values", match: "Contain", text: "keysContaining"),
        getFromDictionary("GetValuesOfKeyThatDontContain", get: "Values", match: "Do Not Contain", text: "keysNotContaining"),
        getFromDictionary("GetKeysThatContain", get: "Keys", match: "Contain", text: "keysContaining"),
        getFromDictionary("GetKeysThatDontContain", get: "Keys", match: "Do Not Contain", text: "keysNotContaining"),
        // Device Details: `deviceDetails` names the fact (values seen in the dev corpus); uptime
        // only in seconds (`uptimeOutputTypes` absent or "seconds"), as Get Device Details gives it.
        deviceDetails(when: ("uptimeOutputTypes", "")),
        deviceDetails(when: ("uptimeOutputTypes", "seconds")),
        // Device Language: the user's language; Toolbox Pro's "PreferredLanguages" list gives
        // its first language here.
        ThirdPartyMapping(
            [prefix + "DeviceLanguageIntent"], app: app, target: "getdevicedetails", fixed: [("detail", "Language")],
            ignored: ["languageType"]),
        // Toolbox Pro 2's App Intents for global variables.
        ThirdPartyMapping(
            ["com.alexhay.ToolboxPro2.SetGlobalVariable"], app: app, target: "store.set",
            keys: ["name": "path", "items": "value", "value": "value", "overwrite": "overwrite"],
            values: ["overwrite": ["true": "Always", "false": "Never"]]),
        ThirdPartyMapping(["com.alexhay.ToolboxPro2.GetGlobalVariable"], app: app, target: "store.get", keys: ["name": "path"]),
        // Global Variables with no `mode` key: the editor's first mode, Set (files without it give
        // only the set keys).
        ThirdPartyMapping(
            [prefix + "GlobalVariablesIntent"], app: app, target: "store.set", when: ("mode", ""),
            keys: ["setVariableKey": "path", "setVariableValue": "value"], ignored: ["getVariableKey"]),
        // Toolbox Pro's own console keeps notes in the same run log as the Console app's
        // actions: Retrieve gives them back as Output Messages does (`retrievalType` List or
        // text: one a line either way here). A `consoleMode` chosen by a variable stays
        // unsupported (the mode must be known when importing).
        ThirdPartyMapping(
            [prefix + "ConsoleIntent"], app: app, target: "console.messages", when: ("consoleMode", "Retrieve"),
            fixed: [("mode", "Output")], ignored: ["consoleMode", "retrievalType", "notes"]),
        // Battery Status with no `batteryState`: the charge level, as Get Battery Level gives it.
        ThirdPartyMapping([prefix + "BatteryStatusIntent"], app: app, target: "getbatterylevel", when: ("batteryState", "")),
        // Battery Status with a `batteryState` (isCharging, batteryLevel): Get Battery Level's subject.
        ThirdPartyMapping([prefix + "BatteryStatusIntent"], app: app, target: "getbatterylevel", keys: ["batteryState": "subject"]),
        // Device Storage: `storageTypes` totalCapacity / usedSpace (Get Storage's aliases), with
        // or without units.
        ThirdPartyMapping(
            [prefix + "DeviceStorageIntent"], app: app, target: "device.storage",
            keys: ["storageTypes": "figure", "includeUnits": "includeUnits"]),
        // Create Menu Item makes an item shown by Choose from List with a title, subtitle and
        // icon; here the item is its title (a terminal shows no subtitle or icon), and Get Menu
        // Item gives the chosen item's title back as text.
        ThirdPartyMapping(
            [prefix + "CreateMenuIntent"], app: app, target: "gettext", keys: ["title": "text"],
            ignored: [
                "subtitle", "defaultIconColour", "defaultBGColour", "defaultIcons", "customIconType", "field1", "field2",
                "iconColour", "sfSymbolName", "defaultScale", "bgColour", "image", "iconImage", "emoji",
            ]),
        ThirdPartyMapping([prefix + "GetMenuItemIntent"], app: app, target: "detect.text", keys: ["menuItem": "input"]),
    ]
}
