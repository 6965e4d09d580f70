// SQLite's storage classes (https://www.sqlite.org/datatype3.html, section 2): every value is
// NULL, a 64-bit signed INTEGER, an 8-byte REAL or TEXT. BLOBs are not supported. Booleans are
// the integers 0 and 1, as in SQLite.

/// One value of SQLite's dynamic type system: what a record's field holds and what a query yields.
public enum SQLValue: Sendable, Hashable {
    /// SQL NULL: unknown or absent.
    case null
    /// A 64-bit signed integer (also the result of a comparison or logical operator: 0 or 1).
    case integer(Int64)
    /// An IEEE double. A NaN result becomes `.null`, as in SQLite.
    case real(Double)
    /// A text value (compared by its UTF-8 bytes unless a collation says otherwise).
    case text(String)

    /// A boolean as SQLite holds it: the integer 1 or 0.
    public static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }

    /// `typeof()`: "null", "integer", "real" or "text".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        }
    }

    /// The value as text, as `CAST(x AS TEXT)` writes it (a real with 15 significant digits and
    /// always a decimal point, e.g. `3.0`, `0.1`, `1.0e+20`); nil for NULL. For a CSV cell.
    public var text: String? {
        switch self {
        case .null: nil
        case .integer(let value): String(value)
        case .real(let value): RealFormatting.sqliteText(value)
        case .text(let value): value
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A real, or NULL where SQLite would make one (NaN).
    static func realOrNull(_ value: Double) -> SQLValue { value.isNaN ? .null : .real(value) }
}
