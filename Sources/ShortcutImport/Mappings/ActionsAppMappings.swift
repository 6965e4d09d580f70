/// Actions (com.sindresorhus.Actions), Sindre Sorhus's free text and list tools: those that need
/// no device.
enum ActionsAppMappings {
    static let app = "Actions"
    static let prefix = "com.sindresorhus.Actions."

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping([prefix + "ShuffleListIntent"], app: app, target: "list.shuffle", keys: ["list": "list"]),
        ThirdPartyMapping([prefix + "RemoveDuplicatesFromListIntent"], app: app, target: "list.dedupe", keys: ["list": "list"]),
        ThirdPartyMapping(
            [prefix + "TransformTextIntent"], app: app, target: "text.changecase",
            keys: ["text": "text", "transformation": "case"], values: ["case": TextCaseMappings.formats]),
    ]
}
