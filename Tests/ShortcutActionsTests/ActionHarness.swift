import Foundation
import ShortcutActions

@testable import SafeFiles
@testable import ShortcutEngine

/// Runs one built-in action through the real engine (compile, resolve, perform) on a quiet host.
/// Open for test hosts that add a capability (a store, a message log) or answer questions.
class QuietHost: WorkflowHost {
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    var shown: [String] = []
    var clipboard: Value = .nothing
    func now() -> Date { Date(timeIntervalSince1970: 1_795_255_200) }
    func readClipboard() throws(ActionFailure) -> Value { clipboard }
    func writeClipboard(_ value: Value) throws(ActionFailure) { clipboard = value }
    func answer(_ question: Question) throws(ActionFailure) -> String {
        throw ActionFailure("no answer for '\(question.prompt)'")
    }
    init() {}
    func show(_ text: String) { shown.append(text) }
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data {
        throw ActionFailure("no such file '\(path)'", exitCode: .missingInput)
    }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes {
        throw ActionFailure("no such file '\(path)'")
    }
    var fileSystem: any FileSystem = LocalFileSystem()
}

/// `identifier` with `parameters` (a JSON object text) on `input`; returns the output.
func runAction(_ identifier: String, _ parameters: String = "{}", input: Value = .nothing, seed: UInt64 = 1) throws -> Value {
    let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
    let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
    let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
    var options = RunOptions()
    options.seed = seed
    return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(program, input: input).output
}

/// The full error text `perform` fails with, or "no error".
func failure(_ identifier: String, _ parameters: String = "{}", input: Value = .nothing) -> String {
    do { _ = try runAction(identifier, parameters, input: input); return "no error" } catch let errors as CompileErrors {
        return errors.errors.map(\.description).joined(separator: "\n")
    } catch { return "\(error)" }
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
