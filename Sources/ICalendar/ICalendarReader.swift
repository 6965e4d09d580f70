/// Reads iCalendar text (RFC 5545) into components. Lenient where real files are sloppy: LF or CR
/// line ends, a byte order mark, lowercase names, folds with a space or a tab, blank lines, unknown
/// components and X- properties (kept as read). Strict where it matters: a BEGIN/END mismatch, an
/// unterminated component, a line without a colon or a property outside any component is an
/// `ICalendarError` with the 1-based physical line.
public enum ICalendarReader {
    /// The top-level components of `text` (normally one VCALENDAR), within `limits`.
    public static func read(_ text: String, limits: ICalendarLimits = .init()) throws(ICalendarError) -> [CalendarComponent] {
        try read(bytes: Array(text.utf8), limits: limits)
    }

    /// The top-level components of UTF-8 `bytes` (a file's contents), within `limits`. Folds are
    /// undone on the bytes, so a fold inside a UTF-8 sequence joins up again; invalid UTF-8 reads
    /// as U+FFFD.
    public static func read(bytes: [UInt8], limits: ICalendarLimits = .init()) throws(ICalendarError) -> [CalendarComponent] {
        var lines = LogicalLines(bytes, maximumBytes: limits.lineBytes)
        var builder = ComponentBuilder(limits: limits)
        while let (line, bytes) = try lines.next() {
            try builder.add(try ContentLineParser.parse(bytes, line: line), line: line)
        }
        return try builder.finish()
    }
}

/// The component tree built from content lines in order, on an explicit stack (no recursion).
struct ComponentBuilder {
    private let limits: ICalendarLimits
    private var open: [(component: CalendarComponent, line: Int)] = []
    private var roots: [CalendarComponent] = []
    private var count = 0

    init(limits: ICalendarLimits) { self.limits = limits }

    /// Opens, closes or fills a component with the property read at `line`.
    mutating func add(_ property: CalendarProperty, line: Int) throws(ICalendarError) {
        switch property.name {
        case "BEGIN":
            let name = property.value.trimmingSpaces.uppercased()
            guard !name.isEmpty else { throw ICalendarError(line: line, "'BEGIN' names no component") }
            count += 1
            if count > limits.components {
                throw ICalendarError(line: line, "more than \(limits.components) components (ICalendarLimits.components)")
            }
            if open.count >= limits.nestingDepth {
                throw ICalendarError(
                    line: line, "components nested deeper than \(limits.nestingDepth) (ICalendarLimits.nestingDepth)")
            }
            open.append((CalendarComponent(name: name), line))
        case "END":
            let name = property.value.trimmingSpaces.uppercased()
            guard let (component, _) = open.popLast() else {
                throw ICalendarError(line: line, "'END:\(name)' has no matching 'BEGIN'")
            }
            guard component.name == name else {
                throw ICalendarError(line: line, "'END:\(name)' closes '\(component.name)'")
            }
            if open.isEmpty {
                roots.append(component)
            } else {
                open[open.count - 1].component.components.append(component)
            }
        default:
            guard !open.isEmpty else {
                throw ICalendarError(line: line, "property '\(property.name)' is outside any component")
            }
            open[open.count - 1].component.properties.append(property)
        }
    }

    /// The top-level components; an error names the innermost component left open.
    func finish() throws(ICalendarError) -> [CalendarComponent] {
        if let (component, line) = open.last {
            throw ICalendarError(line: line, "'BEGIN:\(component.name)' is never closed")
        }
        return roots
    }
}
