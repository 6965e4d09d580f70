import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// A shortcut's import questions (`WFWorkflowImportQuestions`) answered on import: the answer, or
/// with `useDefaults` the file's suggestion, becomes the named parameter of the named action.
final class ImportQuestionsTests: IsolatedTestCase {
    static let actions: PropertyList = [
        [
            "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
            "WFWorkflowActionParameters": ["WFTextActionText": "PUT YOUR KEY HERE"],
        ],
        [
            "WFWorkflowActionIdentifier": "is.workflow.actions.number",
            "WFWorkflowActionParameters": ["WFNumberActionNumber": "1"],
        ],
    ]
    static let questions: PropertyList = [
        [
            "ActionIndex": 0, "Category": "Parameter", "ParameterKey": "WFTextActionText", "Text": "What is your API key?",
        ],
        [
            "ActionIndex": 1, "Category": "Parameter", "ParameterKey": "WFNumberActionNumber", "Text": "How many?",
            "DefaultValue": "5",
        ],
        ["ActionIndex": 9, "Category": "Parameter", "ParameterKey": "WFTextActionText", "Text": "Out of range?"],
    ]

    func imported(_ answers: ImportAnswers) throws -> ImportResult {
        let root = PlistDictionary([("WFWorkflowActions", Self.actions), ("WFWorkflowImportQuestions", Self.questions)])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry, answers: answers)
    }

    func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    func testWithoutAnswersTheFilesValuesStayAndTheQuestionsAreListed() throws {
        let result = try imported(.none)
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "gettext", "parameters": {"text": "PUT YOUR KEY HERE"}}"#,
                #"{"action": "number", "parameters": {"number": 1}}"#,
            ])
        XCTAssertEqual(
            result.report.questions,
            [
                "action 1, parameter WFTextActionText: What is your API key?",
                #"action 2, parameter WFNumberActionNumber: How many? (default "5")"#,
                "action 10, parameter WFTextActionText: Out of range?",
            ])
        XCTAssertEqual(result.report.questionTexts, ["What is your API key?", "How many?", "Out of range?"])
    }

    func testAnAnswerAndTheDefaultsFillTheirParameters() throws {
        let result = try imported(ImportAnswers(byText: ["What is your API key?": "abc123"], useDefaults: true))
        XCTAssertEqual(
            written(result),
            [#"{"action": "gettext", "parameters": {"text": "abc123"}}"#, #"{"action": "number", "parameters": {"number": 5}}"#])
        XCTAssertEqual(
            result.report.questions,
            [
                "action 1, parameter WFTextActionText: What is your API key?: answered",
                #"action 2, parameter WFNumberActionNumber: How many? (default "5"): the default taken"#,
                "action 10, parameter WFTextActionText: Out of range?",
            ])
        XCTAssertEqual(result.report.unusedAnswers, [])
    }

    func testAnAnswerNoQuestionReadsIsReported() throws {
        let result = try imported(ImportAnswers(byText: ["What is your key?": "x", "How many?": "3"]))
        XCTAssertEqual(result.report.unusedAnswers, ["What is your key?"])
        XCTAssertEqual(written(result)[1], #"{"action": "number", "parameters": {"number": 3}}"#)
    }
}
