import Foundation

/// A date as written (`2019-04-01T15:30`, `14 March 2019`): small, unlike DateComponents,
/// so tokens and trees stay cheap to copy.
struct DateParts: Sendable, Equatable {
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?
    var second: Int?
    /// The part of a second after `second` (`21:52:05.123`), when written.
    var fraction: Double?
    /// Set for ISO times written with `Z`.
    var timeZone: TimeZone?

    init(year: Int? = nil, month: Int? = nil, day: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
    }

    var components: DateComponents {
        DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}
