/// A small table keyed by single characters: ASCII keys by their code, the few others searched in
/// order. The lexer asks it for every character it reads; a `Dictionary` keyed by `Character`
/// would be as fast but makes the runtime look up `Character: Hashable` the first time, which cost
/// every `calc` 0.35 M instructions (issue 29).
struct CharacterTable<Value: Sendable>: Sendable {
    private var ascii: [Value?] = Array(repeating: nil, count: 128)
    private var others: [(key: Character, value: Value)] = []

    init(_ pairs: [(Character, Value)]) {
        for (key, value) in pairs {
            if let code = key.asciiValue { ascii[Int(code)] = value } else { others.append((key, value)) }
        }
    }

    subscript(key: Character) -> Value? {
        if let code = key.asciiValue { return ascii[Int(code)] }
        return others.first { $0.key == key }?.value
    }
}
