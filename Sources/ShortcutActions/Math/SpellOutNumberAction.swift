import Foundation
import ShortcutEngine

/// Spell Out Number: a number in words ("one hundred twenty-three").
public enum SpellOutNumberAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.number.spellout", name: "Spell Out Number",
        summary: "Writes a number in words (ICU's spell-out rules, English by default: 123 → one hundred twenty-three, 2.5 → two point five).",
        category: "Math",
        parameters: [
            ParameterDefinition("number", type: .number, summary: "The number."),
            ParameterDefinition("locale", type: .text, summary: "The language's locale identifier (en, fr, de …).", default: "en"),
        ],
        input: "number", output: .produces(.text), outputName: "Spelled Out Number")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let number = try parameters.number("number")
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: try parameters.text("locale"))
        return .text(formatter.string(from: NSDecimalNumber(decimal: number.decimal)) ?? number.description)
    }
}
