import Foundation
import SafeFiles
import ShortcutActions
import ShortcutEngine

/// The host the CLI runs workflows on: the real file system and clock (unless pinned with
/// `--now`), answers from `--answer`/`--answers`, the terminal when interactive, and a
/// clipboard kept in memory or in the file given with `--clipboard`.
final class CommandLineHost: WorkflowHost, ValueStoreHost, MessageLogHost {
    let console: Console
    let fixedNow: Date?
    let timeZone: TimeZone
    /// Answers keyed by action id or prompt text (case-insensitive).
    var answers: [String: String]
    let clipboardFile: String?
    private var clipboard: Value = .nothing
    /// The real disk; tests may put a failing wrapper in its place.
    var fileSystem: any FileSystem = LocalFileSystem()
    /// The persistent store's file (`--store`; default under the user's data folder).
    var storePath = FileValueStore.defaultPath()
    /// Where Log Message appends (`--log`); nil: standard error.
    var logFile: String?
    /// The messages Log Message recorded in this run.
    private(set) var loggedMessages: [String] = []
    /// The persistent store, opened on first use.
    lazy var valueStore: any ValueStore = FileValueStore(path: storePath)

    init(console: Console, now: Date?, timeZone: TimeZone, answers: [String: String], clipboardFile: String?) {
        self.console = console
        self.fixedNow = now
        self.timeZone = timeZone
        self.answers = Dictionary(answers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.clipboardFile = clipboardFile
    }

    func now() -> Date { fixedNow ?? Date() }

    func readClipboard() throws(ActionFailure) -> Value {
        guard let clipboardFile else { return clipboard }
        guard let data = FileManager.default.contents(atPath: clipboardFile) else { return .nothing }
        return .text(String(decoding: data, as: UTF8.self))
    }

    func writeClipboard(_ value: Value) throws(ActionFailure) {
        clipboard = value
        guard let clipboardFile else { return }
        let text = Coercion(timeZone: timeZone).text(value)
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: clipboardFile), options: .atomic) } catch {
            throw ActionFailure(CommandLineFailure.cannotWriteClipboard(clipboardFile))
        }
    }

    func answer(_ question: Question) throws(ActionFailure) -> String {
        for key in [question.actionID, question.prompt].compactMap({ $0?.lowercased() }) {
            if let answer = answers[key] { return answer }
        }
        if console.isInteractive {
            var prompt = question.prompt.isEmpty ? "Answer" : question.prompt
            if !question.options.isEmpty {
                prompt += "\n" + question.options.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            }
            console.error(prompt + (question.defaultAnswer.map { " [\($0)]" } ?? "") + ": ")
            if let line = console.readLine() {
                return line.isEmpty ? (question.defaultAnswer ?? line) : line
            }
        }
        if let fallback = question.defaultAnswer { return fallback }
        throw ActionFailure(
            CommandLineFailure.noAnswer(
                prompt: question.prompt, isMenu: question.kind == .menu, key: question.actionID ?? question.prompt,
                options: question.options))
    }

    func log(_ message: String) throws(ActionFailure) {
        loggedMessages.append(message)
        let line = message.hasSuffix("\n") ? message : message + "\n"
        guard let logFile else { return console.error(line) }
        guard let handle = FileHandle(forWritingAtPath: logFile) ?? Self.created(logFile) else {
            throw ActionFailure(CommandLineFailure.cannotWriteLog(logFile))
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(line.utf8))
        } catch { throw ActionFailure(CommandLineFailure.cannotWriteLog(logFile)) }
    }

    /// A new empty log file, open for writing.
    private static func created(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    func clearLoggedMessages() { loggedMessages.removeAll() }

    func show(_ text: String) { console.write(text.hasSuffix("\n") ? text : text + "\n") }

    func sleep(seconds: Double) { if seconds > 0 { Thread.sleep(forTimeInterval: seconds) } }

    func readFile(at path: String) throws(ActionFailure) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw ActionFailure(
                exists
                    ? (isDirectory.boolValue ? CommandLineFailure.readIsFolder(path) : CommandLineFailure.readDenied(path))
                    : CommandLineFailure.readMissing(path))
        }
        return data
    }

    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes {
        // Through the file system, so properties and the file actions read the same dates (birth times from statx).
        guard let attributes = try? fileSystem.attributes(at: PathPolicy.absolute(path, in: fileSystem.currentDirectory)) else {
            throw ActionFailure(CommandLineFailure.noSuchItem(path))
        }
        return attributes
    }
}
