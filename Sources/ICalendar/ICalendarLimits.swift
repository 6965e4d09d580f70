/// The bounds a reader and a recurrence expansion stay within, so that a hostile or broken file
/// fails with an `ICalendarError` naming the limit instead of exhausting memory or time.
public struct ICalendarLimits: Sendable {
    /// How deep components may nest (VCALENDAR › VEVENT › VALARM is 3). Default 16.
    public var nestingDepth: Int
    /// How many components (at every depth) one text may hold. Default 100,000.
    public var components: Int
    /// How many bytes one unfolded content line may hold. Default 1 MiB.
    public var lineBytes: Int
    /// How many occurrences one recurrence expansion may return. Default 10,000.
    public var recurrenceInstances: Int
    /// How many candidate periods and date-times one recurrence expansion may consider before it
    /// stops (a rule that never matches, or a SECONDLY rule over years). Default 1,000,000.
    public var recurrenceIterations: Int

    /// The limits, each defaulting to the value documented on its property.
    public init(
        nestingDepth: Int = 16, components: Int = 100_000, lineBytes: Int = 1 << 20, recurrenceInstances: Int = 10_000,
        recurrenceIterations: Int = 1_000_000
    ) {
        self.nestingDepth = nestingDepth
        self.components = components
        self.lineBytes = lineBytes
        self.recurrenceInstances = recurrenceInstances
        self.recurrenceIterations = recurrenceIterations
    }
}
