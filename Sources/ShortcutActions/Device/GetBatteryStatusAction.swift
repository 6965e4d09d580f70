import ShortcutEngine

/// Get Battery Status: the battery's charge or whether it is charging, as the host reports them;
/// Nothing where there is no battery. Toolbox Pro's Battery Status imports to it.
public enum GetBatteryStatusAction: Action {
    /// Which fact.
    public enum Detail: String, Choice {
        case level = "Level"
        case charging = "Is Charging"

        /// Toolbox Pro's `batteryState` values.
        public var aliases: [String] {
            switch self {
            case .level: return ["batteryLevel"]
            case .charging: return ["isCharging"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .level: return "the charge, 0–100"
            case .charging: return "true while it charges (Linux: its status is Charging)"
            }
        }
    }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.device.battery", name: "Get Battery Status",
        summary: "The battery's charge (0–100) or whether it is charging (Linux: /sys/class/power_supply); Nothing where there is no battery.",
        category: "Device",
        parameters: [ParameterDefinition("detail", choice: Detail.self, summary: "Which fact.", default: .level)],
        output: .produces(.any), outputName: "Battery Status")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        switch try parameters.choice("detail", as: Detail.self) {
        case .level: return context.host.deviceFact(.batteryLevel) ?? .nothing
        case .charging: return context.host.deviceFact(.batteryCharging) ?? .nothing
        }
    }
}
