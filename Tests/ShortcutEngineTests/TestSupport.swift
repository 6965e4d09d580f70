import Foundation

@testable import SafeFiles
@testable import ShortcutEngine

/// A host for tests: fixed clock, in-memory clipboard and files, scripted answers.
final class TestHost: WorkflowHost {
    var clock = Date(timeIntervalSince1970: 1_795_255_200)  // 2026-11-21T10:00:00Z
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    var clipboard: Value = .nothing
    var answers: [String: String] = [:]
    var shown: [String] = []
    var files: [String: Data] = [:]

    func now() -> Date { clock }
    func readClipboard() throws(ActionFailure) -> Value { clipboard }
    func writeClipboard(_ value: Value) throws(ActionFailure) { clipboard = value }
    /// Every question asked, in order.
    var asked: [Question] = []
    func answer(_ question: Question) throws(ActionFailure) -> String {
        asked.append(question)
        if let answer = answers[question.actionID ?? ""] ?? answers[question.prompt] { return answer }
        throw ActionFailure("no answer for '\(question.prompt)'")
    }
    func show(_ text: String) { shown.append(text) }
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data {
        guard let data = files[path] else { throw ActionFailure("no such file '\(path)'", exitCode: .missingInput) }
        return data
    }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes {
        guard let data = files[path] else { throw ActionFailure("no such file '\(path)'", exitCode: .missingInput) }
        return FileAttributes(size: data.count, creationDate: nil, modificationDate: nil, isDirectory: false)
    }
    let fileSystem: any FileSystem = LocalFileSystem()
}

/// Minimal actions so engine tests do not depend on the built-in catalogue.
enum EchoAction: Action {
    enum Mode: String, Choice {
        case plain = "Plain"
        case loud = "Loud"
        var aliases: [String] { self == .loud ? ["shout", "!"] : [] }
    }

    static let input = Parameter<Value?>("input", type: .any, summary: "The value.")
    static let mode = Parameter<Mode>("mode", summary: "A choice.", default: .plain)
    static let times = Parameter<Number>("times", summary: "A number.", default: 1, minimum: 1)
    static let size = Parameter<Number?>("size", summary: "A number the action works out when not given.")

    static let definition = ActionDefinition(
        "org.shortcutengine.test.echo", name: "Echo", summary: "Outputs its input.", category: "Test",
        parameters: [input, mode, times, size], input: input, output: .produces(.any))

    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        if let size = try parameters[size] { return .number(size) }
        let value = try parameters[input] ?? .nothing
        switch try parameters[mode] {
        case .loud: return .text(context.coercion.text(value).uppercased())
        case .plain: return value
        }
    }
}

enum SetAction: Action {
    static let name = Parameter<String>("name", summary: "Name.", required: true)
    static let input = Parameter<Value?>("input", type: .any, summary: "Value.")

    static let definition = ActionDefinition(
        "org.shortcutengine.test.set", name: "Set", summary: "Sets a variable.", category: "Test",
        parameters: [name, input], input: input, output: .passesInputThrough, writesVariable: "name")

    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters[input] ?? .nothing
        try context.setVariable(try parameters[name], to: value)
        return value
    }
}

enum TestIf: Action {
    static let definition = ActionDefinition(
        "org.shortcutengine.test.if", name: "If", summary: "Tests truthiness.", category: "Test",
        parameters: [ParameterDefinition("input", type: .boolean, summary: "Condition.")], input: "input",
        output: .produces(.any), block: .conditional)
    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try parameters.value("input")
    }
}

enum TestRepeat: Action {
    static let definition = ActionDefinition(
        "org.shortcutengine.test.repeat", name: "Repeat", summary: "Repeats.", category: "Test",
        parameters: [count], output: .produces(.list), block: .repeatCount)
    static let count = Parameter<Number>("count", summary: "Count.", default: 1)
    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .number(try parameters[count])
    }
}

enum TestEach: Action {
    static let definition = ActionDefinition(
        "org.shortcutengine.test.each", name: "Repeat with Each", summary: "Iterates.", category: "Test",
        parameters: [input], input: input, output: .produces(.list), block: .repeatEach)
    static let input = Parameter<[Value]>("input", summary: "Items.")
    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(try parameters[input])
    }
}

/// Asks the host a text question with `prompt` and outputs the answer.
enum TestAsk: Action {
    static let prompt = Parameter<String>("prompt", summary: "The question.", default: "")
    static let definition = ActionDefinition(
        "org.shortcutengine.test.ask", name: "Ask", summary: "Asks for text.", category: "Test", parameters: [prompt],
        output: .produces(.text))
    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .text(try context.host.answer(Question(kind: .text, prompt: try parameters[prompt], actionID: context.actionID)))
    }
}

let testRegistry = ActionRegistry([
    EchoAction.self, SetAction.self, TestIf.self, TestRepeat.self, TestEach.self, TestAsk.self,
])

/// Parses a document from JSON text, compiles and runs it on a test host.
func runDocument(_ json: String, input: Value = .nothing, host: TestHost = TestHost(), options: RunOptions = RunOptions()) throws
    -> RunResult
{
    let document = try DocumentReader.read(Data(json.utf8), file: "test.json")
    let program = try Compiler.compile(document, registry: testRegistry, file: "test.json")
    return try Runner(registry: testRegistry, host: host, options: options).run(program, input: input)
}

/// The rendered text of every warning of a document that compiles; an error's text when it does not.
func compileWarnings(_ json: String) -> [String] {
    do {
        let document = try DocumentReader.read(Data(json.utf8), file: "test.json")
        return try Compiler.compile(document, registry: testRegistry, file: "test.json").warnings.map(\.description)
    } catch let errors as CompileErrors {
        return errors.errors.map(\.description)
    } catch {
        return ["\(error)"]
    }
}

/// The rendered text of every compile error, in order.
func compileErrors(_ json: String) -> [String] {
    do {
        let document = try DocumentReader.read(Data(json.utf8), file: "test.json")
        _ = try Compiler.compile(document, registry: testRegistry, file: "test.json")
        return []
    } catch let errors as CompileErrors {
        return errors.errors.map(\.description)
    } catch {
        return ["\(error)"]
    }
}

/// What a test host reports: a message and an exit code, as facts.
struct TestHostFailure: FailureFacts {
    let message: String
    var exitCode: ExitCode = .actionFailed
}

extension ActionFailure {
    /// A test host's failure.
    init(_ message: String, exitCode: ExitCode = .actionFailed) {
        self.init(TestHostFailure(message: message, exitCode: exitCode))
    }
}
