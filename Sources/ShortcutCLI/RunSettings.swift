import Foundation
import SafeFiles
import ShortcutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The options every command that runs a workflow shares: clock, seed, answers, limits, input
/// (declared in `OptionKeys.swift`, listed by `Usage.runOptions`).
struct RunSettings {
    var options = RunOptions()
    var host: CommandLineHost
    var input: Value = .nothing

    init(_ arguments: Arguments, console: Console) throws {
        let zone = try RunSettings.timeZone(arguments)
        let now = try RunSettings.now(arguments, zone: zone)
        var answers: [String: String] = [:]
        if let file = arguments.value(.answers) { answers = try RunSettings.readAnswers(file) }
        answers.merge(try RunSettings.answerPairs(arguments)) { $1 }
        host = CommandLineHost(
            console: console, now: now, timeZone: zone, answers: answers, clipboardFile: arguments.value(.clipboard))
        options.seed = try arguments.value(.seed)
        options.limits = try arguments.nestingLimits(options.limits)
        options.limits.maxSteps = try arguments.valueOrDefault(.maxSteps)
        options.limits.maxItems = try arguments.valueOrDefault(.maxItems)
        options.limits.maxTextLength = try arguments.valueOrDefault(.maxTextLength)
        options.limits.maxMemory = try arguments.valueOrDefault(.maxMemory)
        options.limits.maxValueDepth = try arguments.valueOrDefault(.maxValueDepth)
        options.limits.timeout = try arguments.valueOrDefault(.timeout)
        host.answerDefaults = arguments.has(.answerDefaults)
        host.allowOpen = arguments.has(.allowOpen)
        host.maxNesting = options.limits.maxNesting
        options = try RunSettings.permissions(arguments, options)
        options.skipUnsupported = arguments.has(.skipUnsupported)
        options.dryRun = arguments.has(.dryRun)
        options.strict = arguments.has(.strict)
        // Patterns are expanded once: the files they match are both allowed and the input.
        let (paths, patterned) = try RunSettings.inputPaths(arguments)
        options.allowedPaths = arguments.values(.allowPath)
        if options.allowedPaths.isEmpty {
            options.allowedPaths = [FileManager.default.currentDirectoryPath] + paths.filter { $0 != "-" }
        }
        // Binary downloads and decoded bytes are saved here; the policy allows the engine's own folder
        // with or without the network (PathPolicy.engineFolders).
        // The temporary folder as `NSTemporaryDirectory` finds it ($TMPDIR, else /tmp), joined as text:
        // Foundation's URL path handling cost every start 0.8 M instructions (issue 29).
        let temporary = ProcessEnvironment.value("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        options.downloadDirectory = PathText.join(temporary, "shortcut-downloads")
        options.journalDirectory = arguments.value(.journalDirectory) ?? RunSettings.defaultJournalDirectory()
        options.openShared = host.allowOpen
        options.photoLibrary = arguments.value(.photos) ?? RunSettings.defaultPhotoLibrary()
        options.contactsFolder = arguments.value(.contacts) ?? UserFolders.data("contacts")
        options.calendarFolder = arguments.value(.calendars) ?? UserFolders.data("calendars")
        options.myAddresses = arguments.values(.me)
        options.outbox = arguments.value(.outbox) ?? RunSettings.defaultOutbox()
        options.fontFolders = arguments.values(.fonts) + RunSettings.defaultFontFolders()
        options.pdfRenderer = arguments.value(.pdfRenderer)
        options.locations = try LocationsFile.locations(arguments.values(.location))
        options.shortcutsFolder = LocationsFile.ownShortcutsFolder(options.locations)
        options.here = try HereFile.here(arguments.value(.here))
        if let store = arguments.value(.store) { host.storePath = store }
        host.logFile = arguments.value(.log)
        options.trashDirectory = UserFolders.dataHome() + "/Trash"
        if let text = arguments.value(.input) { input = .text(text) }
        if paths.count > 1 || patterned {
            input = try RunSettings.files(paths)
        } else if let path = paths.first {
            input = try RunSettings.input(path, console: console, textLimit: options.limits.maxTextLength)
        }
    }

    /// Standard input becomes the Shortcut Input when it is not a terminal and the command line
    /// gives no other input (`--input`, `--input-path`, `--no-input`), as `do` reads it: text,
    /// one final newline dropped. Empty standard input (`< /dev/null`) leaves no input.
    mutating func readPipedInput(_ arguments: Arguments, console: Console) {
        guard !console.isInteractive, !arguments.has(.noInput), !arguments.given(.input), !arguments.given(.inputPath)
        else { return }
        let data = console.readInput()
        if !data.isEmpty { input = .text(RunSettings.textWithoutFinalNewline(data)) }
    }

    /// The `--input-path`s, each pattern (`*.txt`, `logs/2026-??.log`) replaced by the files it
    /// matches, sorted; `patterned` when a pattern was given (its files always make a list). A
    /// pattern that matches nothing is an error, as a path that names nothing is.
    /// One `--input-path`: the file's text (standard input's for `-`). A folder, which has no text,
    /// is the input itself, as a Quick Action receives a folder selected in the Finder; so is a
    /// file that is not text (a picture, a movie, bytes that are not UTF-8: `BinaryStandardIO.isBytes`)
    /// or one longer than `textLimit` bytes, which is never read in whole: a 512 MB movie read as
    /// text took 33 s and 2.7 GB before an image action refused the text.
    static func input(_ path: String, console: Console, textLimit: Int) throws -> Value {
        if path == "-" { return .text(textWithoutFinalNewline(console.readInput())) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandLineFailure.noSuchInputFile(path)
        }
        if isFolder.boolValue { return .file(FileReference(path: path)) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if let size, size > textLimit { return .file(FileReference(path: path)) }
        guard let contents = FileManager.default.contents(atPath: path) else { throw CommandLineFailure.noSuchInputFile(path) }
        if BinaryStandardIO.isBytes(contents) { return .file(FileReference(path: path)) }
        return .text(textWithoutFinalNewline(contents))
    }

    static func inputPaths(_ arguments: Arguments) throws -> (paths: [String], patterned: Bool) {
        var paths: [String] = []
        var patterned = false
        for given in arguments.values(.inputPath) {
            guard given != "-", given.contains(where: { "*?[".contains($0) }), !FileManager.default.fileExists(atPath: given)
            else {
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

    /// `$XDG_STATE_HOME/shortcut/journal`, or `~/.local/state/shortcut/journal` (the XDG default).
    static func defaultJournalDirectory() -> String {
        if let state = ProcessEnvironment.value("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/shortcut/journal" }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/.local/state/shortcut/journal"
    }

    /// `$XDG_PICTURES_DIR/Shortcuts Photos`, or `~/Pictures/Shortcuts Photos`: the photo library.
    static func defaultPhotoLibrary() -> String {
        if let pictures = ProcessEnvironment.value("XDG_PICTURES_DIR"), pictures.hasPrefix("/") {
            return pictures + "/Shortcuts Photos"
        }
        return (ProcessEnvironment.value("HOME") ?? NSHomeDirectory()) + "/Pictures/Shortcuts Photos"
    }

    /// `$XDG_DATA_HOME/shortcut/outbox`, or `~/.local/share/shortcut/outbox`: where Share puts items.
    static func defaultOutbox() -> String { UserFolders.data("outbox") }

    /// The system's font folders, searched after `--fonts`: on Linux the fontconfig defaults
    /// (/usr/share/fonts, /usr/local/share/fonts, $XDG_DATA_HOME/fonts, ~/.local/share/fonts,
    /// ~/.fonts), on macOS the system, local and user Fonts folders.
    static func defaultFontFolders() -> [String] {
        let home = ProcessEnvironment.value("HOME") ?? NSHomeDirectory()
        #if os(macOS)
            return ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #else
            let folders = [
                "/usr/share/fonts", "/usr/local/share/fonts", UserFolders.dataHome() + "/fonts", home + "/.local/share/fonts",
                home + "/.fonts",
            ]
            return folders.enumerated().filter { !folders[..<$0.offset].contains($0.element) }.map(\.element)
        #endif
    }

    /// `--tz ZONE` (IANA name or abbreviation); nil without the flag: the system's zone, which
    /// the host reads only when a date needs it (reading it costs a start about 1 M instructions).
    static func timeZone(_ arguments: Arguments) throws -> TimeZone? {
        guard let name = arguments.value(.timeZone) else { return nil }
        guard let zone = TimeZone(identifier: name) ?? TimeZone(abbreviation: name) else {
            throw CommandLineFailure.unknownTimeZone(name)
        }
        return zone
    }

    /// `--now ISO8601`, read in `zone`; nil when the flag is absent.
    static func now(_ arguments: Arguments, zone: TimeZone?) throws -> Date? {
        guard let text = arguments.value(.now) else { return nil }
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

    /// The `--answer NAME=VALUE` pairs; the last `=` separates name and value.
    static func answerPairs(_ arguments: Arguments) throws -> [String: String] {
        var answers: [String: String] = [:]
        for pair in arguments.values(.answer) {
            guard let equals = pair.lastIndex(of: "=") else { throw CommandLineFailure.answerNeedsPair(pair) }
            answers[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return answers
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
