/// The items in reverse order.
public func reversed<T>(_ items: [T]) -> [T] { Array(items.reversed()) }

/// The first `n` items (all of them when fewer); `n` must be 0 or more.
public func first<T>(_ n: Int, of items: [T]) throws -> [T] {
    guard n >= 0 else { throw ListOrderingError.invalidCount(n) }
    return Array(items.prefix(n))
}

/// The last `n` items (all of them when fewer), in their original order; `n` must be 0 or more.
public func last<T>(_ n: Int, of items: [T]) throws -> [T] {
    guard n >= 0 else { throw ListOrderingError.invalidCount(n) }
    return Array(items.suffix(n))
}

/// Consecutive groups of `size` items, the last one shorter when the count does not divide;
/// an empty list gives no chunks. `size` of 0 or less throws `invalidCount`.
public func chunks<T>(_ items: [T], size: Int) throws -> [[T]] {
    guard size > 0 else { throw ListOrderingError.invalidCount(size) }
    return stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
}
