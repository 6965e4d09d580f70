/// A workflow's variables, each with what the memory budget charged for holding it. Set Variable
/// runs in loops, so the name set last is remembered with its place: setting or reading it again
/// compares the name (the same text compares without reading it) instead of hashing it, which was
/// a Set Variable step's largest cost (issue 29).
struct VariableSlots {
    typealias Slot = (value: Value, charge: MemoryBudget.Charge)

    /// Each name's place in `slots`; places are never reused until `removeAll`.
    private var positions: [String: Int] = [:]
    /// Nil: the variable was unset (by `appendToVariable` failing half-way).
    private var slots: [Slot?] = []
    private var recent: (name: String, position: Int)?

    private func position(of name: String) -> Int? {
        if let recent, recent.name == name { return recent.position }
        return positions[name]
    }

    /// The variable's value and charge; nil when it is not set.
    subscript(name: String) -> Slot? { position(of: name).flatMap { slots[$0] } }

    /// Puts `slot` in the variable's place (nil unsets it) and returns what was there. `slot` is
    /// consumed and swapped in: copying a value costs Set Variable a retain and a walk of `Value`'s
    /// cases on every step (issue 29).
    mutating func replace(_ name: String, with slot: consuming Slot?) -> Slot? {
        let position: Int
        if let found = self.position(of: name) {
            position = found
        } else {
            guard slot != nil else { return nil }
            position = slots.count
            positions[name] = position
            slots.append(nil)
        }
        recent = (name, position)
        swap(&slot, &slots[position])
        return slot
    }

    /// Every set variable's value by name.
    var values: [String: Value] { positions.compactMapValues { slots[$0]?.value } }

    /// Every set variable's slot.
    var all: [Slot] { slots.compactMap { $0 } }

    /// Unsets every variable.
    mutating func removeAll() {
        positions = [:]
        slots = []
        recent = nil
    }
}
