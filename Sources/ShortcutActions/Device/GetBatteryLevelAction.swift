import ShortcutEngine

/// Get Battery Level: the battery's charge from 0 to 100, from the host; Nothing without a battery.
public enum GetBatteryLevelAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.getbatterylevel", name: "Get Battery Level",
        summary: "The battery's charge, 0–100 (Linux: /sys/class/power_supply); Nothing where there is no battery.",
        category: "Device", output: .produces(.number), outputName: "Battery Level")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.deviceFact(.batteryLevel) ?? .nothing
    }
}
