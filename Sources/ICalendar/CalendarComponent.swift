/// A component (`BEGIN:VEVENT` … `END:VEVENT`): its uppercased name, its properties in order and
/// the components nested in it (a VEVENT's VALARMs, a VCALENDAR's events and time zones).
/// Unknown components and X- properties are kept as read, so a read-then-written file keeps them.
public struct CalendarComponent: Sendable, Equatable {
    /// The component's name, uppercased: "VCALENDAR", "VEVENT", "VTODO", "VALARM", "VTIMEZONE", ….
    public var name: String
    /// The properties in the order they were written.
    public var properties: [CalendarProperty]
    /// The nested components in the order they were written.
    public var components: [CalendarComponent]

    /// A component; the name is uppercased.
    public init(name: String, properties: [CalendarProperty] = [], components: [CalendarComponent] = []) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
    }

    /// The first property of that name (matched case-insensitively), or nil.
    public func property(_ name: String) -> CalendarProperty? {
        let wanted = name.uppercased()
        return properties.first { $0.name == wanted }
    }

    /// Every property of that name (matched case-insensitively), in order.
    public func properties(named name: String) -> [CalendarProperty] {
        let wanted = name.uppercased()
        return properties.filter { $0.name == wanted }
    }

    /// Replaces every property named like `property` by it, at the position of the first one (at
    /// the end when there was none).
    public mutating func set(_ property: CalendarProperty) {
        guard let first = properties.firstIndex(where: { $0.name == property.name }) else {
            properties.append(property)
            return
        }
        properties[first] = property
        var index = properties.count - 1
        while index > first {
            if properties[index].name == property.name { properties.remove(at: index) }
            index -= 1
        }
    }

    /// Removes every property of that name (matched case-insensitively).
    public mutating func remove(_ name: String) {
        let wanted = name.uppercased()
        properties.removeAll { $0.name == wanted }
    }

    /// The nested components of that name (matched case-insensitively), in order.
    public func components(named name: String) -> [CalendarComponent] {
        let wanted = name.uppercased()
        return components.filter { $0.name == wanted }
    }
}
