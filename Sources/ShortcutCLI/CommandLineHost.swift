import Foundation
import SafeFiles
import ShortcutActions
import ShortcutEngine
import ShortcutImport

/// The host the CLI runs workflows on: the real file system and clock (unless pinned with
/// `--now`), answers from `--answer`/`--answers`, the terminal when interactive (or the defaults
/// with `--answer-defaults`), presentations on standard error, the system opener with
/// `--allow-open`, the library for names, the persistent store (`--store`), Log Message (`--log`) and a clipboard kept in memory or in `--clipboard`.
final class CommandLineHost: WorkflowHost, ValueStoreHost, MessageLogHost {
    let console: Console
    let fixedNow: Date?
    /// `--tz`'s zone, else the system's, read the first time a date needs it (issue 29: reading
    /// the system's zone costs a start about 1 M instructions, and most runs show no date).
    private(set) lazy var timeZone: TimeZone = chosenTimeZone ?? TimeZone.current
    private let chosenTimeZone: TimeZone?
    /// Answers keyed by action id or prompt text (case-insensitive).
    var answers: [String: String]
    let clipboardFile: String?
    private var clipboard: Value = .nothing
    /// The real disk; tests may put a failing wrapper in its place.
    var fileSystem: any FileSystem = LocalFileSystem()
    /// `--answer-defaults`: an unanswered question takes its default answer or first choice.
    var answerDefaults = false
    /// `--allow-open`: Open URLs and Open App start the system opener; otherwise they print.
    var allowOpen = false
    /// Where workflows are found by name (Run Workflow, Get My Shortcuts); nil: no library.
    var library: WorkflowLibrary?
    /// The registry and nesting limit library shortcuts are imported with.
    var registry: ActionRegistry?
    var maxNesting = RunLimits().maxNesting
    /// Actions skipped under `--skip-unsupported`, by identifier, in first-seen order.
    private(set) var skippedActions: [(identifier: String, count: Int)] = []

    /// The persistent store's file (`--store`; default under the user's data folder).
    var storePath = FileValueStore.defaultPath()
    /// Where Log Message appends (`--log`); nil: standard error.
    var logFile: String?
    /// The messages Log Message recorded in this run.
    private(set) var loggedMessages: [String] = []
    /// The persistent store, opened on first use.
    lazy var valueStore: any ValueStore = FileValueStore(path: storePath)

    /// A host for `console`; `timeZone` nil is the system's zone, looked up on first use.
    init(console: Console, now: Date?, timeZone: TimeZone?, answers: [String: String], clipboardFile: String?) {
        self.console = console
        self.fixedNow = now
        self.chosenTimeZone = timeZone
        self.answers = Dictionary(answers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.clipboardFile = clipboardFile
    }

    func now() -> Date { fixedNow ?? Date() }

    /// Coercion in the host's zone, which is looked up only if a date is read or written.
    var coercion: Coercion { Coercion(timeZoneWhenNeeded: { [self] in self.timeZone }) }

    func readClipboard() throws(ActionFailure) -> Value {
        guard let clipboardFile else { return clipboard }
        guard let data = FileManager.default.contents(atPath: clipboardFile) else { return .nothing }
        return .text(String(decoding: data, as: UTF8.self))
    }

    func writeClipboard(_ value: Value) throws(ActionFailure) {
        clipboard = value
        guard let clipboardFile else { return }
        let text = coercion.text(value)
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: clipboardFile), options: .atomic) } catch {
            throw ActionFailure(CommandLineFailure.cannotWriteClipboard(clipboardFile))
        }
    }

    func answer(_ question: Question) throws(ActionFailure) -> String {
        if let given = givenAnswer(question) { return given }
        if console.isInteractive, let line = ask(question, accepts: { self.acceptable($0, for: question) }) {
            guard line.isEmpty else { return line }
            if let first = question.defaultOffsets.first, question.defaultAnswer == nil, question.options.indices.contains(first)
            {
                return question.options[first]
            }
            return question.defaultAnswer ?? line
        }
        if let fallback = question.defaultAnswer { return fallback }
        if answerDefaults, let answer = defaultAnswer(question) { return answer }
        throw unanswered(question)
    }

    func choose(_ question: Question) throws(ActionFailure) -> [Int] {
        if let given = givenAnswer(question) {
            guard let offsets = question.offsets(for: given) else {
                throw ActionFailure(RunFailure.notAMenuOption(answer: given, titles: question.options))
            }
            return offsets
        }
        if console.isInteractive,
            let line = ask(question, accepts: { $0.isEmpty || question.offsets(for: $0) != nil })
        {
            return line.isEmpty ? question.defaultOffsets : question.offsets(for: line) ?? []
        }
        if answerDefaults, !question.options.isEmpty { return question.defaultOffsets }
        throw unanswered(question)
    }

    /// The answer given with `--answer` or `--answers`, by the action's id or the prompt.
    private func givenAnswer(_ question: Question) -> String? {
        for key in [question.actionID, question.prompt].compactMap({ $0?.lowercased() }) {
            if let answer = answers[key] { return answer }
        }
        return nil
    }

    /// Asks on the terminal until `accepts` takes the line (an empty line takes the default);
    /// nil at the end of input.
    private func ask(_ question: Question, accepts: (String) -> Bool) -> String? {
        var prompt = question.prompt.isEmpty ? "Answer" : question.prompt
        if !question.options.isEmpty {
            prompt += "\n" + question.options.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            if question.allowsMultiple { prompt += "\n(several: numbers separated by commas)" }
        }
        let shownDefault =
            question.defaultAnswer
            ?? (question.options.isEmpty ? nil : question.defaultOffsets.map { String($0 + 1) }.joined(separator: ","))
        while true {
            console.error(prompt + (shownDefault.map { " [\($0)]" } ?? "") + ": ")
            guard let line = console.readLine() else { return nil }
            if accepts(line) { return line }
            console.error(
                question.options.isEmpty
                    ? "'\(line)' is not \(Self.expected(question.kind)); try again\n"
                    : "'\(line)' is not one of the choices: answer with a number from 1 to \(question.options.count); try again\n"
            )
        }
    }

    /// Whether a typed line answers `question`: an option, or text its kind reads.
    private func acceptable(_ line: String, for question: Question) -> Bool {
        if line.isEmpty { return question.defaultAnswer != nil || !question.options.isEmpty || question.kind == .text }
        if !question.options.isEmpty { return question.offsets(for: line) != nil }
        let coercion = self.coercion
        switch question.kind {
        case .number: return (try? coercion.coerce(.text(line), to: .number)) != nil
        case .date: return (try? coercion.coerce(.text(line), to: .date)) != nil
        case .url: return (try? coercion.coerce(.text(line), to: .url)) != nil
        case .text, .menu, .list, .alert, .file: return true
        }
    }

    /// What a kind of question wants, for the re-ask line.
    private static func expected(_ kind: Question.Kind) -> String {
        switch kind {
        case .number: return "a number"
        case .date: return "a date"
        case .url: return "a URL"
        case .text, .menu, .list, .alert, .file: return "an answer"
        }
    }

    /// `--answer-defaults`: the first option; the suggested answer (an asked parameter's default);
    /// empty text; 0; the run's date. A URL or a file has none.
    private func defaultAnswer(_ question: Question) -> String? {
        if let first = question.defaultOffsets.first, question.options.indices.contains(first) { return question.options[first] }
        if let suggested = question.suggestedAnswer { return suggested }
        switch question.kind {
        case .text: return ""
        case .number: return "0"
        case .date: return coercion.text(.date(now()))
        case .url, .file, .menu, .list, .alert: return nil
        }
    }

    /// The failure of a question nothing answers.
    private func unanswered(_ question: Question) -> ActionFailure {
        ActionFailure(
            CommandLineFailure.noAnswer(
                prompt: question.prompt, kind: question.kind, key: question.actionID ?? question.prompt, options: question.options
            ))
    }

    /// Presentations go to standard error, one line each (a preview keeps its lines).
    func present(_ presentation: Presentation) {
        console.error(Self.line(presentation) + "\n")
    }

    /// How a presentation reads on standard error.
    static func line(_ presentation: Presentation) -> String {
        func oneLine(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }
        switch presentation {
        case .notification(let title, let body):
            return "notification: " + (title.isEmpty ? oneLine(body) : oneLine(title) + " — " + oneLine(body))
        case .alert(let title, let message):
            return "alert: " + (title.isEmpty ? oneLine(message) : oneLine(title) + " — " + oneLine(message))
        case .preview(let text): return "quick look: " + text
        case .webPage(let url): return "web page: " + oneLine(url)
        case .speech(let text, _): return "speak: " + oneLine(text)
        case .sound(let name): return name.isEmpty ? "play sound" : "play sound: " + oneLine(name)
        case .vibration: return "vibrate"
        case .waitToReturn: return "wait to return: nothing to return from on a terminal; going on"
        case .handedOut(let via, let item, let destination):
            return via.lowercased() + ": " + oneLine(item) + " → " + (destination ?? "the system opener")
        }
    }

    /// With `--allow-open`, starts `open` (macOS) or `xdg-open` on `target`; otherwise prints it.
    /// The target is one argument, never an option: text starting with `-` is refused (xdg-open
    /// has no `--` to end its options), whatever action asked. What is opened is a path (Open
    /// Files, and file: URLs the action checked), an app identifier, or a URL of one of
    /// `openedSchemes`; another scheme is refused.
    func open(_ target: String) throws(ActionFailure) {
        guard !target.hasPrefix("-") else { throw ActionFailure(CommandLineFailure.openTargetLooksLikeOption(target)) }
        guard allowOpen else {
            console.error("open: \(target) (not opened; pass --allow-open to open it)\n")
            return
        }
        if !target.hasPrefix("/"), let scheme = URLComponents(string: target)?.scheme?.lowercased(),
            !Self.openedSchemes.contains(scheme)
        {
            throw ActionFailure(CommandLineFailure.schemeNotOpened(target, scheme: scheme))
        }
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [target]
        do { try process.run() } catch { throw ActionFailure(CommandLineFailure.cannotOpen(target, opener: opener)) }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ActionFailure(CommandLineFailure.cannotOpen(target, opener: opener)) }
    }

    /// The URL schemes `--allow-open` hands to the opener.
    static let openedSchemes: Set<String> = ["http", "https", "mailto"]

    func deviceFact(_ fact: DeviceFact) -> Value? { LocalDeviceFacts.fact(fact) }

    func libraryWorkflow(named name: String) throws(ActionFailure) -> LibraryWorkflow? {
        guard let library else { return nil }
        guard let entry = library.entry(named: name) else {
            // A name that reads as a path is left to the file lookup and its message.
            if name.contains("/") || name.lowercased().hasSuffix(".json") || Importer.handles(name) { return nil }
            throw ActionFailure(CommandLineFailure.noWorkflowNamed(name, folders: library.folders, known: library.names))
        }
        do {
            if Importer.handles(entry.path), let registry {
                return LibraryWorkflow(
                    document: try Importer.importFile(atPath: entry.path, registry: registry, maxNesting: maxNesting).document,
                    path: entry.path)
            }
            return LibraryWorkflow(
                document: try DocumentReader.read(try readFile(at: entry.path), file: entry.path), path: entry.path)
        } catch let failure as ActionFailure {
            throw failure
        } catch {
            throw ActionFailure(CommandLineFailure.cannotReadWorkflow(path: entry.path))
        }
    }

    func libraryNames() -> [String] { library?.names ?? [] }

    /// Finds workflows by name in `library`, importing shortcuts with `registry`.
    func useLibrary(_ library: WorkflowLibrary, registry: ActionRegistry) {
        self.library = library
        self.registry = registry
    }

    func skipped(_ identifier: String) {
        if let index = skippedActions.firstIndex(where: { $0.identifier == identifier }) {
            skippedActions[index].count += 1
        } else {
            skippedActions.append((identifier, 1))
        }
    }

    /// The one summary `--skip-unsupported` prints at the end of a run; nil when nothing was skipped.
    var skippedSummary: String? {
        guard !skippedActions.isEmpty else { return nil }
        let total = skippedActions.reduce(0) { $0 + $1.count }
        let list = skippedActions.map { "\($0.identifier) ×\($0.count)" }.joined(separator: ", ")
        return "skipped " + Counted.phrase(total, "unsupported action") + ": \(list)"
    }

    /// When the work the progress line is about started; nil when no work is under way.
    private var progressStarted: UInt64?

    /// One updating line on standard error (a terminal only, work past a second): counts and rate.
    func progress(_ report: ProgressReport) {
        let now = DispatchTime.now().uptimeNanoseconds
        let started = progressStarted ?? now
        progressStarted = report.finished ? nil : started
        console.progress(
            ProgressLine.text(report, seconds: Double(now &- started) / 1e9), finished: report.finished, startedAt: started,
            delay: ProgressLine.delay)
    }

    /// A run warning on standard error, as the command line renders every problem.
    func warn(_ warning: WorkflowError) { ShortcutCLI.report(warning, console: console) }

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

    /// Show Result (and dry-run previews) go to standard output, unless the command's standard
    /// output holds one machine-read document (`run --output-type json`, `run -o -`, `graph`, `do --json`):
    /// then to standard error, so that the document stays whole.
    var showsOnStandardError = false

    func show(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if showsOnStandardError { console.error(line) } else { console.write(line) }
    }

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
