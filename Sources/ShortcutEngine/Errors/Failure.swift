/// The facts of one failure. Errors are data: a throw site passes facts (a parameter key, a
/// value, a count, the allowed values), never sentences. Each family of failures is an enum in
/// its own file (the engine's under `Errors/`, the actions' under `ShortcutActions/Failures/`),
/// and that file is the one place its facts are worded.
public protocol FailureFacts: Sendable {
    /// What is wrong, without the position (the file, action and parameter are added around it).
    var message: String { get }
    /// What to do about it, in words that hold for every host (library or command line).
    var hint: String? { get }
    /// A remedy only the host can word: a command-line flag, a setting of an embedding app.
    var remedy: Remedy? { get }
    /// The sysexits code a command-line host exits with.
    var exitCode: ExitCode { get }
    /// Whether Apple's Shortcuts meets the same problem in the same file (nil: the question does
    /// not arise, as for a lint such as an unused output). `check` says so under each warning.
    var parity: Parity? { get }
}

/// Whose problem a warning is: one Apple's runtime has too (it runs the file the same way: an
/// unset variable is Nothing, a literal that is not a date fails the action), or this engine's
/// alone (an action kept unsupported, a parameter it cannot express).
public enum Parity: String, Sendable, CaseIterable {
    /// Apple's Shortcuts meets it too and runs the file the same way.
    case apple
    /// Only this engine: Apple's Shortcuts runs this part.
    case engine
}

extension FailureFacts {
    /// No hint unless the family gives one.
    public var hint: String? { nil }
    /// No host remedy unless the family gives one.
    public var remedy: Remedy? { nil }
    /// Failures stop a run (70) unless the family says otherwise.
    public var exitCode: ExitCode { .actionFailed }
    /// Not a question of parity unless the family says so.
    public var parity: Parity? { nil }
}

/// What the host can do about a failure; the engine names the remedy, a host words it
/// (`RemedyWording`): the library in plain words, the command line with its flags.
public enum Remedy: Sendable, Equatable {
    /// Raise one of the run's limits.
    case raiseLimit(RunLimit)
    /// Allow file actions to reach this folder.
    case allowPath(String)
    /// Treat actions that cannot run here as Nothing.
    case skipUnsupported
    /// Answer this prompt ahead of the run; the key is the asking action's id or the prompt.
    case answerPrompt(key: String)
    /// Look the action up in the catalogue (an unknown action).
    case seeCatalogue
    /// Finish putting back a batch of renames or moves cut short, from its journal (a path).
    case finishRestore(journal: String)
    /// Let web actions reach this host.
    case allowNetwork(host: String)
    /// Let Run Shell Script and the script actions run.
    case allowShell
    /// Let scripts run and reach this host, both (Run Script over SSH).
    case allowShellAndNetwork(host: String)
    /// Choose the photo library folder (`RunOptions.photoLibrary`).
    case choosePhotoLibrary
    /// Choose the address book folder (`RunOptions.contactsFolder`).
    case chooseContactsFolder
    /// Choose the calendars folder (`RunOptions.calendarFolder`).
    case chooseCalendarFolder
    /// Choose the outbox folder Share, AirDrop and Open In write to (`RunOptions.outbox`).
    case chooseOutbox
    /// Give the text-drawing actions a folder of fonts (`RunOptions.fontFolders`).
    case chooseFonts
    /// Name a program that renders PDF pages (`RunOptions.pdfRenderer`).
    case choosePDFRenderer
    /// Map an Apple storage location (iCloud Drive, Dropbox…) to a folder (`RunOptions.locations`).
    case mapLocation(String)
    /// Give the workflow its Shortcut Input.
    case giveInput
}

/// The run's limits (`RunOptions.limits`).
public enum RunLimit: String, Sendable, CaseIterable {
    /// Actions run in total.
    case steps
    /// Wall-clock seconds.
    case seconds
    /// Items in a list and repetitions of a loop.
    case items
    /// Run Workflow nesting.
    case depth
    /// Bytes (UTF-8) in one text.
    case textLength
    /// Blocks (If, Repeat, Repeat with Each, Choose from Menu) nested inside each other.
    case nesting
    /// Seconds a web request may wait for the server.
    case networkSeconds
    /// Bytes in one web response.
    case responseBytes
    /// Bytes of the values a run holds.
    case memory
    /// Lists and dictionaries inside each other in one value.
    case valueDepth
}

/// Turns a remedy into a hint. The engine's own wording (`LibraryRemedyWording`) names
/// `RunOptions` settings; the command line names its flags.
public protocol RemedyWording: Sendable {
    /// The hint for `remedy`; `hint` is the failure's own hint, which the wording may extend.
    func hint(for remedy: Remedy, after hint: String?) -> String?
}

/// The engine's wording of remedies, for embedders: the `RunOptions` and host settings.
public struct LibraryRemedyWording: RemedyWording {
    /// The wording.
    public init() {}

    /// The hint for `remedy`, followed by the failure's own hint when it has one.
    public func hint(for remedy: Remedy, after hint: String?) -> String? {
        let advice: String
        switch remedy {
        case .raiseLimit(let limit): advice = "raise RunOptions.limits.\(Self.setting(limit)) if this is intended"
        case .allowPath(let folder): advice = "add \(folder) to RunOptions.allowedPaths to allow it"
        case .skipUnsupported: advice = "set RunOptions.skipUnsupported to treat unsupported actions as Nothing"
        case .answerPrompt(let key): advice = "answer '\(key)' through the host's answer(_:)"
        case .seeCatalogue: advice = "the registry (ActionRegistry.definitions) lists the known actions"
        case .finishRestore(let journal):
            advice = "finish putting them back from the journal \(journal) (Journal.read, then BatchRestore.restore)"
        case .allowNetwork(let host):
            advice = "add '\(host)' to RunOptions.network (.hosts), or set it to .anyHost, to allow it"
        case .allowShell: advice = "set RunOptions.allowShell to let scripts run"
        case .allowShellAndNetwork(let host):
            advice =
                "set RunOptions.allowShell and add '\(host)' to RunOptions.network (.hosts), or set it to .anyHost: both are needed"
        case .choosePhotoLibrary: advice = "set RunOptions.photoLibrary to the folder that holds the photos"
        case .chooseContactsFolder: advice = "set RunOptions.contactsFolder to the folder that holds the vCard files"
        case .chooseCalendarFolder:
            advice = "set RunOptions.calendarFolder to the folder whose subfolders hold the iCalendar files"
        case .chooseOutbox: advice = "set RunOptions.outbox to a folder, or RunOptions.openShared to hand items to the opener"
        case .chooseFonts: advice = "add a folder of TrueType fonts (.ttf, .ttc) to RunOptions.fontFolders"
        case .choosePDFRenderer: advice = "set RunOptions.pdfRenderer to pdftoppm (poppler) or gs (Ghostscript)"
        case .mapLocation(let name): advice = "add '\(name)' to RunOptions.locations with the folder that holds its files"
        case .giveInput: advice = "pass the input to Runner.run(_:input:)"
        }
        return [advice, hint].compactMap { $0 }.joined(separator: "; ")
    }

    /// The `RunLimits` property that holds `limit` (`maxSteps`), as embedders set it.
    public static func setting(_ limit: RunLimit) -> String {
        switch limit {
        case .steps: return "maxSteps"
        case .seconds: return "timeout"
        case .items: return "maxItems"
        case .depth: return "maxDepth"
        case .textLength: return "maxTextLength"
        case .nesting: return "maxNesting"
        case .networkSeconds: return "networkTimeout"
        case .responseBytes: return "maxResponseBytes"
        case .memory: return "maxMemory"
        case .valueDepth: return "maxValueDepth"
        }
    }
}

/// `'a', 'b', 'c'`: the one way a list of choices, keys or names is quoted in a message.
public func quotedList(_ items: [String], separator: String = ", ") -> String {
    items.map { "'\($0)'" }.joined(separator: separator)
}

/// "use one of 'a', 'b'; did you mean 'a'?": the one wording for an unknown name among known ones.
public func useOneOf(_ known: [String], given: String) -> String {
    "use one of \(quotedList(known))" + Suggestions.didYouMean(given, among: known)
}
