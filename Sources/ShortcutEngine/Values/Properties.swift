import Foundation
import SafeFiles

/// The properties each content type offers to `| property: NAME` aggrandizements.
public enum Properties {
    /// Property names per type, in the spelling the catalogue shows.
    public static let names: [ValueType: [String]] = [
        .text: ["Count", "Word Count", "Line Count", "Is Empty", "Name", "Company"],
        .number: ["Absolute Value", "Is Integer", "Is Negative"],
        .date: ["Year", "Month", "Day", "Hour", "Minute", "Second", "Weekday", "Day of Year", "Week of Year", "Unix Time"],
        .duration: ["Seconds", "Minutes", "Hours", "Days"],
        .list: ["Count", "First Item", "Last Item"],
        .dictionary: ["Count", "Keys", "Values"],
        .file: [
            "Name", "Name Without Extension", "File Extension", "File Path", "Parent Folder", "File Size", "Creation Date",
            "Last Modified Date", "Is Folder", "Kind",
        ],
        .url: ["Scheme", "Host", "Port", "Path", "Query", "Fragment"],
    ]

    /// The names every type answers to.
    public static let common = ["Type"]

    /// Looks a property up case-insensitively; `attributes` reads file metadata when needed.
    public static func value(
        of value: Value, named name: String, calendar: Calendar,
        attributes: (String) throws -> FileAttributes
    ) throws(ValueFailure) -> Value {
        let key = name.lowercased().replacingOccurrences(of: "_", with: " ")
        if key == "type" { return .text(value.type.rawValue) }
        // A named item's name is the one Set Name gave it; every other property is its value's.
        if case .named(let item) = value {
            return key == "name"
                ? .text(item.name) : try Properties.value(of: item.value, named: name, calendar: calendar, attributes: attributes)
        }
        // A library item answers its details (a detail it lacks is nothing), then its title's properties.
        if case .item(let item) = value {
            if let detail = item.detail(name) { return detail }
            if key == "name" { return .text(item.title) }
            if let result = try lookup(.text(item.title), key, calendar, attributes) { return result }
            throw .noProperty(of: .item, name: name, offered: item.details.keys + common)
        }
        // Nothing has no properties, but counting it is natural: 0; anything else is nothing.
        if value.isNothing { return key == "count" ? .number(.integer(0)) : .nothing }
        if let result = try lookup(value, key, calendar, attributes) { return result }
        var offered = (names[value.type] ?? []) + common
        // A content item held as a dictionary (the Device variable, an article) also answers to its keys.
        if case .dictionary(let dictionary) = value { offered += dictionary.keys }
        throw .noProperty(of: value.type, name: name, offered: offered)
    }

    private static func lookup(
        _ value: Value, _ key: String, _ calendar: Calendar, _ attributes: (String) throws -> FileAttributes
    ) throws(ValueFailure) -> Value? {
        switch value {
        case .text(let text):
            switch key {
            case "count", "length": return .number(.integer(text.count))
            case "word count": return .number(.integer(text.split(whereSeparator: { $0.isWhitespace }).count))
            case "line count":
                return .number(.integer(text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count))
            case "is empty": return .boolean(text.isEmpty)
            // A text's name is itself, except a vCard's, which is its contact's (the vCard menu idiom).
            case "name": return .text(VCardText.name(of: text) ?? text)
            case "company": return VCardText.field("ORG", of: text).map(Value.text) ?? .nothing
            default: return nil
            }
        case .number(let number):
            switch key {
            case "absolute value": return .number(number.magnitude)
            case "is integer": return .boolean(number.int != nil)
            case "is negative": return .boolean(number.isNegative)
            default: return nil
            }
        case .date(let date): return dateProperty(date, key, calendar)
        case .duration(let seconds):
            let divisor: Int
            switch key {
            case "seconds": divisor = 1
            case "minutes": divisor = 60
            case "hours": divisor = 3600
            case "days": divisor = 86_400
            default: return nil
            }
            return .number((try? seconds.divided(by: .integer(divisor))) ?? seconds)
        case .list(let items):
            switch key {
            case "count": return .number(.integer(items.count))
            case "first item": return items.first ?? .nothing
            case "last item": return items.last ?? .nothing
            default: return nil
            }
        case .dictionary(let dictionary):
            switch key {
            case "count": return .number(.integer(dictionary.count))
            case "keys": return .list(dictionary.keys.map(Value.text))
            case "values": return .list(dictionary.values)
            // A content item the web actions make (an article, a store product) is a dictionary
            // under Apple's property names: its property is the key of that name, in any letter case.
            default: return dictionary.pairs.first { $0.key.lowercased().replacingOccurrences(of: "_", with: " ") == key }?.value
            }
        case .file(let file): return try fileProperty(file, key, attributes)
        case .url(let text): return urlProperty(text, key)
        default: return nil
        }
    }

    private static func dateProperty(_ date: Date, _ key: String, _ calendar: Calendar) -> Value? {
        let component: Calendar.Component
        switch key {
        case "year": component = .year
        case "month": component = .month
        case "day": component = .day
        case "hour": component = .hour
        case "minute": component = .minute
        case "second": component = .second
        case "week of year": component = .weekOfYear
        case "day of year": return .number(.integer(calendar.ordinality(of: .day, in: .year, for: date) ?? 0))
        case "unix time": return .number(Number(Decimal(date.timeIntervalSince1970)))
        case "weekday":
            let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
            return .text(names[(calendar.component(.weekday, from: date) + 6) % 7])
        default: return nil
        }
        return .number(.integer(calendar.component(component, from: date)))
    }

    private static func fileProperty(
        _ file: FileReference, _ key: String, _ attributes: (String) throws -> FileAttributes
    ) throws(ValueFailure) -> Value? {
        switch key {
        case "name": return .text(file.name)
        case "name without extension": return .text(file.nameWithoutExtension)
        case "file extension", "extension": return .text(file.fileExtension)
        case "file path", "path": return .text(file.path)
        case "parent folder", "parent": return .file(FileReference(path: file.parentPath))
        case "file size", "size", "creation date", "last modified date", "is folder", "kind":
            let read: FileAttributes
            do { read = try attributes(file.path) } catch {
                throw .unreadableProperties(path: file.path, reason: (error as? ActionFailure)?.message ?? "\(error)")
            }
            switch key {
            case "file size", "size": return .number(.integer(read.size))
            case "creation date": return read.creationDate.map(Value.date) ?? .nothing
            case "last modified date": return read.modificationDate.map(Value.date) ?? .nothing
            case "kind": return .text(read.isDirectory ? "Folder" : "File")
            default: return .boolean(read.isDirectory)
            }
        default: return nil
        }
    }

    private static func urlProperty(_ text: String, _ key: String) -> Value? {
        guard let components = URLComponents(string: text) else { return key == "path" ? .text(text) : nil }
        switch key {
        case "scheme": return components.scheme.map(Value.text) ?? .nothing
        case "host": return components.host.map(Value.text) ?? .nothing
        case "port": return components.port.map { .number(.integer($0)) } ?? .nothing
        case "path": return .text(components.path)
        case "query": return components.query.map(Value.text) ?? .nothing
        case "fragment": return components.fragment.map(Value.text) ?? .nothing
        default: return nil
        }
    }
}
