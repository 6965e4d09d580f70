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
        case screenDiagonal = "Screen Diagonal"
        case screenDensity = "Screen Pixel Density"
        case screenRatio = "Screen Ratio"
        case biometrics = "Available Biometrics"
        case thermalState = "Thermal State"

        /// Toolbox Pro's Device Details (`deviceDetails`) names for the facts it shares.
        public var wireValues: [String] {
            switch self {
            case .hostname: return ["hostName"]
            case .model: return ["model"]
            case .systemVersion: return ["operatingSystemVersion"]
            case .uptime: return ["uptime"]
            case .memory: return ["ram"]
            case .processorCount: return ["availableProcessors", "activeProcessors"]
            case .screenDiagonal: return ["diagonalScreenSize"]
            case .screenDensity: return ["ppi"]
            case .screenRatio: return ["screenRatio"]
            case .biometrics: return ["availableBiometrics"]
            case .thermalState: return ["thermalState"]
            default: return []
            }
        }

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
            case .screenWidth, .screenHeight, .volume, .brightness, .appearance, .buildNumber, .isLocked, .screenDiagonal,
                .screenDensity, .screenRatio, .biometrics, .thermalState:
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
            case .isWatch, .screenWidth, .screenHeight, .volume, .brightness, .appearance, .buildNumber, .isLocked,
                .screenDiagonal, .screenDensity, .screenRatio, .biometrics, .thermalState:
                return nil
            }
        }
    }

    /// The unit of Uptime.
    public enum UptimeUnit: String, Choice {
        case seconds = "Seconds"
        case minutes = "Minutes"
        case hours = "Hours"
        case days = "Days"

        /// Toolbox Pro's `uptimeOutputTypes` values.
        public var wireValues: [String] { [rawValue.lowercased()] }

        /// The unit's length in seconds.
        var seconds: Int {
            switch self {
            case .seconds: return 1
            case .minutes: return 60
            case .hours: return 3600
            case .days: return 86400
            }
        }
    }

    static let detail = Parameter<Detail>(
        "detail", wireKey: "WFDeviceDetail", label: "Detail", summary: "Which fact.", default: .deviceName)
    static let uptimeUnit = Parameter<UptimeUnit>(
        "uptimeUnit", label: "Unit", summary: "Uptime's unit (whole units, rounded down).", default: .seconds,
        parent: .init(detail, [Detail.uptime]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.getdevicedetails", name: "Get Device Details",
        summary: "One fact about this machine, from the system; Nothing where it does not tell.", category: "Device",
        parameters: [detail, uptimeUnit],
        output: .produces(.any), outputName: "Device Details")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.detail]
        if detail == .isWatch { return .boolean(false) }
        guard let fact = detail.fact else { return .nothing }
        let value = context.host.deviceFact(fact) ?? .nothing
        let unit = detail == .uptime ? try parameters[Self.uptimeUnit] : .seconds
        guard unit != .seconds, case .number(let seconds) = value, seconds.double.isFinite else { return value }
        return .number(Number(Int((seconds.double / Double(unit.seconds)).rounded(.down))))
    }
}
