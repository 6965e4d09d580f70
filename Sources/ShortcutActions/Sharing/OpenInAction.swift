import ShortcutEngine

/// Open In…: hands the item to the system opener (its default app) when allowed, else to the
/// outbox folder; Apple's app choice is kept but cannot pick an app here.
public enum OpenInAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The file (or text, URL) to open.")
    static let askWhenRun = Parameter<Bool>(
        "askWhenRun", wireKey: "WFOpenInAskWhenRun", label: "Show Open In Menu",
        summary: "Apple's menu of apps; here the opener (or the outbox) decides, so on or off it hands the item on.",
        default: true)
    static let app = Parameter<Value>(
        "app", wireKey: "WFOpenInAppIdentifier", label: "App", type: .text,
        summary: "The app Apple opens it in when 'askWhenRun' is off (a bundle identifier); kept, not used.")
    static let appName = Parameter<Value>(
        "appName", wireKey: "WFAppName", label: "App Name", type: .text,
        summary: "The app's name, as Apple keeps it; not used.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.openin", name: "Open In",
        summary:
            "Opens the item with the system opener's default app when the host allows opening (the CLI: --allow-open), otherwise puts a copy in the outbox folder; says where it went. Apple's app choice is kept for export but not used: the opener picks the app. Passes the input through.",
        category: "Sharing",
        parameters: [input, askWhenRun, app, appName],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        _ = try parameters[Self.askWhenRun]  // read so a wrong value still fails
        return try Outbox.handOut(
            parameters.namedOptional(Self.input) ?? .nothing, via: "Open In", parameter: "input", context: context)
    }
}
