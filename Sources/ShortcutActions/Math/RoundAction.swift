import ShortcutEngine

/// Round Number: to a decimal place or a power of ten, normally, up or down.
public enum RoundAction: Action {
    /// The place rounded to (`WFRoundTo`).
    public enum Place: String, Choice {
        case millions = "Millions"
        case hundredThousands = "Hundred Thousands"
        case tenThousands = "Ten Thousands"
        case thousands = "Thousands"
        case hundreds = "Hundreds"
        case tens = "Tens"
        case ones = "Ones Place"
        case tenths = "Tenths"
        case hundredths = "Hundredths"
        case thousandths = "Thousandths"
        case tenThousandths = "Ten Thousandths"
        case hundredThousandths = "Hundred Thousandths"
        case millionths = "Millionths"
        case tenMillionths = "Ten Millionths"
        case hundredMillionths = "Hundred Millionths"
        case billionths = "Billionths"
        /// Ten to the power `power` (Apple's "10 ^" with `TenToThePowerOf`): 3 rounds to
        /// thousands, -2 to hundredths, any whole power.
        case powerOfTen = "Power of Ten"

        /// Apple's names where they differ from ours: the tens and hundreds places (what
        /// `WFRoundNumberActionMigration` writes, and Shortcuts since iOS 12) and "10 ^".
        public var wireValues: [String] {
            switch self {
            case .tens: return ["Tens Place"]
            case .hundreds: return ["Hundreds Place"]
            case .powerOfTen: return ["10 ^"]
            default: return []
            }
        }

        /// Other spellings: the older name of the ones place, and the hyphenated names and "10^"
        /// Cherri's definitions write.
        public var aliases: [String] {
            switch self {
            case .ones: return ["Integer"]
            case .tenThousandths: return ["Ten-Thousandths"]
            case .hundredThousandths: return ["Hundred-Thousandths"]
            case .tenMillionths: return ["Ten-Millionths"]
            case .hundredMillionths: return ["Hundred-Millionths"]
            case .powerOfTen: return ["10^"]
            default: return []
            }
        }

        /// Decimal places kept: positive after the point, negative for tens, hundreds and up; a
        /// power of ten keeps `-power`.
        func decimalPlaces(power: Int) -> Int {
            switch self {
            case .powerOfTen: return -power
            case .millions: return -6
            case .hundredThousands: return -5
            case .tenThousands: return -4
            case .thousands: return -3
            case .hundreds: return -2
            case .tens: return -1
            case .ones: return 0
            case .tenths: return 1
            case .hundredths: return 2
            case .thousandths: return 3
            case .tenThousandths: return 4
            case .hundredThousandths: return 5
            case .millionths: return 6
            case .tenMillionths: return 7
            case .hundredMillionths: return 8
            case .billionths: return 9
            }
        }
    }

    /// Which way to round (`WFRoundMode`).
    public enum Mode: String, Choice {
        case normal = "Normal"
        case up = "Always Round Up"
        case down = "Always Round Down"

        /// The rounding `Number` applies.
        var rounding: Number.RoundingMode {
            switch self {
            case .normal: return .normal
            case .up: return .up
            case .down: return .down
            }
        }
    }

    static let input = Parameter<Number>("input", wireKey: "WFInput", summary: "The number to round.")
    static let to = Parameter<Place>("to", wireKey: "WFRoundTo", summary: "The place to round to.", default: .ones)
    static let mode = Parameter<Mode>("mode", wireKey: "WFRoundMode", summary: "Which way to round.", default: .normal)
    static let power = Parameter<Int>(
        "power", wireKey: "TenToThePowerOf", label: "Power",
        summary: "The power of ten rounded to when `to` is Power of Ten: 3 rounds to thousands, -2 to hundredths.",
        default: 0, minimum: -1000, maximum: 1000, parent: .init(to, [.powerOfTen]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.round", name: "Round Number", summary: "Rounds a number.", category: "Math",
        parameters: [input, to, power, mode],
        input: input, output: .produces(.number), outputName: "Rounded Number", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let number = try parameters[Self.input]
        let place = try parameters[Self.to]
        let power = place == .powerOfTen ? try parameters[Self.power] : 0
        let mode = try parameters[Self.mode]
        do { return .number(try number.rounded(places: place.decimalPlaces(power: power), mode: mode.rounding)) } catch {
            throw ActionFailure(MathFailure(error, divisor: "input"), parameter: "input")
        }
    }
}
