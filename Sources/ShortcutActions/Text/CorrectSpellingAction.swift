import ShortcutEngine
import Spelling

/// Correct Spelling: Apple's autocorrection of text, with SCOWL's American English words in place
/// of the system dictionary (the Spelling module; docs/spelling.md).
public enum CorrectSpellingAction: Action {
    static let text = Parameter<Value>(
        "text", wireKey: "WFInput", summary: "Text, or a list whose items are corrected one by one.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.correctspelling", name: "Correct Spelling",
        summary:
            "Corrects each misspelt English word to the likeliest known word one edit away, else two (SCOWL's American words; docs/spelling.md); names, acronyms, numbers, addresses and code are left as they are.",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Corrected Spelling")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let corrector: SpellingCorrector
        switch SpellingCorrector.english {
        case .success(let english): corrector = english
        case .failure(let error): throw ActionFailure(TextFailure.noSpellingDictionary(error.description), parameter: Self.text)
        }
        return try TextTool.eachText(parameters, context: context) { text in
            // The run's time limit is asked before each new word: a long text of unknown words
            // (each searched two edits away) stops with the limit's failure, not a hang.
            guard let fixed = corrector.corrected(text, shouldStop: { (try? context.checkTime()) == nil }) else {
                try context.checkTime()
                return text
            }
            return fixed
        }
    }
}
