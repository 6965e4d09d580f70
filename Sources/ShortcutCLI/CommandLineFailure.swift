import ShortcutActions
import ShortcutEngine

/// The command line's own failures, as facts: the one place their words live. Commands throw a
/// case (`throw CommandLineFailure.nameOneWorkflow`); `ShortcutCLI.main` prints every error
/// through `WorkflowError.rendered(with: CommandLineRemedies())`, adding the command's usage
/// line after the usage mistakes (`showsUsage`).
enum CommandLineFailure: FailureFacts, Error, Equatable {
    // Usage mistakes: exit 64, followed by the command's usage line.
    /// A valued option came last, with no value.
    case needsValue(option: String)
    /// An option the command does not take.
    case unknownOption(String, known: [String])
    /// A count that is not a whole number.
    case needsWholeNumber(option: String, got: String)
    /// A number past the most its option allows, with the reason (the option's `ceilingReason`).
    case aboveCeiling(option: String, ceiling: Int, got: Int, reason: String)
    /// A flag given a value (`--dry-run=yes`).
    case takesNoValue(option: String)
    /// `--answer` without `=`.
    case answerNeedsPair(String)
    /// `import --answer TEXT=…` where no import question of the shortcut reads TEXT; its questions.
    case noSuchImportQuestion(String, questions: [String])
    /// `--location` that is not NAME=DIR.
    case locationNeedsPair(String)
    /// A line of the locations file that is not NAME=DIR (1-based).
    case locationLineNeedsPair(line: Int, got: String)
    /// The locations file has more lines than it may.
    case locationsFileTooLong(limit: Int)
    /// `--here` that is not LAT,LON in range.
    case hereNeedsCoordinates(String)
    /// The here file's line that is not LAT,LON in range (1-based).
    case hereLineNeedsCoordinates(line: Int, got: String)
    /// A seconds option (`--timeout`, `--network-timeout`) is not a positive number.
    case needsSeconds(option: String, got: String)
    /// `--allow-network=` with an empty host among its hosts.
    case allowNetworkNeedsHosts(got: String)
    /// `--tz` names no zone.
    case unknownTimeZone(String)
    /// `--now` is not a date.
    case nowNeedsDate(got: String)
    /// An option whose value is one of a few words.
    case needsOneOf(option: String, allowed: [String], got: String)
    /// `check`, `view`, `graph` without exactly one workflow.
    case nameOneWorkflow
    /// `run` without a workflow.
    case nameWorkflowToRun
    /// `run` with more than one workflow.
    case runTakesOneWorkflow(got: Int)
    /// `import` without exactly one file.
    case nameOneFileToImport
    /// `export` without exactly one workflow.
    case nameOneWorkflowToExport
    /// `export` without `-o`.
    case exportNeedsOutput
    /// `undo` given a workflow.
    case undoTakesNoWorkflow(got: String)
    /// `--input-path -` (standard input) given alongside other `--input-path` files.
    case standardInputAmongInputPaths(count: Int)
    /// `do` without an action.
    case nameActionToRun
    /// `do` with a block action.
    case blockAction(String)
    /// `do KEY:=JSON` whose value is not JSON.
    case parameterNotJSON(key: String, reason: String)
    /// `do KEY=VALUE` whose value cannot be read.
    case unreadableParameter(key: String, reason: String)
    /// `do` given something that is not `KEY=VALUE`.
    case parameterNotPair(String)
    /// `store` without a known verb, or with the wrong number of arguments for it.
    case storeUsage(got: [String])
    /// `store set ""` (or get, remove): an empty key path names no value.
    case storeEmptyKeyPath(verb: String)
    /// `store get KEYPATH`: nothing is stored there.
    case storeNoValue(path: String)
    /// `--in NAME` with a name `StoreNames.rule` refuses.
    case badStoreName(String)

    // Other failures.
    /// No such command.
    case unknownCommand(String, known: [String])
    /// `actions ID` names no action.
    case unknownActionToDescribe(String, suggestion: String)
    /// `do ACTION` names no action.
    case unknownActionToRun(String, suggestion: String)
    /// A workflow argument that is neither a file nor a workflow's name in the folder.
    case noSuchWorkflow(String, folders: [String], known: [String])
    /// `-` as the workflow: standard input holds more than the limit.
    case standardInputWorkflowTooLarge(limit: Int)
    /// `-` as the workflow and as the input: standard input cannot be both.
    case standardInputTwice
    /// A write to standard output failed (a full disk, `/dev/full`); a broken pipe ends quietly instead.
    case cannotWriteStandardOutput(reason: String)
    /// A workflow file that cannot be read.
    case cannotReadWorkflow(path: String)
    /// A workflow argument that is a folder.
    case workflowIsFolder(String)
    /// `--input-path` names no file.
    case noSuchInputFile(String)
    /// An `--input-path` pattern (`*.txt`) that matches no file.
    case noInputPathMatches(String)
    /// `--answers` names no file.
    case noSuchAnswersFile(String)
    /// The answers file is not a JSON object.
    case answersNotObject
    /// Standard input too large to index as lines.
    case standardInputTooLarge(reason: String)
    /// Standard input is not JSON.
    case standardInputNotJSON(reason: String)
    /// `list` found nothing.
    case noWorkflows(folders: [String])
    /// `undo --batch` names no journal.
    case noSuchJournal(String, folder: String)
    /// `undo` with no journal.
    case nothingToUndo(folder: String)
    /// A journal that cannot be read.
    case unreadableJournal(path: String, reason: String)
    /// One item `undo` could not put back; the last one carries the hint for them all.
    case notPutBack(String, last: Bool)
    /// `calc` reading lines: one line failed.
    case calcLine(number: Int, reason: String)
    /// `calc EXPRESSION` failed.
    case calcExpression(reason: String)
    /// `calc --sheet` names no file.
    case noSuchSheet(String)
    /// `calc --rates` names no file.
    case noSuchRatesFile(String)
    /// The rates file cannot be read.
    case badRatesFile(String, reason: String)
    /// The output's folder does not exist.
    case outputFolderMissing(path: String, folder: String)
    /// The output's folder cannot be written.
    case outputFolderNotWritable(path: String, folder: String)
    /// Writing the output failed: the system's reason (`strerror`), and whether PATH is a file
    /// (written through a temporary file, so it was left as it was) or a device or pipe written into.
    case cannotWriteOutput(path: String, reason: String, isFile: Bool)
    /// The output path is a symbolic link whose target's folder does not exist.
    case outputLinkLeadsNowhere(path: String, target: String)
    /// Something export could not carry over (printed as a warning).
    case exportWarning(String)
    /// An error no family describes.
    case unexpected(String)

    // The command-line host's failures, raised inside a run.
    /// The `--clipboard` file cannot be written.
    case cannotWriteClipboard(String)
    /// The `--log` file cannot be written.
    case cannotWriteLog(String)
    /// A question with no answer given and no terminal to ask.
    case noAnswer(prompt: String, kind: Question.Kind, key: String, options: [String])
    /// Run Workflow names a workflow no library folder has; `known` are the library's names.
    case noWorkflowNamed(String, folders: [String], known: [String])
    /// The system opener (`xdg-open`, `open`) could not be started or failed.
    case cannotOpen(String, opener: String)
    /// A target for the opener that starts with '-' (it would be read as an option).
    case openTargetLooksLikeOption(String)
    /// A URL for the opener whose scheme is not one `--allow-open` opens.
    case schemeNotOpened(String, scheme: String)
    /// A file a workflow reads is a folder.
    case readIsFolder(String)
    /// A file a workflow reads exists but cannot be read.
    case readDenied(String)
    /// A file a workflow reads does not exist.
    case readMissing(String)
    /// An item whose attributes are asked for does not exist.
    case noSuchItem(String)

    /// Usage mistakes are followed by the command's usage line.
    var showsUsage: Bool {
        switch self {
        case .needsValue, .unknownOption, .needsWholeNumber, .aboveCeiling, .takesNoValue, .answerNeedsPair, .locationNeedsPair,
            .hereNeedsCoordinates, .noSuchImportQuestion,
            .needsSeconds,
            .allowNetworkNeedsHosts, .unknownTimeZone,
            .nowNeedsDate, .needsOneOf, .nameOneWorkflow, .nameWorkflowToRun, .runTakesOneWorkflow, .nameOneFileToImport,
            .nameOneWorkflowToExport, .exportNeedsOutput, .undoTakesNoWorkflow, .nameActionToRun, .blockAction,
            .parameterNotJSON, .unreadableParameter, .parameterNotPair, .standardInputAmongInputPaths, .storeUsage,
            .standardInputTwice,
            .storeEmptyKeyPath, .badStoreName:
            return true
        default: return false
        }
    }

    /// What is wrong.
    var message: String {
        switch self {
        case .needsValue(let option): return "\(option) needs a value"
        case .unknownOption(let name, let known):
            return "unknown option \(name)" + (Suggestions.closest(to: name, among: known).map { "; did you mean \($0)?" } ?? "")
        case .needsWholeNumber(let option, let got): return "\(option) needs a whole number, got '\(got)'"
        case .aboveCeiling(let option, let ceiling, let got, _):
            return "\(option) is at most \(ceiling), got \(got)"
        case .takesNoValue(let option): return "\(option) takes no value"
        case .answerNeedsPair(let pair): return "--answer needs NAME=VALUE, got '\(pair)'"
        case .noSuchImportQuestion(let text, _): return "no import question of this shortcut reads '\(text)'"
        case .locationNeedsPair(let pair): return "--location needs NAME=DIR, got '\(pair)'"
        case .locationLineNeedsPair(let line, let got): return "line \(line): a location is NAME=DIR, got '\(got)'"
        case .locationsFileTooLong(let limit): return "the locations file has more than \(limit) lines"
        case .hereNeedsCoordinates(let got): return "--here needs LAT,LON in degrees, got '\(got)'"
        case .hereLineNeedsCoordinates(let line, let got): return "line \(line): a place is LAT,LON in degrees, got '\(got)'"
        case .standardInputAmongInputPaths(let count):
            return "--input-path - (standard input) cannot be one of several input paths (got \(count))"
        case .needsSeconds(let option, let got): return "\(option) needs a number of seconds, got '\(got)'"
        case .allowNetworkNeedsHosts(let got):
            return "--allow-network= needs host names separated by commas (HOST,HOST), got '\(got)'"
        case .unknownTimeZone(let name): return "unknown time zone '\(name)' (use an IANA name such as Europe/London or UTC)"
        case .nowNeedsDate(let got): return "--now needs an ISO 8601 date such as 2026-11-21T10:00:00Z, got '\(got)'"
        case .needsOneOf(let option, let allowed, let got):
            let words =
                allowed.count > 1 ? allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "") : allowed.joined()
            return "\(option) must be \(words), got '\(got)'"
        case .nameOneWorkflow: return "name one workflow"
        case .nameWorkflowToRun: return "name the workflow to run"
        case .runTakesOneWorkflow(let got): return "run takes one workflow, got \(got)"
        case .nameOneFileToImport: return "name one file to import"
        case .nameOneWorkflowToExport: return "name one workflow to export"
        case .exportNeedsOutput: return "give the output file with -o OUT.shortcut"
        case .undoTakesNoWorkflow(let got): return "undo takes no workflow, got '\(got)'"
        case .nameActionToRun: return "name the action to run (see `shortcut actions`)"
        case .blockAction(let identifier): return "'\(identifier)' is a block action; it only runs inside a workflow"
        case .parameterNotJSON(let key, let reason): return "the value of \(key) is not JSON: \(reason)"
        case .unreadableParameter(let key, let reason): return "\(key): \(reason)"
        case .parameterNotPair(let pair): return "parameters are KEY=VALUE, got '\(pair)'"
        case .storeUsage(let got):
            return got.isEmpty
                ? "store needs a verb: get, set, remove, list or clear"
                : "store takes get [KEYPATH], set KEYPATH VALUE, remove KEYPATH, list [KEYPATH] or clear, got '\(got.joined(separator: " "))'"
        case .storeEmptyKeyPath(let verb): return "store \(verb) needs a key path, got an empty one"
        case .storeNoValue(let path): return "the store has no value at '\(path)'"
        case .badStoreName(let name): return "--in: '\(name)' cannot name a store"
        case .unknownCommand(let name, let known): return "unknown command '\(name)'" + Suggestions.didYouMean(name, among: known)
        case .unknownActionToDescribe(let identifier, _), .unknownActionToRun(let identifier, _):
            return "unknown action '\(identifier)'"
        case .noSuchWorkflow(let argument, _, _): return "no such file '\(argument)'"
        case .standardInputWorkflowTooLarge(let limit): return "the workflow on standard input is larger than \(limit) bytes"
        case .standardInputTwice: return "standard input cannot be both the workflow (-) and its input (--input-path -)"
        case .cannotWriteStandardOutput(let reason): return "cannot write to standard output: \(reason)"
        case .cannotReadWorkflow(let path): return "cannot read '\(path)'"
        case .workflowIsFolder(let argument): return "'\(argument)' is a folder"
        case .noSuchInputFile(let path): return "no such input file '\(path)'"
        case .noInputPathMatches(let pattern): return "no file matches the input pattern '\(pattern)'"
        case .noSuchAnswersFile(let file): return "no such answers file '\(file)'"
        case .answersNotObject: return "the answers file must be a JSON object of NAME: VALUE"
        case .standardInputTooLarge(let reason): return "standard input is too large: \(reason)"
        case .standardInputNotJSON(let reason): return "standard input is not JSON: \(reason)"
        case .noWorkflows(let folders): return "no workflows in the library (\(quotedList(folders)))"
        case .noSuchJournal(let batch, let folder): return "no journal named '\(batch)' in '\(folder)'"
        case .nothingToUndo(let folder): return "nothing to undo: no journal in '\(folder)'"
        case .unreadableJournal(let path, let reason): return "cannot read the journal '\(path)': \(reason)"
        case .notPutBack(let problem, _): return problem
        case .calcLine(let number, let reason): return "line \(number): \(reason)"
        case .calcExpression(let reason): return reason
        case .noSuchSheet(let sheet): return "no such sheet '\(sheet)'"
        case .noSuchRatesFile(let file): return "no such rates file '\(file)'"
        case .badRatesFile(let file, let reason): return "\(file): \(reason)"
        case .outputFolderMissing(let path, let folder):
            return "cannot write the output to '\(path)': the folder '\(folder)' does not exist"
        case .outputFolderNotWritable(let path, let folder):
            return "cannot write the output to '\(path)': the folder '\(folder)' is not writable"
        case .cannotWriteOutput(let path, let reason, _): return "cannot write the output to '\(path)': \(reason)"
        case .outputLinkLeadsNowhere(let path, let target):
            return "cannot write the output to '\(path)': it is a symbolic link to '\(target)', whose folder does not exist"
        case .exportWarning(let warning): return warning
        case .unexpected(let description): return description
        case .cannotWriteClipboard(let file): return "cannot write the clipboard file '\(file)'"
        case .noAnswer(let prompt, let kind, _, _):
            return "no answer for the \(Self.noun(kind)) '\(prompt)' and no terminal to ask"
        case .noWorkflowNamed(let name, _, _): return "no workflow named '\(name)' in the library"
        case .cannotOpen(let target, let opener): return "could not open '\(target)' with \(opener)"
        case .openTargetLooksLikeOption(let target):
            return "'\(target)' starts with '-', which the opener would read as an option; it is not opened"
        case .schemeNotOpened(let url, let scheme):
            return
                "'\(url)' is a '\(scheme):' URL; --allow-open opens only http, https and mailto URLs, files inside the allowed folders and apps"
        case .cannotWriteLog(let file): return "cannot write the log file '\(file)'"
        case .readIsFolder(let path): return "'\(path)' is a folder, not a file"
        case .readDenied(let path): return "cannot read '\(path)' (permission denied?)"
        case .readMissing(let path), .noSuchItem(let path): return "no such file '\(path)'"
        }
    }

    /// What to do about it.
    var hint: String? {
        switch self {
        case .aboveCeiling(_, _, _, let reason): return reason
        case .noSuchImportQuestion(let text, let questions):
            guard !questions.isEmpty else { return "this shortcut asks no import questions" }
            return "its questions: " + questions.map { "'\($0)'" }.joined(separator: ", ")
                + Suggestions.didYouMean(text, among: questions)
        case .unknownCommand: return "run `shortcut --help` for the commands"
        case .unknownActionToDescribe(_, let suggestion): return "run `shortcut actions` for the list" + suggestion
        case .unknownActionToRun(_, let suggestion): return "see `shortcut actions`" + suggestion
        case .noSuchWorkflow(let argument, let folders, let known):
            return
                "give a path, or the name of a workflow in the library (\(quotedList(folders)); see `shortcut list`); pass --folder DIR to look in another folder"
                + Suggestions.didYouMean(argument, among: known)
        case .cannotReadWorkflow: return "check the file's permissions"
        case .storeEmptyKeyPath(let verb):
            return verb == "get"
                ? "give a key path (a.b.c); `shortcut store get` with none prints the whole store"
                : "give a key path (a.b.c); an empty key is not a key"
        case .storeNoValue: return "`shortcut store get` prints the whole store; `shortcut store list` its keys"
        case .badStoreName: return StoreNames.hint
        case .standardInputWorkflowTooLarge: return "save it to a file and name the file"
        case .standardInputTwice: return "give the input with --input TEXT or --input-path FILE"
        case .workflowIsFolder: return "name a workflow file inside it"
        case .noSuchInputFile: return "check the --input-path"
        case .noInputPathMatches:
            return "check the --input-path pattern; it is matched against the current folder (*, ? and [abc] as in the shell)"
        case .standardInputAmongInputPaths: return "pipe standard input with no --input-path, or name only files"
        case .noWorkflows:
            return
                "pass --folder DIR with .json workflow documents (this repository's examples: --folder Workflows), or put them in the user library"
        case .noSuchJournal: return "see `shortcut undo --list`"
        case .nothingToUndo: return "batches run with --dry-run write no journal; pass --journal-dir if the run used one"
        case .notPutBack(_, let last):
            return last ? "move the items in the way, then run `shortcut undo` again (the journal is kept)" : nil
        case .calcExpression: return "see docs/calculator.md for what the calculator understands"
        case .locationNeedsPair: return "give a location's name and its folder, e.g. --location Dropbox=~/Dropbox"
        case .hereNeedsCoordinates, .hereLineNeedsCoordinates:
            return "latitude -90 to 90, then a comma, then longitude -180 to 180, e.g. 48.8566,2.3522"
        case .locationLineNeedsPair, .locationsFileTooLong:
            return "each line of \(LocationsFile.shownPath) is NAME=DIR (a storage location and its folder), or a # comment"
        case .badRatesFile: return "see docs/calculator.md for the rates file format"
        case .outputFolderMissing: return "create the folder first or choose another --output-path"
        case .outputFolderNotWritable: return "choose another --output-path"
        case .cannotWriteOutput(let path, _, let isFile):
            return isFile
                ? "'\(path)' was left as it was; free some space or check the permissions"
                : "check the device or pipe and its permissions"
        case .outputLinkLeadsNowhere: return "create the folder first, or remove the link"
        case .cannotWriteClipboard: return "check the --clipboard path"
        case .cannotWriteLog: return "check the --log path: its folder must exist and be writable"
        case .noAnswer(_, _, _, let options): return options.isEmpty ? nil : "with one of \(quotedList(options))"
        case .noWorkflowNamed(let name, let folders, let known):
            return "the library is \(quotedList(folders)) (see `shortcut list`); add the file there or pass --folder DIR"
                + Suggestions.didYouMean(name, among: known)
        case .cannotOpen: return "check that the opener is installed, or run without --allow-open to print what would open"
        case .readMissing: return "check the path; relative paths start at the workflow's folder"
        default: return nil
        }
    }

    /// What an unanswered question is called: a question, a menu, a list, an alert, a file choice.
    static func noun(_ kind: Question.Kind) -> String {
        switch kind {
        case .text, .number, .date, .url: return "question"
        case .menu: return "menu"
        case .list: return "list"
        case .alert: return "alert"
        case .file: return "file choice"
        }
    }

    /// An unanswered question is answered ahead of the run (`--answer`).
    var remedy: Remedy? {
        if case .noAnswer(_, _, let key, _) = self { return .answerPrompt(key: key) }
        return nil
    }

    /// The sysexits code.
    var exitCode: ExitCode {
        if showsUsage { return .usage }
        switch self {
        case .unknownCommand, .unknownActionToDescribe, .unknownActionToRun: return .usage
        case .noSuchWorkflow, .cannotReadWorkflow, .workflowIsFolder, .noSuchInputFile, .noInputPathMatches, .noSuchAnswersFile,
            .noWorkflows,
            .noSuchJournal, .nothingToUndo, .noSuchSheet, .noSuchRatesFile, .readIsFolder, .readDenied, .readMissing,
            .noSuchItem, .noWorkflowNamed, .storeNoValue:
            return .missingInput
        case .answersNotObject, .locationLineNeedsPair, .locationsFileTooLong, .hereLineNeedsCoordinates,
            .standardInputTooLarge,
            .standardInputWorkflowTooLarge, .standardInputNotJSON, .calcLine, .calcExpression, .badRatesFile:
            return .badDocument
        case .unreadableJournal, .cannotWriteStandardOutput: return .ioError
        case .outputFolderMissing, .outputFolderNotWritable, .cannotWriteOutput, .outputLinkLeadsNowhere,
            .cannotWriteClipboard, .cannotWriteLog:
            return .cannotCreateOutput
        default: return .actionFailed
        }
    }
}
