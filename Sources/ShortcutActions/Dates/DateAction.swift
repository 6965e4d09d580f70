import Foundation
import ShortcutEngine

/// Date: the current date, a date written as text, or a holiday's date (Apple's Date action since
/// iOS 16: its mode names a holiday, `WFEventOccurrenceMode` picks its next occurrence or the one
/// of `WFEventOccurrenceSpecifiedYear`; the holidays as Cherri's definitions list them).
public enum DateAction: Action {
    /// Which date the action passes on: the current date, the one written, or a holiday's
    /// (`Holidays.swift` has each holiday's rule).
    public enum Mode: String, Choice {
        case currentDate = "Current Date"
        case specifiedDate = "Specified Date"
        case aprilFools = "April Fools' Day"
        case ashWednesday = "Ash Wednesday"
        case christmasDay = "Christmas Day"
        case christmasEve = "Christmas Eve"
        case cincoDeMayo = "Cinco de Mayo"
        case columbusDay = "Columbus Day"
        case dayOfTheDead = "Day of the Dead"
        case daylightSavingTime = "Daylight Saving Time"
        case daylightSavingTimeEnd = "Daylight Saving Time End"
        case earthDay = "Earth Day"
        case easterSunday = "Easter Sunday"
        case eidAlAdha = "Eid al-Adha"
        case eidAlFitr = "Eid al-Fitr"
        case electionDay = "Election Day"
        case fathersDay = "Father's Day"
        case firstNightOfRamadan = "First Night of Ramadan"
        case flagDay = "Flag Day"
        case goodFriday = "Good Friday"
        case groundhogDay = "Groundhog Day"
        case halloween = "Halloween"
        case inaugurationDay = "Inauguration Day"
        case independenceDay = "Independence Day"
        case indigenousPeoplesDay = "Indigenous Peoples' Day"
        case juneteenth = "Juneteenth"
        case martinLutherKingDay = "Martin Luther King Jr. Day"
        case memorialDay = "Memorial Day"
        case mothersDay = "Mother's Day"
        case newYearsDay = "New Year's Day"
        case newYearsEve = "New Year's Eve"
        case palmSunday = "Palm Sunday"
        case presidentsDay = "Presidents' Day"
        case stPatricksDay = "St. Patrick's Day"
        case taxDay = "Tax Day"
        case thanksgiving = "Thanksgiving"
        case valentinesDay = "Valentine's Day"
        case veteransDay = "Veterans Day"
        case workersDay = "Workers' Day"

        /// The holiday's name with a typographic apostrophe, as English interface text often writes it.
        public var aliases: [String] { rawValue.contains("'") ? [rawValue.replacingOccurrences(of: "'", with: "\u{2019}")] : [] }

        /// Holidays of Apple's list whose dates follow the Hindu lunisolar calendar (a lunar day
        /// as it stands at sunrise in India), which Foundation does not compute: an imported Date
        /// on one stays unsupported.
        public static var valuesNotBuilt: [String] { ["Diwali", "Holi"] }
    }

    /// Which of a holiday's dates (`WFEventOccurrenceMode`).
    public enum Occurrence: String, Choice {
        case next = "Next Occurrence"
        case specifiedYear = "Specified Year"
    }

    static let mode = Parameter<Mode>("mode", wireKey: "WFDateActionMode", summary: "Which date.", default: .currentDate)
    static let date = Parameter<Value>(
        "date", wireKey: "WFDateActionDate", type: .date,
        summary: "An ISO 8601 date such as 2026-11-21 or 2026-11-21T10:00:00Z.", required: true,
        parent: .init(mode, [Mode.specifiedDate]))
    static let occurrence = Parameter<Occurrence>(
        "occurrence", wireKey: "WFEventOccurrenceMode",
        summary: "For a holiday: its next occurrence (today's when it is today), or the one in `year`.", default: .next)
    static let year = Parameter<Int?>(
        "year", wireKey: "WFEventOccurrenceSpecifiedYear",
        summary: "For a holiday in a specified year: the year (this year when left out).", minimum: 1, maximum: 9999,
        parent: .init(occurrence, [Occurrence.specifiedYear]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.date", name: "Date",
        summary:
            "Passes the current date, a specified date, or a holiday's date (its next occurrence or the one in a year; midnight in the run's time zone).",
        category: "Dates",
        parameters: [mode, date, occurrence, year],
        output: .produces(.date))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let mode = try parameters[Self.mode]
        switch mode {
        case .currentDate: return .date(context.host.now())
        case .specifiedDate: return try parameters.value(Self.date)
        default:
            let calendar = context.calendar
            let found: Date?
            switch try parameters[Self.occurrence] {
            case .next: found = Holidays.next(mode, onOrAfter: context.host.now(), calendar: calendar)
            case .specifiedYear:
                let year = try parameters[Self.year] ?? calendar.component(.year, from: context.host.now())
                found = Holidays.date(of: mode, in: year, calendar: calendar)
            }
            return found.map(Value.date) ?? .nothing
        }
    }
}
