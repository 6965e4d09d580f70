// LIKE and GLOB (https://www.sqlite.org/lang_expr.html "The LIKE, GLOB, REGEXP, MATCH, and
// extract operators"). LIKE: % any run, _ any one character, ASCII letters match either case,
// an ESCAPE character makes the next one literal. GLOB: * ? and [...] sets (with ^ and ranges),
// case-sensitive. The matcher keeps only the last '*' to retry from, so a match costs at most
// text × pattern steps: no exponential backtracking on patterns like '%a%a%a%b'.

struct SQLPattern {
    enum Item: Equatable {
        case scalar(UInt32)
        case anyOne
        case anyRun
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)
        /// A pattern that can match nothing (a dangling ESCAPE or an unclosed '[').
        case never
    }

    let items: [Item]
    let foldsCase: Bool

    init(like pattern: String, escape: Unicode.Scalar?) {
        var items: [Item] = []
        var iterator = pattern.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == escape {
                items.append(iterator.next().map { .scalar(Self.fold($0.value)) } ?? .never)
            } else if scalar == "%" {
                if items.last != .anyRun { items.append(.anyRun) }
            } else if scalar == "_" {
                items.append(.anyOne)
            } else {
                items.append(.scalar(Self.fold(scalar.value)))
            }
        }
        self.items = items
        foldsCase = true
    }

    init(glob pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        var items: [Item] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*": if items.last != .anyRun { items.append(.anyRun) }
            case "?": items.append(.anyOne)
            case "[": items.append(Self.globSet(scalars, &index))
            default: items.append(.scalar(scalar.value))
            }
        }
        self.items = items
        foldsCase = false
    }

    /// A `[...]` set whose '[' was just read.
    private static func globSet(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Item {
        var negated = false
        if index < scalars.count, scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]", !first {
                index += 1
                return .set(ranges: ranges, negated: negated)
            }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let low = scalar.value
                let high = scalars[index + 2].value
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        return .never
    }

    static func fold(_ value: UInt32) -> UInt32 { (0x41...0x5A).contains(value) ? value | 0x20 : value }

    private func accepts(_ item: Item, _ value: UInt32) -> Bool {
        switch item {
        case .scalar(let expected): expected == (foldsCase ? Self.fold(value) : value)
        case .anyOne: true
        case .set(let ranges, let negated): ranges.contains { $0.contains(value) } != negated
        case .anyRun, .never: false
        }
    }

    func matches(_ text: String, budget: QueryBudget) throws -> Bool {
        let values = text.unicodeScalars.map(\.value)
        var textIndex = 0
        var itemIndex = 0
        var retryItem = -1
        var retryText = 0
        var unspent = 0
        while textIndex < values.count {
            unspent += 1
            if unspent == 1024 {
                try budget.spend(unspent)
                unspent = 0
            }
            if itemIndex < items.count, items[itemIndex] == .anyRun {
                retryItem = itemIndex
                retryText = textIndex
                itemIndex += 1
            } else if itemIndex < items.count, accepts(items[itemIndex], values[textIndex]) {
                itemIndex += 1
                textIndex += 1
            } else if retryItem >= 0 {
                itemIndex = retryItem + 1
                retryText += 1
                textIndex = retryText
            } else {
                return false
            }
        }
        try budget.spend(unspent)
        while itemIndex < items.count, items[itemIndex] == .anyRun { itemIndex += 1 }
        return itemIndex == items.count
    }
}
