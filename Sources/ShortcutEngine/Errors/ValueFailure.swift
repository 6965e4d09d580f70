/// Failures of a value: converting it to another type, reading a property, walking a key path.
/// Thrown by `Coercion`, `Properties` and `KeyPath`; the runner adds where it happened.
public enum ValueFailure: Error, FailureFacts, Equatable {
    /// A list of several items where one value is needed.
    case listOfMany(count: Int, wanted: ValueType)
    /// A value that does not convert; `preview` is the value shown shortened.
    case cannotConvert(from: ValueType, preview: String, to: ValueType)
    /// A property the value's type does not have.
    case noProperty(of: ValueType, name: String, offered: [String])
    /// A file's properties could not be read; `reason` is the file system's message.
    case unreadableProperties(path: String, reason: String)
    /// A key path segment that must be an item number because it meets a list.
    case keyPathNeedsItemNumber(path: String, walked: String, segment: String)
    /// A key path that meets neither a dictionary nor a list (`allowsList`: setting, where lists count).
    case keyPathNotDictionary(path: String, walked: String, found: ValueType, allowsList: Bool)
    /// A key path item number past the end of a list while setting.
    case keyPathNoItem(path: String, walked: String, count: Int, number: Int, appending: Bool)
    /// A number that, read as a date, falls outside `CalendarRange` (`preview`: the number).
    case dateOutOfRange(preview: String)
    /// A failure inside a reference (`{{name | key: a}}`), or inside one item of a list.
    indirect case within(Context, ValueFailure)
    /// The warning a property the value lacks gives (`noProperty` inside a reference): the
    /// reference gives nothing, as Apple's runtime gives an empty value.
    indirect case propertyGivesNothing(ValueFailure)

    /// Where a nested value failure happened.
    public enum Context: Sendable, Equatable {
        /// Evaluating the reference written as this text.
        case reference(String)
        /// Reading this (1-based) list item.
        case item(Int)
    }

    /// What is wrong.
    public var message: String {
        switch self {
        case .listOfMany(let count, let wanted): return "expected \(wanted.article), got a list of \(count) items"
        case .cannotConvert(let from, let preview, let to):
            // Apple's shape ("couldn't convert from rich text to dictionary"), then the value.
            let shown: String
            switch from {
            case .text, .richText: shown = ": '\(preview)'"
            case .nothing: shown = ""
            default: shown = ": \(preview)"
            }
            return "couldn't convert from \(from.displayName) to \(to.displayName)\(shown)"
        case .noProperty(let type, let name, _): return "\(type.article) has no property '\(name)'"
        case .unreadableProperties(let path, let reason): return "cannot read the properties of '\(path)': \(reason)"
        case .keyPathNeedsItemNumber(let path, let walked, let segment):
            return "key path '\(path)': \(walked) is a list, so '\(segment)' must be an item number"
        case .keyPathNotDictionary(let path, let walked, let found, let allowsList):
            return "key path '\(path)': \(walked) is \(found.article), not a dictionary\(allowsList ? " or list" : "")"
        case .keyPathNoItem(let path, let walked, let count, let number, _):
            return "key path '\(path)': \(walked) has \(count) items, so there is no item \(number)"
        case .dateOutOfRange(let preview):
            return "\(preview) seconds since 1970 is a date outside the years 1 to 9999, the calendar's range"
        case .within(.reference(let text), let inner): return "{{\(text)}}: \(inner.message)"
        case .within(.item(let number), let inner): return "item \(number): \(inner.message)"
        case .propertyGivesNothing(let inner):
            return inner.message + "; it gives nothing, as Shortcuts gives an empty value for a property the item lacks"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .listOfMany: return "pick one item with Get Item from List, or use a reference with '| item: 1'"
        case .cannotConvert(.text, _, let to), .cannotConvert(.richText, _, let to):
            switch to {
            case .number: return "write the number with digits and a '.' for decimals, e.g. 12.5"
            case .boolean: return "use true/false or yes/no"
            case .date: return "write dates as ISO 8601, e.g. 2026-11-21 or 2026-11-21T10:00:00Z"
            case .duration: return "write a duration as seconds or as H:MM:SS"
            case .dictionary:
                return
                    "text becomes a dictionary when it holds a JSON object, key-value pairs (foo=bar&baz=biz) or an XML property list"
            case .url: return "a URL is one word such as https://example.com"
            default: return nil
            }
        case .cannotConvert: return nil
        case .noProperty(_, let name, let offered): return useOneOf(offered, given: name)
        case .unreadableProperties: return nil
        case .dateOutOfRange:
            return
                "a number becomes a date as seconds since 1970-01-01; give one between \(Int(CalendarRange.earliest.timeIntervalSince1970)) and \(Int(CalendarRange.latest.timeIntervalSince1970))"
        case .keyPathNeedsItemNumber: return "use 1 for the first item, -1 for the last"
        case .keyPathNotDictionary: return "check the path; keys that contain dots are written with \\."
        case .keyPathNoItem(_, _, let count, _, let appending):
            return appending
                ? "only the next item (\(count + 1)) can be appended" : "use an index from 1 to \(count), or turn on appending"
        case .within(_, let inner): return inner.hint
        case .propertyGivesNothing(let inner): return inner.hint
        }
    }
}
