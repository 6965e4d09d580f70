import Foundation

/// The sizes a value would have written out — as text (`Coercion.text`, which is also its bytes in
/// UTF-8) and as compact JSON (`Coercion.json(…).serialized(pretty: false)`) — and how deeply its
/// lists and dictionaries nest, computed without writing it out.
///
/// A list or dictionary shared by several parents (a dictionary holding `d` twice, doubled in a
/// loop) is measured once per measurement: the walk remembers each container's storage it has
/// measured, so its cost is the number of distinct containers, not the size of the expansion. The
/// walk keeps its own stack (no recursion) and stops past the depth it is given; sizes saturate
/// at `Int.max`.
public struct ValueSize: Sendable, Equatable {
    /// UTF-8 bytes of the value as text.
    public var textBytes: Int
    /// UTF-8 bytes of the value as compact JSON.
    public var jsonBytes: Int
    /// Lists and dictionaries nested inside each other: 0 for a text or number, 1 for a flat list.
    public var depth: Int

    /// Measures `value` as `coercion` writes it out; nil when its lists and dictionaries nest
    /// deeper than `maxDepth` levels.
    public static func of(_ value: Value, coercion: Coercion, maxDepth: Int) -> ValueSize? {
        var walk = ValueSizeWalk(coercion: coercion, maxDepth: maxDepth)
        return walk.measure(value)
    }

    /// Whether `value`'s lists and dictionaries nest deeper than `limit` levels. Looks only at
    /// containers, each distinct storage once, with its own stack: a list of a million texts is one
    /// pass over its items, a dictionary holding `d` twice one look at `d`.
    public static func nestsDeeper(_ value: Value, than limit: Int) -> Bool {
        guard value.isContainer else { return false }
        // The deepest level each storage was reached at: shared storage is looked at again only deeper.
        var reached: [UInt: Int] = [:]
        var pending: [(value: Value, level: Int)] = [(value, 1)]
        while let (next, level) = pending.popLast() {
            if level > limit { return true }
            let children: [Value]
            switch next.unnamed {
            case .list(let items):
                guard let storage = ValueSizeWalk.identity(items), reached[storage, default: 0] < level else { continue }
                reached[storage] = level
                children = items
            case .dictionary(let dictionary):
                guard reached[dictionary.storageIdentity, default: 0] < level else { continue }
                reached[dictionary.storageIdentity] = level
                children = dictionary.values
            default: continue
            }
            for child in children where child.isContainer { pending.append((child, level + 1)) }
        }
        return false
    }

    /// `a + b`, or `Int.max` when that overflows.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : total
    }

    /// UTF-8 bytes of `text` as a JSON string literal, quotes included (as `JSON.writeString` writes it).
    static func jsonStringBytes(_ text: String) -> Int {
        var bytes = 2
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): bytes += 2
            case 0..<0x20: bytes += 6
            default: bytes += 1
            }
        }
        return bytes
    }
}

/// One measurement: containers already measured, by storage, and the stack of open containers.
struct ValueSizeWalk {
    let coercion: Coercion
    let maxDepth: Int
    /// Sizes of the containers measured so far, by the address of their storage (alive while the
    /// measured value is, and unchanged: lists and dictionaries copy their storage before changing).
    var measured: [UInt: ValueSize] = [:]

    init(coercion: Coercion, maxDepth: Int) {
        self.coercion = coercion
        self.maxDepth = maxDepth
    }

    /// A container being measured: its children, how far through them, and the sizes so far.
    struct Frame {
        let identity: UInt?
        let children: [Value]
        let keys: [String]?
        var next = 0
        var size = ValueSize(textBytes: 0, jsonBytes: 0, depth: 1)
    }

    mutating func measure(_ value: Value) -> ValueSize? {
        guard let root = frame(for: value) else { return leaf(value) }
        if maxDepth < 1 { return nil }
        var stack: [Frame] = [root]
        while var top = stack.popLast() {
            if top.next < top.children.count {
                let child = top.children[top.next]
                let first = top.next == 0
                top.next += 1
                if let size = known(child) {
                    add(size, to: &top, first: first)
                    stack.append(top)
                } else if let open = frame(for: child) {
                    stack.append(top)
                    if stack.count >= maxDepth { return nil }
                    stack.append(open)
                } else {
                    add(leaf(child), to: &top, first: first)
                    stack.append(top)
                }
                continue
            }
            // Closed: brackets, and for an empty container its whole form.
            if top.keys != nil {
                top.size.jsonBytes = ValueSize.sum(top.size.jsonBytes, 2)
                top.size.textBytes = top.size.jsonBytes
            } else {
                top.size.jsonBytes = ValueSize.sum(top.size.jsonBytes, 2)
            }
            if let identity = top.identity { measured[identity] = top.size }
            guard var parent = stack.popLast() else { return top.size }
            add(top.size, to: &parent, first: parent.next == 1)
            stack.append(parent)
        }
        return nil
    }

    /// Adds a child's size to its container's: separators, and for a dictionary the key.
    func add(_ child: ValueSize, to frame: inout Frame, first: Bool) {
        var json = child.jsonBytes
        var text = child.textBytes
        if let keys = frame.keys {
            json = ValueSize.sum(json, ValueSize.jsonStringBytes(keys[frame.next - 1]) + 1)
            text = 0
        }
        if !first {
            json = ValueSize.sum(json, 1)
            text = frame.keys == nil ? ValueSize.sum(text, Coercion.listSeparator.utf8.count) : 0
        }
        frame.size.jsonBytes = ValueSize.sum(frame.size.jsonBytes, json)
        frame.size.textBytes = ValueSize.sum(frame.size.textBytes, text)
        frame.size.depth = max(frame.size.depth, child.depth + 1)
    }

    /// A container's frame, or nil for anything else.
    func frame(for value: Value) -> Frame? {
        switch value {
        case .list(let items): return Frame(identity: Self.identity(items), children: items, keys: nil)
        case .dictionary(let dictionary):
            return Frame(identity: dictionary.storageIdentity, children: dictionary.values, keys: dictionary.keys)
        case .named(let item): return frame(for: item.value)
        default: return nil
        }
    }

    /// The size of a container measured before in this walk.
    func known(_ value: Value) -> ValueSize? {
        switch value {
        case .list(let items): return Self.identity(items).flatMap { measured[$0] }
        case .dictionary(let dictionary): return measured[dictionary.storageIdentity]
        case .named(let item): return known(item.value)
        default: return nil
        }
    }

    /// The address of a list's storage; nil for an empty list (all share one).
    static func identity(_ items: [Value]) -> UInt? {
        items.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { UInt(bitPattern: $0) } }
    }

    /// A value that holds no other values, as text and as JSON.
    func leaf(_ value: Value) -> ValueSize {
        let text: Int
        let json: Int
        switch value {
        case .nothing: (text, json) = (0, 4)
        case .text(let string): (text, json) = (string.utf8.count, ValueSize.jsonStringBytes(string))
        case .boolean(let flag): (text, json) = (flag ? 3 : 2, flag ? 4 : 5)
        case .number(let number):
            let written = number.description.utf8.count
            (text, json) = (written, number.isFinite ? written : written + 2)
        case .duration(let seconds): (text, json) = (DateText.words(seconds: seconds).utf8.count, seconds.description.utf8.count)
        case .richText(let rich): (text, json) = (rich.text.utf8.count, ValueSize.jsonStringBytes(rich.text))
        case .named(let item): return leaf(item.value)
        default:
            let written = coercion.text(value)
            (text, json) = (written.utf8.count, ValueSize.jsonStringBytes(written))
        }
        return ValueSize(textBytes: text, jsonBytes: json, depth: 0)
    }
}
