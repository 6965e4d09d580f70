import Foundation
import Inflection
import ShortcutEngine

/// Change Case: every case Shortcuts offers plus programmers' cases, Unicode-correct.
public enum ChangeCaseAction: Action {
    static let styles: [(String, CaseStyle)] = [
        ("UPPERCASE", .upper), ("lowercase", .lower), ("Capitalize Every Word", .capitalizeEveryWord),
        ("Capitalize with Title Case", .title), ("Capitalize with sentence case", .sentence),
        ("cApItAlIzE wItH aLtErNaTiNg cAsE", .alternating), ("camelCase", .camel), ("PascalCase", .pascal),
        ("snake_case", .snake), ("kebab-case", .kebab),
    ]

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.changecase", name: "Change Case",
        summary: "Changes the case of text, or of each item of a list.", category: "Text",
        parameters: [
            ParameterDefinition(
                "text", wireKey: "text", type: .any, summary: "Text, or a list whose items are changed one by one."),
            ParameterDefinition(
                "case", wireKey: "WFCaseType", type: .text, summary: "The case to use.", default: "UPPERCASE",
                allowed: styles.map(\.0),
                aliases: [
                    "upper": "UPPERCASE", "lower": "lowercase", "title": "Capitalize with Title Case",
                    "sentence": "Capitalize with sentence case",
                    "capitalize": "Capitalize Every Word", "alternating": "cApItAlIzE wItH aLtErNaTiNg cAsE",
                    "camel": "camelCase",
                    "pascal": "PascalCase", "snake": "snake_case", "kebab": "kebab-case",
                    "Capitalize with Title Case.": "Capitalize with Title Case",
                    "Capitalize with sentence case.": "Capitalize with sentence case",
                ]),
            ParameterDefinition(
                "locale", type: .text,
                summary: "A language code for language-specific rules, e.g. tr for Turkish dotted/dotless i.", default: ""),
        ],
        input: "text", output: .produces(.text), outputName: "Updated Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters.choice("case")
        let style = styles.first { $0.0 == name }?.1 ?? .upper
        let localeName = try parameters.text("locale")
        let locale = localeName.isEmpty ? nil : Locale(identifier: localeName)
        let change = { (value: Value) in Value.text(changeCase(context.coercion.text(value), to: style, locale: locale)) }
        if case .list(let items) = try parameters.value("text") { return .list(items.map(change)) }
        return change(try parameters.value("text"))
    }
}
