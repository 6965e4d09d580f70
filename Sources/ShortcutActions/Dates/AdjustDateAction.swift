import Foundation
import ShortcutEngine

/// Adjust Date: add or subtract an amount of a unit, or go to the start of a period.
public enum AdjustDateAction: Action {
    /// What Adjust Date does.
    public enum Operation: String, Choice {
        case add = "Add"
        case subtract = "Subtract"
        case startOfMinute = "Get Start of Minute"
        case startOfHour = "Get Start of Hour"
        case startOfDay = "Get Start of Day"
        case startOfWeek = "Get Start of Week"
        case startOfMonth = "Get Start of Month"
        case startOfYear = "Get Start of Year"

        /// The period whose start it finds; nil for Add and Subtract.
        var period: Calendar.Component? {
            switch self {
            case .add, .subtract: return nil
            case .startOfMinute: return .minute
            case .startOfHour: return .hour
            case .startOfDay: return .day
            case .startOfWeek: return .weekOfYear
            case .startOfMonth: return .month
            case .startOfYear: return .year
            }
        }
    }

    /// The unit of the amount added or subtracted.
    public enum Unit: String, Choice {
        case seconds, minutes, hours, days, weeks, months, years

        /// Short forms and Apple's unit names (`WFDuration`'s `Unit`).
        public var aliases: [String] {
            switch self {
            case .seconds: return ["sec", "second"]
            case .minutes: return ["min", "minute"]
            case .hours: return ["hr", "hour"]
            case .days: return ["day"]
            case .weeks: return ["week"]
            case .months: return ["month"]
            case .years: return ["year"]
            }
        }

        /// The calendar component it counts.
        var component: Calendar.Component {
            switch self {
            case .seconds: return .second
            case .minutes: return .minute
            case .hours: return .hour
            case .days: return .day
            case .weeks: return .weekOfYear
            case .months: return .month
            case .years: return .year
            }
        }

        /// Its shortest length in seconds (a month of 28 days, a year of 365).
        var shortestSeconds: Double {
            switch self {
            case .months: return 28 * 86_400
            case .years: return 365 * 86_400
            default: return fixedSeconds ?? 1
            }
        }

        /// Its length in seconds when that is fixed; months and years have none.
        var fixedSeconds: Double? {
            switch self {
            case .seconds: return 1
            case .minutes: return 60
            case .hours: return 3600
            case .days: return 86_400
            case .weeks: return 604_800
            case .months, .years: return nil
            }
        }
    }

    static let date = Parameter<Value>("date", wireKey: "WFDate", type: .date, summary: "The date to adjust.")
    static let operation = Parameter<Operation>(
        "operation", wireKey: "WFAdjustOperation", summary: "What to do.", default: .add)
    static let amount = Parameter<Number>(
        "amount", summary: "How many units.", default: 0, parent: .init(operation, [.add, .subtract]))
    static let unit = Parameter<Unit>(
        "unit", summary: "The unit of 'amount'.", default: .days, parent: .init(operation, [.add, .subtract]))
    static let duration = Parameter<String?>(
        "duration",
        summary:
            "The amount and its unit as one measurement ('90 min', '2 hours', '1.5 days'; a bare number is seconds, "
            + "the unit Apple's field defaults to); when given it replaces 'amount' and 'unit'. Apple's Duration "
            + "field holding a variable as a whole imports here.",
        parent: .init(operation, [.add, .subtract]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.adjustdate", name: "Adjust Date",
        summary: "Adds or subtracts time from a date, or finds the start of a period.", category: "Dates",
        parameters: [date, operation, amount, unit, duration], input: date, output: .produces(.date), outputName: "Adjusted Date",
        eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters[Self.date] else { return .nothing }
        let operation = try parameters[Self.operation]
        if let period = operation.period {
            return .date(context.calendar.dateInterval(of: period, for: date)?.start ?? date)
        }
        let sign = operation == .add ? 1 : -1
        let whole = try parameters[Self.duration]
        let (amount, unit) = try whole.map(Self.amountAndUnit) ?? (try parameters[Self.amount], try parameters[Self.unit])
        let source = whole == nil ? Self.amount.key : Self.duration.key
        let outside = ActionFailure(
            DateFailure.outOfRange(adding: operation == .add, amount: amount.description, unit: unit.rawValue),
            parameter: source)
        // An amount whose shortest possible length is longer than the whole calendar range cannot
        // land inside it; refusing it first also keeps `sign * whole` far from overflowing.
        guard amount.double.magnitude * unit.shortestSeconds <= CalendarRange.spanSeconds else { throw outside }
        let adjusted: Date
        if let whole = amount.int {
            guard let date = context.calendar.date(byAdding: unit.component, value: sign * whole, to: date) else { throw outside }
            adjusted = date
        } else {
            guard let size = unit.fixedSeconds else {
                throw ActionFailure(DateFailure.fractionalCalendarUnit(unit.rawValue), parameter: source)
            }
            adjusted = date.addingTimeInterval(Double(sign) * amount.double * size)
        }
        guard CalendarRange.contains(adjusted) else { throw outside }
        return .date(adjusted)
    }
}
