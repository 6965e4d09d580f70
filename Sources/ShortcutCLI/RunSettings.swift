import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ShortcutEngine

/// The options every command that runs a workflow shares: clock, seed, answers, limits, input
/// (declared in `OptionTable.runOptions`).
struct RunSettings {
    var options = RunOptions()
    var host: CommandLineHost
    var input: Value = .nothing

    init(_ arguments: Arguments, console: Console) throws {
        let zone = try RunSettings.timeZone(arguments)
        let now = try RunSettings.now(arguments, zone: zone)
        var answers: [String: String] = [:]
        if let file = arguments.value("--answers") { answers = try RunSettings.readAnswers(file) }
        for pair in arguments.values("--answer") {
            guard let equals = pair.lastIndex(of: "=") else {
                throw CommandLineFailure.answerNeedsPair(pair)
            }
            answers[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        host = CommandLineHost(
            console: console, now: now, timeZone: zone, answers: answers, clipboardFile: arguments.value("--clipboard"))
        if let seed = arguments.value("--seed") {
            guard let number = UInt64(seed) else { throw CommandLineFailure.needsWholeNumber(option: "--seed", got: seed) }
            options.seed = number
        }
        if let steps = try arguments.integer("--max-steps") { options.limits.maxSteps = steps }
        options.limits = try arguments.nestingLimits(options.limits)
        if let items = try arguments.integer("--max-items") { options.limits.maxItems = items }
        if let bytes = try arguments.integer("--max-text-length") { options.limits.maxTextLength = bytes }
        if let bytes = try arguments.integer("--max-memory") { options.limits.maxMemory = bytes }
        if let levels = try arguments.integer("--max-value-depth") { options.limits.maxValueDepth = levels }
        if let timeout = arguments.value("--timeout") {
            guard let seconds = Double(timeout), seconds > 0, seconds.isFinite else {
                throw CommandLineFailure.timeoutNeedsSeconds(got: timeout)
            }
            options.limits.timeout = seconds
        }
        host.answerDefaults = arguments.has("--answer-defaults")
        host.allowOpen = arguments.has("--allow-open")
        host.maxNesting = options.limits.maxNesting
        options = try RunSettings.permissions(arguments, options)
        options.skipUnsupported = arguments.has("--skip-unsupported")
        options.dryRun = arguments.has("--dry-run")
        options.strict = arguments.has("--strict")
        // Patterns are expanded once: the files they match are both allowed and the input.
        let (paths, patterned) = try RunSettings.inputPaths(arguments)
        options.allowedPaths = arguments.values("--allow-path")
        if options.allowedPaths.isEmpty {
            options.allowedPaths = [FileManager.default.currentDirectoryPath] + paths.filter { $0 != "-" }
        }
        // Binary downloads and decoded bytes are saved here; the policy allows the engine's own folder
        // with or without the network (PathPolicy.engineFolders).
        options.downloadDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-downloads").path
        options.journalDirectory = arguments.value("--journal-dir") ?? RunSettings.defaultJournalDirectory()
        options.openShared = host.allowOpen
        options.photoLibrary = arguments.value("--photos") ?? RunSettings.defaultPhotoLibrary()
        options.outbox = arguments.value("--outbox") ?? RunSettings.defaultOutbox()
        if let store = arguments.value("--store") { host.storePath = store }
        host.logFile = arguments.value("--log")
        options.trashDirectory =
            (ProcessEnvironment.value("XDG_DATA_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? ((ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.local/share")) + "/Trash"
        if let text = arguments.value("--input") { input = .text(text) }
        if paths.count > 1 || patterned {
            input = try RunSettings.files(paths)
        } else if let path = paths.first {
            let data: Data
            if path == "-" {
                data = console.readInput()
            } else {
                guard let contents = FileManager.default.contents(atPath: path) else {
                    throw CommandLineFailure.noSuchInputFile(path)
                }
                data = contents
            }
            input = .text(RunSettings.textWithoutFinalNewline(data))
        }
    }

    /// Standard input becomes the Shortcut Input when it is not a terminal and the command line
    /// gives no other input (`--input`, `--input-path`, `--no-input`), as `do` reads it: text,
    /// one final newline dropped. Empty standard input (`< /dev/null`) leaves no input.
    mutating func readPipedInput(_ arguments: Arguments, console: Console) {
        guard !console.isInteractive, !arguments.has("--no-input"), arguments.value("--input") == nil,
            arguments.values("--input-path").isEmpty
        else { return }
        let data = console.readInput()
        if !data.isEmpty { input = .text(RunSettings.textWithoutFinalNewline(data)) }
    }

    /// The `--input-path`s, each pattern (`*.txt`, `logs/2026-??.log`) replaced by the files it
    /// matches, sorted; `patterned` when a pattern was given (its files always make a list). A
    /// pattern that matches nothing is an error, as a path that names nothing is.
    static func inputPaths(_ arguments: Arguments) throws -> (paths: [String], patterned: Bool) {
        var paths: [String] = []
        var patterned = false
        for given in arguments.values("--input-path") {
            guard given != "-", given.contains(where: { "*?[".contains($0) }), !FileManager.default.fileExists(atPath: given) else {
                paths.append(given)
                continue
            }
            patterned = true
            let matches = matching(given)
            guard !matches.isEmpty else { throw CommandLineFailure.noInputPathMatches(given) }
            paths += matches
        }
        return (paths, patterned)
    }

    /// The paths `pattern` matches (POSIX `glob`, sorted); none when it matches nothing or fails.
    static func matching(_ pattern: String) -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(pattern, 0, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }
    }

    /// Several `--input-path`s: a list of files, in the order given, each of which must exist.
    static func files(_ paths: [String]) throws -> Value {
        var files: [Value] = []
        for path in paths {
            guard path != "-" else { throw CommandLineFailure.standardInputAmongInputPaths(count: paths.count) }
            guard FileManager.default.fileExists(atPath: path) else { throw CommandLineFailure.noSuchInputFile(path) }
            files.append(.file(FileReference(path: path)))
        }
        return .list(files)
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/"))
            .standardizedFileURL.path
    }

    /// `$XDG_STATE_HOME/shortcut/journal`, or `~/.local/state/shortcut/journal` (the XDG default).
    static func defaultJournalDirectory() -> String {
        if let state = ProcessEnvironment.value("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/shortcut/journal" }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.local/state/shortcut/journal"
    }

    /// `$XDG_PICTURES_DIR/Shortcuts Photos`, or `~/Pictures/Shortcuts Photos`: the photo library.
    static func defaultPhotoLibrary() -> String {
        if let pictures = ProcessEnvironment.value("XDG_PICTURES_DIR"), pictures.hasPrefix("/") { return pictures + "/Shortcuts Photos" }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/Pictures/Shortcuts Photos"
    }

    /// `$XDG_DATA_HOME/shortcut/outbox`, or `~/.local/share/shortcut/outbox`: where Share puts items.
    static func defaultOutbox() -> String {
        if let data = ProcessEnvironment.value("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/shortcut/outbox" }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.local/share/shortcut/outbox"
    }

    /// `--tz ZONE` (IANA name or abbreviation); nil without the flag: the system's zone, which
    /// the host reads only when a date needs it (reading it costs a start about 1 M instructions).
    static func timeZone(_ arguments: Arguments) throws -> TimeZone? {
        guard let name = arguments.value("--tz") else { return nil }
        guard let zone = TimeZone(identifier: name) ?? TimeZone(abbreviation: name) else {
            throw CommandLineFailure.unknownTimeZone(name)
        }
        return zone
    }

    /// `--now ISO8601`, read in `zone`; nil when the flag is absent.
    static func now(_ arguments: Arguments, zone: TimeZone?) throws -> Date? {
        guard let text = arguments.value("--now") else { return nil }
        guard case .date(let date)? = try? Coercion(timeZone: zone ?? TimeZone.current).coerce(.text(text), to: .date) else {
            throw CommandLineFailure.nowNeedsDate(got: text)
        }
        return date
    }

    /// Text input loses one final newline, as a shell's `$(…)` would drop it.
    static func textWithoutFinalNewline(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    static func readAnswers(_ file: String) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandLineFailure.noSuchAnswersFile(file)
        }
        guard case .object(let pairs) = try JSONParser.parse(data) else {
            throw WorkflowError(CommandLineFailure.answersNotObject, file: file)
        }
        var answers: [String: String] = [:]
        for pair in pairs { answers[pair.key] = pair.value.string ?? pair.value.serialized(pretty: false) }
        return answers
    }
}
