import SeededRandom
import ShortcutEngine

/// Random Text: text of random characters, from the run's seeded generator.
public enum RandomTextAction: Action {
    /// The characters used unless others are given, by kind.
    static let uppercaseLetters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let lowercaseLetters = Array("abcdefghijklmnopqrstuvwxyz")
    static let digitCharacters = Array("0123456789")

    static let length = Parameter<Int>(
        "length", summary: "How many characters (at most 1,000,000).", default: 16, minimum: 0, maximum: 1_000_000)
    static let characters = Parameter<String>(
        "characters", summary: "The characters to draw from; empty: A–Z, a–z and 0–9.", default: "")
    static let useCharacters = Parameter<Bool>(
        "useCharacters", label: "Use Characters", summary: "Draw from `characters` (when not empty).", default: true)
    static let lowercase = Parameter<Bool>(
        "lowercase", summary: "Without characters given: draw from a–z.", default: true)
    static let uppercase = Parameter<Bool>(
        "uppercase", summary: "Without characters given: draw from A–Z.", default: true)
    static let digits = Parameter<Bool>("digits", summary: "Without characters given: draw from 0–9.", default: true)
    static let seed = Parameter<String>(
        "seed",
        summary:
            "Text that fixes the result: the same seed gives the same text, run after run (here; not the Actions app's text for that seed). Empty: the run's generator (--seed).",
        default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.random", name: "Random Text",
        summary:
            "Makes text of random characters: letters and digits (each kind can be left out; all left out: empty text), or the characters given (each character as shown, emoji included); reproducible with a seed.",
        category: "Text",
        parameters: [length, characters, useCharacters, lowercase, uppercase, digits, seed],
        output: .produces(.text), outputName: "Random Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let length = try parameters[Self.length]
        let given = Array(try parameters[Self.characters])
        var pool = given
        if !(try parameters[Self.useCharacters]) || given.isEmpty {
            pool =
                (try parameters[Self.uppercase] ? uppercaseLetters : [])
                + (try parameters[Self.lowercase] ? lowercaseLetters : [])
                + (try parameters[Self.digits] ? digitCharacters : [])
        }
        guard !pool.isEmpty else { return .text("") }
        let seed = try parameters[Self.seed]
        // The run's generator, or one of the action's own that the seed fixes.
        var generator = seed.isEmpty ? context.random : SplitMix64(text: seed)
        var text = ""
        for _ in 0..<length { text.append(pool[Int.random(in: 0..<pool.count, using: &generator)]) }
        if seed.isEmpty { context.random = generator }
        return .text(text)
    }
}
