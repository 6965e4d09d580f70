/// How alphabetical sorting treats case and accents. Both default to insensitive, like Finder.
public struct AlphabeticalOptions: Sendable, Hashable {
    /// When true, words equal apart from case are ordered lower case first (`apple` < `Apple`).
    public var caseSensitive: Bool
    /// When true, words equal apart from accents are ordered unaccented first (`resume` < `résumé`).
    public var accentSensitive: Bool

    /// Creates options; both default to insensitive.
    public init(caseSensitive: Bool = false, accentSensitive: Bool = false) {
        self.caseSensitive = caseSensitive
        self.accentSensitive = accentSensitive
    }
}

/// The orderings offered by list sort. Every one is stable, descending included.
public enum SortOrder: Sendable, Hashable {
    /// Case- and accent-folded text order; see `AlphabeticalOptions` for tie-breaks.
    /// Not full Unicode collation: punctuation and digits compare by code point.
    case alphabetical(AlphabeticalOptions)
    /// Like alphabetical (ASCII case folded) but digit runs compare by value: `file2` < `file10`.
    /// Equal values with different spellings (`a01`, `a1`) are then ordered by bytes.
    case natural
    /// Items read as numbers (see `NumericValue`); items that are not numbers go last, in input order.
    case numeric
    /// Shorter items first, by user-perceived characters.
    case length
    /// Raw UTF-8 byte order (code point order), as `LC_ALL=C sort`.
    case byteOrder

    /// Alphabetical with default options.
    public static var alphabetical: SortOrder { .alphabetical(AlphabeticalOptions()) }
}

/// Failures of the list operations.
public enum ListOrderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A chunk or take size that is not positive.
    case invalidCount(Int)
    /// Input too large for 32-bit line offsets.
    case inputTooLarge(bytes: Int)

    /// The message shown to users.
    public var description: String {
        switch self {
        case .invalidCount(let n): return "invalid count \(n): the number of items must be 1 or more"
        case .inputTooLarge(let bytes): return "input of \(bytes) bytes is too large: the limit is 4 GiB"
        }
    }
}

/// `SortOrder` without the clash with Foundation's type of the same name.
public typealias ListSortOrder = SortOrder
