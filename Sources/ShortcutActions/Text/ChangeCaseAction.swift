import Foundation
import Inflection
import ShortcutEngine

/// Change Case: every case Shortcuts offers plus programmers' cases, Unicode-correct.
public enum ChangeCaseAction: Action {
    /// The case to change to: Shortcuts' cases (`WFCaseType`, written as Apple writes them) and programmers' cases.
    public enum CaseType: String, Choice {
        case upper = "UPPERCASE"
        case lower = "lowercase"
        case capitalizeEveryWord = "Capitalize Every Word"
        case title = "Capitalize with Title Case"
        case sentence = "Capitalize with sentence case"
        case alternating = "cApItAlIzE wItH aLtErNaTiNg cAsE"
        case camel = "camelCase"
        case pascal = "PascalCase"
        case snake = "snake_case"
        case kebab = "kebab-case"

        /// Short names, and the two sentence-like names written with a full stop.
        public var aliases: [String] {
            switch self {
            case .upper: return ["upper"]
            case .lower: return ["lower"]
            case .capitalizeEveryWord: return ["capitalize"]
            case .title: return ["title", "Capitalize with Title Case."]
            case .sentence: return ["sentence", "Capitalize with sentence case."]
            case .alternating: return ["alternating"]
            case .camel: return ["camel"]
            case .pascal: return ["pascal"]
            case .snake: return ["snake"]
            case .kebab: return ["kebab"]
            }
        }

        /// The style the Inflection module applies.
        var style: CaseStyle {
            switch self {
            case .upper: return .upper
            case .lower: return .lower
            case .capitalizeEveryWord: return .capitalizeEveryWord
            case .title: return .title
            case .sentence: return .sentence
            case .alternating: return .alternating
            case .camel: return .camel
            case .pascal: return .pascal
            case .snake: return .snake
            case .kebab: return .kebab
            }
        }
    }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.changecase", name: "Change Case",
        summary: "Changes the case of text, or of each item of a list.", category: "Text",
        parameters: [
            ParameterDefinition(
                "text", wireKey: "text", type: .any, summary: "Text, or a list whose items are changed one by one."),
            ParameterDefinition(
                "case", wireKey: "WFCaseType", choice: CaseType.self, summary: "The case to use.", default: .upper),
            ParameterDefinition(
                "locale", type: .text,
                summary: "A language code for language-specific rules, e.g. tr for Turkish dotted/dotless i.", default: ""),
        ],
        input: "text", output: .produces(.text), outputName: "Updated Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let style = try parameters.choice("case", as: CaseType.self).style
        let localeName = try parameters.text("locale")
        let locale = localeName.isEmpty ? nil : Locale(identifier: localeName)
        let change = { (value: Value) in Value.text(changeCase(context.coercion.text(value), to: style, locale: locale)) }
        if case .list(let items) = try parameters.value("text") { return .list(items.map(change)) }
        return change(try parameters.value("text"))
    }
}
