import Foundation
import ShortcutEngine

/// Get Storage: the size of this machine's disk (the one holding the home folder), the bytes
/// free on it, or the bytes used, as the host reports them; Nothing where it does not tell.
/// Toolbox Pro's Device Storage imports to it.
public enum GetStorageAction: Action {
    /// Which figure.
    public enum Figure: String, Choice {
        case capacity = "Total Capacity"
        case available = "Available"
        case used = "Used"

        /// Toolbox Pro's `storageTypes` values.
        public var aliases: [String] {
            switch self {
            case .capacity: return ["totalCapacity"]
            case .available: return ["availableCapacity", "freeSpace", "remainingSpace"]
            case .used: return ["usedSpace"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .capacity: return "the disk's size"
            case .available: return "the bytes free for the user"
            case .used: return "the size less the bytes free"
            }
        }
    }

    /// The unit of the figure.
    public enum Unit: String, Choice {
        case automatic = "Automatic"
        case megabytes = "MB"
        case gigabytes = "GB"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .automatic: return "a number of bytes, or text in the unit that suits the size"
            case .megabytes: return "millions of bytes, to two decimals"
            case .gigabytes: return "thousand millions of bytes, to two decimals"
            }
        }

        /// The unit's size in bytes (decimal units, as Apple's storage figures are), nil for automatic.
        var bytes: Double? {
            switch self {
            case .automatic: return nil
            case .megabytes: return 1e6
            case .gigabytes: return 1e9
            }
        }
    }

    static let figure = Parameter<Figure>("figure", summary: "Which figure.", default: .capacity)
    static let unit = Parameter<Unit>(
        "unit", summary: "The unit of the figure (Toolbox Pro's `unitOfMeasurement`).", default: .automatic)
    static let includeUnits = Parameter<Bool>(
        "includeUnits", label: "Include Units", summary: "Text with a unit instead of a number of bytes.",
        default: .boolean(false))

    public static let definition = ActionDefinition(
        "org.shortcutengine.device.storage", name: "Get Storage",
        summary:
            "The size of the disk holding the home folder, the bytes free on it, or the bytes used (statvfs); a number of bytes (or of MB or GB), or text with a unit ('12.3 GB', decimal units) when 'includeUnits' is on. Nothing where the system does not tell.",
        category: "Device",
        parameters: [figure, unit, includeUnits],
        output: .produces(.any), outputName: "Storage")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let bytes: Int?
        switch try parameters[Self.figure] {
        case .capacity: bytes = number(context.host.deviceFact(.storageCapacity))
        case .available: bytes = number(context.host.deviceFact(.storageAvailable))
        case .used:
            if let capacity = number(context.host.deviceFact(.storageCapacity)),
                let available = number(context.host.deviceFact(.storageAvailable))
            {
                bytes = max(capacity - available, 0)
            } else {
                bytes = nil
            }
        }
        guard let bytes else { return .nothing }
        let withUnits = try parameters[Self.includeUnits]
        let unit = try parameters[Self.unit]
        guard let size = unit.bytes else { return withUnits ? .text(withUnit(bytes)) : .number(Number(bytes)) }
        let figure = (Double(bytes) / size * 100).rounded() / 100
        return withUnits ? .text(String(format: "%.2f", figure) + " " + unit.rawValue) : .number(Number(figure))
    }

    /// A fact's whole number of bytes.
    static func number(_ value: Value?) -> Int? {
        guard case .number(let number)? = value else { return nil }
        let double = number.double
        return double.isFinite && abs(double) < 9e18 ? Int(double) : nil
    }

    /// Bytes in decimal units with one decimal ("999 bytes", "12.3 GB"), as the Finder shows sizes.
    static func withUnit(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        if bytes < 1000 { return "\(bytes) bytes" }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
