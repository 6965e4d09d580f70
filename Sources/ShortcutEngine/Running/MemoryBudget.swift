/// The bytes of live values a run holds, against `RunLimits.maxMemory`: action outputs a later
/// action still reads (see `OutputLifetimes`), variables, and a repeat's results as they grow.
/// A value held in several places (an output also set as a variable, a text repeated into a list)
/// shares its storage, and large storage is counted once however many places hold it.
///
/// Large storage is known by its address, and the budget itself holds the value it charged until
/// the last charge on it is released: an address in the table is therefore always the same live
/// storage, never a freed one reused by the next value (a repeat keeping each round's items while
/// the round's list was freed once charged forty 16 MiB texts as one).
final class MemoryBudget {
    /// What one place holding a value was charged: the bytes, and the storage they are shared through.
    struct Charge {
        var bytes: Int
        var storage: UInt?
        static let none = Charge(bytes: 0, storage: nil)
    }

    /// Storage at least this large is counted once, by its address; smaller values by each holder.
    static let sharedThreshold = 1 << 16

    let limit: Int
    // Changed on every charge: no dynamic exclusivity checks (a run is single-threaded).
    @exclusivity(unchecked) private(set) var live = 0
    @exclusivity(unchecked) private(set) var peak = 0
    /// Large storage counted: its bytes, how many charges hold it, and the value that keeps it alive.
    private var shared: [UInt: (bytes: Int, holders: Int, retained: Value)] = [:]

    init(limit: Int) { self.limit = limit }

    /// Charges a place for holding `value`; throws the memory limit's failure when the run's live
    /// values would pass it (the charge is then not made).
    @inline(__always)
    func charge(_ value: Value) throws(ActionFailure) -> Charge {
        switch value {
        case .nothing, .number, .boolean, .date, .duration:
            // A value of one slot: charged inline, as every Set Variable of a number is.
            try add(HeldBytes.slot)
            return Charge(bytes: HeldBytes.slot, storage: nil)
        default: return try chargeHeld(value)
        }
    }

    /// `charge` for a value that may hold storage.
    private func chargeHeld(_ value: Value) throws(ActionFailure) -> Charge {
        let bytes = HeldBytes.of(value)
        guard bytes >= Self.sharedThreshold, let storage = HeldBytes.storage(of: value) else {
            try add(bytes)
            return Charge(bytes: bytes, storage: nil)
        }
        if shared[storage] != nil {
            shared[storage]?.holders += 1
        } else {
            try add(bytes)
            shared[storage] = (bytes, 1, value)
        }
        return Charge(bytes: bytes, storage: storage)
    }

    /// Charges a place for `bytes` of storage of its own (a list grown by appending).
    func charge(bytes: Int) throws(ActionFailure) -> Charge {
        try add(bytes)
        return Charge(bytes: bytes, storage: nil)
    }

    /// Lets go of what `charge` charged.
    func release(_ charge: Charge) {
        guard let storage = charge.storage else {
            live -= charge.bytes
            return
        }
        guard let entry = shared[storage] else { return }
        if entry.holders > 1 {
            shared[storage]?.holders -= 1
        } else {
            shared[storage] = nil
            live -= entry.bytes
        }
    }

    @inline(__always)
    private func add(_ bytes: Int) throws(ActionFailure) {
        let total = ValueSize.sum(live, bytes)
        if total > limit { throw ActionFailure(RunFailure.memoryLimit(limit: limit)) }
        live = total
        peak = max(peak, total)
    }
}

/// The bytes a value's storage takes, shared parts once: texts by their UTF-8 length, lists and
/// dictionaries by their slots and items. Iterative, with each list or dictionary storage
/// measured once per call.
enum HeldBytes {
    /// Bytes of one value slot.
    static let slot = MemoryLayout<Value>.stride

    static func of(_ value: Value) -> Int {
        switch value {
        case .text(let text): return slot + text.utf8.count
        case .list, .dictionary, .named: break
        case .richText(let rich): return slot + rich.html.utf8.count + rich.text.utf8.count
        case .item(let item):
            return slot + item.title.utf8.count + item.record.utf8.count + item.source.utf8.count
                + of(.dictionary(item.details))
        case .file(let file): return slot + file.path.utf8.count
        case .url(let url): return slot + url.utf8.count
        default: return slot
        }
        var total = 0
        var seen = Set<UInt>()
        var pending: [Value] = [value]
        while let next = pending.popLast() {
            switch next {
            case .list(let items):
                total = ValueSize.sum(total, slot)
                guard let storage = storage(of: next), seen.insert(storage).inserted else { continue }
                total = ValueSize.sum(total, slot * items.count)
                pending.append(contentsOf: items)
            case .dictionary(let dictionary):
                total = ValueSize.sum(total, slot)
                guard seen.insert(dictionary.storageIdentity).inserted else { continue }
                for key in dictionary.keys { total = ValueSize.sum(total, 2 * slot + key.utf8.count) }
                pending.append(contentsOf: dictionary.values)
            case .named(let item):
                total = ValueSize.sum(total, slot + item.name.utf8.count)
                pending.append(item.value)
            case .text(let text) where text.utf8.count >= MemoryBudget.sharedThreshold:
                // A large text repeated through a list is one storage.
                total = ValueSize.sum(total, slot)
                guard let storage = storage(of: next), !seen.insert(storage).inserted else {
                    total = ValueSize.sum(total, text.utf8.count)
                    continue
                }
            default: total = ValueSize.sum(total, of(next))
            }
        }
        return total
    }

    /// The address of a value's shared storage: a native text's bytes, a list's or dictionary's storage.
    static func storage(of value: Value) -> UInt? {
        switch value {
        case .text(let text):
            return text.utf8.withContiguousStorageIfAvailable { buffer in buffer.baseAddress.map { UInt(bitPattern: $0) } } ?? nil
        case .list(let items):
            return items.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { UInt(bitPattern: $0) } }
        case .dictionary(let dictionary): return dictionary.storageIdentity
        case .named(let item): return storage(of: item.value)
        default: return nil
        }
    }
}
