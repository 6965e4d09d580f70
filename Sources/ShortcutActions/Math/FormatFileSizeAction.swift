import Foundation
import ShortcutEngine

/// Format File Size: a byte count (or a file's size) as text such as `1.2 MB`, written the way
/// Foundation's byte-count formatter writes file sizes: units of 1,000, no decimals for bytes
/// and KB, one for MB, two from GB up, trailing zeros dropped, `Zero KB` for nothing.
public enum FormatFileSizeAction: Action {
    /// The unit (`WFFileSizeFormat`).
    public enum Format: String, Choice {
        case automatic = "Automatic"
        case bytes = "Bytes"
        case kilobytes = "KB"
        case megabytes = "MB"
        case gigabytes = "GB"
        case terabytes = "TB"
        case petabytes = "PB"
        case exabytes = "EB"
        case zettabytes = "ZB"
        case yottabytes = "YB or Higher"

        /// Unit names as words.
        public var aliases: [String] {
            switch self {
            case .automatic: return ["Closest Unit"]
            case .bytes: return []
            case .kilobytes: return ["Kilobytes"]
            case .megabytes: return ["Megabytes"]
            case .gigabytes: return ["Gigabytes"]
            case .terabytes: return ["Terabytes"]
            case .petabytes: return ["Petabytes"]
            case .exabytes: return ["Exabytes"]
            case .zettabytes: return ["Zettabytes"]
            case .yottabytes: return ["YB", "Yottabytes"]
            }
        }

        /// What it does, for the catalogue.
        public var summary: String {
            switch self {
            case .automatic: return "the largest unit the size reaches (1,000 bytes make a KB)"
            case .yottabytes: return "YB"
            default: return ""
            }
        }

        /// Powers of 1,000 in the unit, nil for automatic.
        var exponent: Int? {
            switch self {
            case .automatic: return nil
            case .bytes: return 0
            case .kilobytes: return 1
            case .megabytes: return 2
            case .gigabytes: return 3
            case .terabytes: return 4
            case .petabytes: return 5
            case .exabytes: return 6
            case .zettabytes: return 7
            case .yottabytes: return 8
            }
        }
    }

    /// Unit symbols by power of 1,000.
    static let symbols = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]

    static let size = Parameter<Value>(
        "size", wireKey: "WFFileSize", label: "File Size", summary: "A number of bytes, or a file.")
    static let format = Parameter<Format>("format", wireKey: "WFFileSizeFormat", summary: "The unit.", default: .automatic)
    static let includeUnits = Parameter<Bool>(
        "includeUnits", wireKey: "WFFileSizeIncludeUnits", label: "Include Units",
        summary: "Whether the unit follows the number.", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.format.filesize", name: "Format File Size",
        summary: "Writes a size in bytes, or a file's size, as text such as '1.2 MB' (units of 1,000, as Apple's file sizes).",
        category: "Math",
        parameters: [size, format, includeUnits],
        input: size, output: .produces(.text), outputName: "Formatted File Size", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let format = try parameters[Self.format]
        let units = try parameters[Self.includeUnits]
        let value = try parameters.value(Self.size)
        let bytes: Decimal
        if case .file = value {
            bytes = Decimal(try FileRecord.load([value], parameter: "size", context: context)[0].attributes.size)
        } else {
            do {
                guard case .number(let number) = try context.coercion.coerce(value, to: .number) else { return .nothing }
                bytes = number.decimal
            } catch {
                throw ActionFailure(error, parameter: "size")
            }
        }
        return .text(text(bytes, format: format, includeUnits: units))
    }

    /// The text of `bytes` in `format`.
    static func text(_ bytes: Decimal, format: Format, includeUnits: Bool) -> String {
        if bytes == 0, format == .automatic { return includeUnits ? "Zero KB" : "0" }
        let magnitude = bytes < 0 ? -bytes : bytes
        var exponent = format.exponent ?? 0
        if format == .automatic {
            var unit = Decimal(1000)
            while exponent < symbols.count - 1, magnitude >= unit {
                exponent += 1
                unit *= 1000
            }
        }
        var amount = bytes
        for _ in 0..<exponent { amount /= 1000 }
        let places = exponent <= 1 ? 0 : exponent == 2 ? 1 : 2
        let number = FixedPlaces.text(amount, places: places, grouping: true, trimZeros: true, mode: .plain)
        guard includeUnits else { return number }
        let symbol = exponent == 0 && (amount == 1 || amount == -1) ? "byte" : symbols[exponent]
        return number + " " + symbol
    }
}
