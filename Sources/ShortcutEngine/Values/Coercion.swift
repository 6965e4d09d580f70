import Foundation

/// The one coercion table (documented in docs/format.md, "Coercion"): Apple's content graph.
/// Parameter resolution, the `as:` aggrandizement and the Get … from Input actions (`detected`)
/// all convert through it. Dates are read and written in `timeZone`; words such as `tomorrow`
/// are read relative to `now` (without one, only fixed date forms are dates).
public struct Coercion: Sendable {
    /// The time zone dates are read and written in; worked out when first read for a coercion
    /// made with `init(timeZoneWhenNeeded:now:)`.
    public var timeZone: TimeZone {
        get { zoneSource.zone }
        set { zoneSource = .fixed(newValue) }
    }
    private var zoneSource: TimeZoneSource
    /// The instant relative dates (`today`, `tomorrow at 5pm`) are measured from: the run's clock.
    public var now: Date?

    /// A coercion table in UTC; `now` enables dates in words. Builds nothing: cheap enough to
    /// make wherever a value is turned into text.
    public init(now: Date? = nil) {
        self.zoneSource = .utc
        self.now = now
    }

    /// A coercion table for `timeZone`; `now` enables dates in words.
    public init(timeZone: TimeZone, now: Date? = nil) {
        self.zoneSource = .fixed(timeZone)
        self.now = now
    }

    /// A coercion table whose time zone `zone` gives the first time a date needs it (the system's
    /// zone costs a start about 1 M instructions; most runs never read or write a date).
    public init(timeZoneWhenNeeded zone: @escaping () -> TimeZone, now: Date? = nil) {
        self.zoneSource = .later(DeferredTimeZone(zone))
        self.now = now
    }

    /// The table: for each target type, the types whose values may convert to it (some only
    /// for some values: text must parse). Every type converts to text, rich text, a list, nothing
    /// and any; a list converts as its single item, rich text as its plain text. `coerce` refuses
    /// every other pair before converting, and the compiler's static type check reads the same table (`ValueType.converts(to:)`).
    public static let sources: [ValueType: Set<ValueType>] = [
        // Nothing is 0 in arithmetic and number parameters, as in Shortcuts (docs/format.md 6.3, note 1).
        .number: [.duration, .boolean, .text, .date, .nothing],
        .boolean: [.number, .text, .nothing],
        .date: [.number, .text],
        .duration: [.number, .text],
        .dictionary: [.text, .nothing],
        .file: [.text, .url],
        .url: [.file, .text],
        // An image is a file of an image kind: only a file can be one (`imageExtensions`).
        .image: [.file],
    ]

    /// The file extensions of image files, in lower case.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "heif", "tif", "tiff", "bmp", "webp"]

    /// Converts `value` to `type`. A list of one item converts as its item; a longer list
    /// converts to text by joining lines and is an error for other single-value types.
    public func coerce(_ value: Value, to type: ValueType) throws(ValueFailure) -> Value {
        if type == .any { return value }
        if case .named(let item) = value { return try coerce(item.value, to: type) }
        if value.type == type { return value }
        // Rich text converts as its plain text does.
        if case .richText(let rich) = value, type != .text {
            do {
                return try coerce(.text(rich.text), to: type)
            } catch .cannotConvert(.text, let preview, let wanted) {
                throw .cannotConvert(from: .richText, preview: preview, to: wanted)
            }
        }
        // A library item converts as its title does, except to its date and its details.
        if case .item(let item) = value, type != .text, type != .richText {
            switch type {
            case .date: if let date = item.date { return .date(date) }
            case .dictionary: return .dictionary(item.details)
            case .list: return .list([value])
            default: break
            }
            do {
                return try coerce(.text(item.title), to: type)
            } catch .cannotConvert(.text, let preview, let wanted) {
                throw .cannotConvert(from: .item, preview: preview, to: wanted)
            }
        }
        switch value {
        case .list(let items) where type != .text && type != .richText:
            if items.count == 1 {
                // A list of one list of one…: unwrapped in a loop, not one call per level.
                var single = items[0]
                while case .list(let inner) = single.unnamed, inner.count == 1 { single = inner[0] }
                return try coerce(single, to: type)
            }
            if items.isEmpty { return try coerce(.nothing, to: type) }
            throw .listOfMany(count: items.count, wanted: type)
        default: break
        }
        guard value.type.converts(to: type) else { throw failure(value, type) }
        switch type {
        case .any: return value
        case .nothing: return .nothing
        case .text: return .text(text(value))
        case .number: return .number(try number(value))
        case .boolean: return .boolean(try boolean(value))
        case .date: return .date(try date(value))
        case .duration: return .duration(try duration(value))
        case .list: return .list(value.items)
        case .dictionary: return .dictionary(try dictionary(value))
        case .file: return .file(try file(value))
        case .url: return .url(try url(value))
        case .richText: return .richText(RichText(plainText: text(value)))
        case .image:
            guard case .file(let file) = value, Self.imageExtensions.contains(file.fileExtension.lowercased()) else {
                throw failure(value, .image)
            }
            return value
        // Only a library item is one (returned above).
        case .item: throw failure(value, .item)
        }
    }

    /// Converts each item of a list (an `as` aggrandizement on a list keeps it a list). Nothing
    /// has no item to convert: it stays nothing where the table has no value for it (a date, a
    /// duration, a file, a URL), as Apple's content graph converts item by item and names the
    /// item's type when one fails (docs/format.md 6.3, "Nothing through an `as:` step").
    public func coerceEach(_ value: Value, to type: ValueType) throws(ValueFailure) -> Value {
        if value.isNothing, !ValueType.nothing.converts(to: type) { return .nothing }
        guard case .list(let items) = value, type != .list, type != .text else { return try coerce(value, to: type) }
        var result: [Value] = []
        result.reserveCapacity(items.count)
        for item in items { result.append(try coerce(item, to: type)) }
        return .list(result)
    }

    func number(_ value: Value) throws(ValueFailure) -> Number {
        switch value {
        case .number(let number), .duration(let number): return number
        case .boolean(let flag): return .integer(flag ? 1 : 0)
        case .text(let text):
            // The number written in the text: `12 apples` is 12, `1,234.5` one number (TextNumbers).
            if let number = TextNumbers.first(in: text) { return number }
            throw failure(value, .number)
        case .date(let date): return Number(Decimal(date.timeIntervalSince1970))
        case .nothing: return .integer(0)
        default: throw failure(value, .number)
        }
    }

    func boolean(_ value: Value) throws(ValueFailure) -> Bool {
        switch value {
        case .boolean(let flag): return flag
        case .number(let number): return !number.isZero
        case .text(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "on", "1": return true
            case "false", "no", "off", "0", "": return false
            default: throw failure(value, .boolean)
            }
        case .nothing: return false
        default: throw failure(value, .boolean)
        }
    }

    func date(_ value: Value) throws(ValueFailure) -> Date {
        switch value {
        case .date(let date): return date
        case .number(let number):
            let date = Date(timeIntervalSince1970: number.double)
            guard CalendarRange.contains(date) else { throw ValueFailure.dateOutOfRange(preview: number.description) }
            return date
        case .text(let text):
            if let date = DateText.parse(text, timeZone: timeZone) { return date }
            if let now, let date = DateText.parseNatural(text, now: now, timeZone: timeZone) { return date }
            throw failure(value, .date)
        default: throw failure(value, .date)
        }
    }

    func duration(_ value: Value) throws(ValueFailure) -> Number {
        switch value {
        case .duration(let seconds), .number(let seconds): return seconds
        case .text(let text):
            if let seconds = Number(parsing: text) { return seconds }
            if let seconds = DateText.parseClockDuration(text) { return seconds }
            throw failure(value, .duration)
        default: throw failure(value, .duration)
        }
    }

    func dictionary(_ value: Value) throws(ValueFailure) -> ValueDictionary {
        switch value {
        case .dictionary(let dictionary): return dictionary
        case .text(let text):
            // Apple's forms: a JSON object (read as Apple's Foundation reads it), key-value pairs
            // `foo=bar&baz=biz`, or an XML property list.
            if let json = try? JSONParser.parseAsApple(text), case .dictionary(let dictionary) = Value(json: json) {
                return dictionary
            }
            if let pairs = TextPairs.dictionary(text) { return pairs }
            if let plist = PlistText.dictionary(text) { return plist }
            throw failure(value, .dictionary)
        case .nothing: return ValueDictionary()
        default: throw failure(value, .dictionary)
        }
    }

    func file(_ value: Value) throws(ValueFailure) -> FileReference {
        switch value {
        case .file(let file): return file
        case .text(let path) where !path.isEmpty: return FileReference(path: path)
        case .url(let url) where url.hasPrefix("file://"): return FileReference(path: String(url.dropFirst(7)))
        default: throw failure(value, .file)
        }
    }

    func url(_ value: Value) throws(ValueFailure) -> String {
        switch value {
        case .url(let url): return url
        case .file(let file): return "file://" + file.path
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) { return trimmed }
            // A data: URL (RFC 2397) is whole, spaces and markup in its data too: `data:text/html,<b>hi there</b>`.
            if trimmed.prefix(5).lowercased() == "data:", trimmed.contains(",") { return trimmed }
            // Text with spaces: the first link written inside it (TextLinks).
            if let link = TextLinks.all(in: text).first { return link }
            throw failure(value, .url)
        default: throw failure(value, .url)
        }
    }

    /// "Couldn't convert `value` to `type`", with a 40-character preview. A list or dictionary is
    /// previewed from a bounded copy (`ValuePreview`), never written out whole for 40 characters (a
    /// shared dictionary would expand). For actions that find a value of the wrong type themselves.
    public func failure(_ value: Value, _ type: ValueType) -> ValueFailure {
        let shown = value.isContainer ? ValuePreview.of(value, items: 16, textBytes: 64) : value
        return .cannotConvert(from: value.type, preview: Rendering.preview(text(shown), limit: 40), to: type)
    }
}

extension ValueType {
    /// Whether some value of this type converts to `type`, by `Coercion.sources`.
    public func converts(to type: ValueType) -> Bool {
        if self == type || type == .any || self == .any || type == .text || type == .list || type == .nothing || self == .list
            || type == .richText
        {
            return true
        }
        if self == .richText { return ValueType.text.converts(to: type) }
        if self == .item { return type == .date || type == .dictionary || ValueType.text.converts(to: type) }
        return Coercion.sources[type]?.contains(self) ?? false
    }

    /// The compiler's static check: Nothing is accepted by every parameter (resolution treats
    /// it as absent), any other type when the coercion table converts it.
    func isNothingOrConverts(to type: ValueType) -> Bool { self == .nothing || converts(to: type) }
}
