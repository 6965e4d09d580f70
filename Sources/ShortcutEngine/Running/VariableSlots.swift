/// A workflow's variables, each with what the memory budget charged for holding it. Set Variable
/// runs in loops, so the name set last is remembered with its place: setting or reading it again
/// compares the name (the same text compares without reading it) instead of hashing it, which was
/// a Set Variable step's largest cost (issue 29).
struct VariableSlots {
    /// A variable's value and its charge.
    struct Slot {
        var value: Value
        var charge: MemoryBudget.Charge
        /// False: the variable was unset (by `appendToVariable` taking it out and failing half-way).
        var isSet: Bool
    }

    /// Each name's place in `slots`; places are never reused until `removeAll`.
    private var positions: [String: Int] = [:]
    /// Slots are changed in place, never swapped whole as optionals: an optional slot was
    /// destroyed through its type metadata, a third of a Set Variable step (issue 29).
    private var slots: [Slot] = []
    private var recent: (name: String, position: Int)?

    private func position(of name: String) -> Int? {
        if let recent, recent.name == name { return recent.position }
        return positions[name]
    }

    /// The variable's value and charge; nil when it is not set.
    subscript(name: String) -> Slot? {
        guard let position = position(of: name), slots[position].isSet else { return nil }
        return slots[position]
    }

    /// Sets the variable and returns the charge of the value it replaced (nil when it was not
    /// set). The old value is let go in place.
    mutating func set(_ name: String, to value: consuming Value, charge: MemoryBudget.Charge) -> MemoryBudget.Charge? {
        let position: Int
        if let recent, recent.name == name {
            position = recent.position  // kept as it is: assigning it again costs its name's reference counts
        } else {
            if let found = positions[name] {
                position = found
            } else {
                position = slots.count
                positions[name] = position
                slots.append(Slot(value: .nothing, charge: .none, isSet: false))
            }
            recent = (name, position)
        }
        let previous = slots[position].isSet ? slots[position].charge : nil
        slots[position].value = value
        slots[position].charge = charge
        slots[position].isSet = true
        return previous
    }

    /// Takes the variable's value and charge out, leaving it unset; nil when it is not set.
    mutating func take(_ name: String) -> Slot? {
        guard let position = position(of: name), slots[position].isSet else { return nil }
        var taken = Slot(value: .nothing, charge: .none, isSet: false)
        swap(&taken, &slots[position])
        return taken
    }

    /// Every set variable's value by name.
    var values: [String: Value] {
        positions.compactMapValues { slots[$0].isSet ? slots[$0].value : nil }
    }

    /// Every set variable's slot.
    var all: [Slot] { slots.filter(\.isSet) }

    /// Unsets every variable.
    mutating func removeAll() {
        positions = [:]
        slots = []
        recent = nil
    }
}
