import ShortcutEngine

/// Get Device Details: one fact about the machine, from the host (see `LocalDeviceFacts` for
/// where each comes from per system); Nothing where the system does not tell.
public enum GetDeviceDetailsAction: Action {
    /// The detail asked for: Apple's (`WFDeviceDetail`) and the ones a computer adds.
    public enum Detail: String, Choice {
        case deviceName = "Device Name"
        case hostname = "Device Hostname"
        case model = "Device Model"
        case systemName = "System Name"
        case systemVersion = "System Version"
        case language = "Language"
        case uptime = "Uptime"
        case memory = "Memory"
        case availableMemory = "Available Memory"
        case processorCount = "Processor Count"
        case isWatch = "Device Is Watch"
        case screenWidth = "Screen Width"
        case screenHeight = "Screen Height"
        case volume = "Current Volume"
        case brightness = "Current Brightness"
        case appearance = "Current Appearance"
        case buildNumber = "System Build Number"
        case isLocked = "Device Is Locked"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .deviceName, .hostname: return "the host name"
            case .model: return "Linux: the machine (uname); macOS: hw.model"
            case .systemName: return "Linux or macOS"
            case .systemVersion: return "Linux: the kernel release; macOS: the system version"
            case .language: return "the user's language (LANG or the preferred language), e.g. en_GB"
            case .uptime: return "seconds since the machine started"
            case .memory: return "physical memory, in bytes"
            case .availableMemory: return "Linux: MemAvailable from /proc/meminfo, in bytes; elsewhere Nothing"
            case .processorCount: return "active processor cores"
            case .isWatch: return "always false"
            case .screenWidth, .screenHeight, .volume, .brightness, .appearance, .buildNumber, .isLocked:
                return "Nothing: a terminal does not tell"
            }
        }

        /// The host fact behind it; nil for what a computer's terminal cannot tell.
        var fact: DeviceFact? {
            switch self {
            case .deviceName: return .deviceName
            case .hostname: return .hostname
            case .model: return .model
            case .systemName: return .systemName
            case .systemVersion: return .systemVersion
            case .language: return .language
            case .uptime: return .uptime
            case .memory: return .totalMemory
            case .availableMemory: return .availableMemory
            case .processorCount: return .processorCount
            case .isWatch, .screenWidth, .screenHeight, .volume, .brightness, .appearance, .buildNumber, .isLocked:
                return nil
            }
        }
    }

    static let detail = Parameter<Detail>(
        "detail", wireKey: "WFDeviceDetail", label: "Detail", summary: "Which fact.", default: .deviceName)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getdevicedetails", name: "Get Device Details",
        summary: "One fact about this machine, from the system; Nothing where it does not tell.", category: "Device",
        parameters: [detail],
        output: .produces(.any), outputName: "Device Details")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.detail]
        if detail == .isWatch { return .boolean(false) }
        guard let fact = detail.fact else { return .nothing }
        return context.host.deviceFact(fact) ?? .nothing
    }
}
