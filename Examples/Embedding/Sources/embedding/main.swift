import AppleFormats
import Foundation
import Inflection
import NaturalCalc
import SafeFiles
import ShortcutActions
import ShortcutEngine
import ShortcutImport

// Each library on its own, as an app would use it. Every line printed is checked by CI
// (.ci/run compares the output with Examples/Embedding/expected-output.txt).

// The calculator: a line of natural-language maths, then a sheet whose lines build on each other.
let calculator = Calculator(options: CalcOptions(now: Date(timeIntervalSince1970: 1_795_255_200), timeZone: TimeZone(identifier: "UTC") ?? .current))
do {
    print("calc: " + (try calculator.evaluate("30 hours at $30/hour")).text)
} catch {
    print("calc failed: \(error)")
}
for line in calculator.evaluateSheet("rent = 1200\nfood = 300\nrent + food") {
    print("sheet: \(line.source) → \(line.result?.text ?? line.error.map { "\($0)" } ?? "")")
}

// The pluraliser.
let inflector = Inflector()
print("plural: \(inflector.plural("cactus")), \(inflector.plural("analysis")), \(inflector.singular("mice"))")

// Apple's formats: a property list read from its XML text.
let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>WFWorkflowName</key><string>Hello</string></dict></plist>
    """
do {
    let parsed = try PropertyList.parse(Data(plist.utf8))
    if case .string(let name)? = parsed["WFWorkflowName"] { print("plist: the shortcut is called \(name)") }
} catch {
    print("plist failed: \(error)")
}

// The importer, then the engine and its actions: an Apple shortcut (its plist form) imported,
// compiled and run with a host that answers nothing and shows results on standard output.
let shortcut = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>WFWorkflowActions</key><array>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
          <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>embedded and running</string></dict></dict>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.text.changecase</string>
          <key>WFWorkflowActionParameters</key><dict><key>WFCaseType</key><string>UPPERCASE</string></dict></dict>
      </array>
    </dict></plist>
    """

/// The one failure this app's host reports, as facts the engine words and places.
struct NoFilesHere: FailureFacts {
    let message = "this app reads no files"
}

/// A host for an app with no user to ask: the clock is fixed, results are printed.
final class AppHost: WorkflowHost {
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    func now() -> Date { Date(timeIntervalSince1970: 1_795_255_200) }
    func readClipboard() throws(ActionFailure) -> Value { .nothing }
    func writeClipboard(_ value: Value) throws(ActionFailure) {}
    func answer(_ question: Question) throws(ActionFailure) -> String { question.defaultAnswer ?? "" }
    func show(_ text: String) { print("shown: \(text)") }
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data { throw ActionFailure(NoFilesHere()) }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes { throw ActionFailure(NoFilesHere()) }
    let fileSystem: any FileSystem = LocalFileSystem()
}

do {
    let imported = try Importer.importData(
        Data(shortcut.utf8), name: "Embedded", file: "embedded.shortcut", registry: BuiltinActions.registry)
    let program = try Compiler.compile(imported.document, registry: BuiltinActions.registry, file: "embedded.shortcut")
    let result = try Runner(registry: BuiltinActions.registry, host: AppHost()).run(program)
    print("run: \(Coercion().text(result.output))")
} catch {
    print("run failed: \(error)")
}
