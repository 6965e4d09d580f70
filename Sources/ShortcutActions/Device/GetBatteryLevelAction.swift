import ShortcutEngine

/// Get Battery Level: the battery's charge from 0 to 100, whether it is charging or connected to a
/// charger, or its charge limit, from the host; Nothing where the system does not tell.
public enum GetBatteryLevelAction: Action {
    /// What is asked about the battery (`Subject`, iOS 16.2 and later; absent: the level).
    public enum Subject: String, Choice {
        case level = "Battery Level"
        case connectedToCharger = "Is Connected to Charger"
        case charging = "Is Charging"
        case chargeLimit = "Charge Limit"

        /// Toolbox Pro's Battery Status `batteryState` values.
        public var aliases: [String] {
            switch self {
            case .level: return ["batteryLevel"]
            case .charging: return ["isCharging"]
            case .connectedToCharger, .chargeLimit: return []
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .level: return "the charge, 0–100 (Linux: capacity of the first battery in /sys/class/power_supply)"
            case .connectedToCharger:
                return "true or false (Linux: a mains or USB supply online, or the battery charging or full)"
            case .charging: return "true or false (Linux: the first battery's status is Charging)"
            case .chargeLimit: return "the charge the battery stops at, 0–100 (Linux: charge_control_end_threshold)"
            }
        }

        /// The host's fact for this subject.
        var fact: DeviceFact {
            switch self {
            case .level: return .batteryLevel
            case .connectedToCharger: return .chargerConnected
            case .charging: return .batteryCharging
            case .chargeLimit: return .batteryChargeLimit
            }
        }
    }

    static let subject = Parameter<Subject>(
        "subject", wireKey: "Subject", label: "Subject", summary: "What to tell about the battery.", default: .level)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getbatterylevel", name: "Get Battery Level",
        summary:
            "The battery's charge, 0–100, whether it is charging or connected to a charger, or its charge limit (Linux: /sys/class/power_supply); Nothing where the system does not tell.",
        category: "Device",
        parameters: [subject],
        output: .produces(.any), outputName: "Battery Level")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        context.host.deviceFact(try parameters[Self.subject].fact) ?? .nothing
    }
}
