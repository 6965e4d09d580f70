import ShortcutEngine

/// The command line's wording of the engine's remedies: the flags and commands that apply them.
/// The engine names a remedy; only here does it become `--max-steps N` or `shortcut actions`.
struct CommandLineRemedies: RemedyWording {
    /// The hint for `remedy`, joined with the failure's own hint.
    func hint(for remedy: Remedy, after hint: String?) -> String? {
        switch remedy {
        case .raiseLimit(.steps): return joined("raise it with --max-steps N if the workflow really needs more", hint)
        case .raiseLimit(.seconds): return joined("raise it with --timeout SECONDS", hint)
        case .raiseLimit(.items): return joined("raise it with --max-items N", hint)
        case .raiseLimit(.depth): return joined("raise the limit with --max-depth if this is intended", hint)
        case .raiseLimit(.textLength): return joined("raise it with --max-text-length BYTES", hint)
        case .raiseLimit(.nesting): return joined("raise the limit with --max-nesting N if this is intended", hint)
        case .allowPath(let folder): return joined("pass --allow-path \(folder) to allow it", hint)
        case .skipUnsupported: return joined(hint, "pass --skip-unsupported to treat unsupported actions as Nothing")
        case .answerPrompt(let key):
            return ["pass --answer '\(key)=VALUE'", hint].compactMap { $0 }.joined(separator: " ")
                + ", or --answer-defaults for the default answer or first choice"
        case .seeCatalogue: return joined("see `shortcut actions` for the catalogue", hint)
        case .finishRestore(let journal):
            return joined("run `shortcut undo` to finish putting them back (journal: \(journal))", hint)
        case .raiseLimit(.networkSeconds): return joined("raise it with --network-timeout SECONDS", hint)
        case .raiseLimit(.responseBytes): return joined("raise it with --max-response-bytes BYTES", hint)
        case .raiseLimit(.memory): return joined("raise it with --max-memory BYTES", hint)
        case .raiseLimit(.valueDepth): return joined("raise the limit with --max-value-depth N if this is intended", hint)
        case .allowNetwork(let host):
            return joined("pass --allow-network=\(host) to allow this host, or --allow-network for every host", hint)
        case .allowShell: return joined("pass --allow-shell to let scripts run", hint)
        case .allowShellAndNetwork(let host):
            return joined("pass both --allow-shell and --allow-network=\(host) (or --allow-network for every host)", hint)
        case .choosePhotoLibrary: return joined(hint, "pass --photos DIR to use another folder as the photo library")
        case .chooseContactsFolder: return joined(hint, "pass --contacts DIR to use another folder of vCards as the address book")
        case .chooseCalendarFolder:
            return joined(hint, "pass --calendars DIR to use another folder of calendars (subfolders of .ics files)")
        case .chooseFonts: return joined(hint, "pass --fonts DIR with a folder of TrueType fonts (.ttf, .ttc)")
        case .choosePDFRenderer:
            return joined("pass --pdf-renderer pdftoppm (poppler-utils) or --pdf-renderer gs (Ghostscript)", hint)
        case .chooseOutbox:
            return joined(hint, "pass --outbox DIR to use another folder, or --allow-open to hand items to the system opener")
        case .mapLocation(let name):
            let pair = name.contains(" ") ? "'\(name)=DIR'" : "\(name)=DIR"
            return joined(
                "pass --location \(pair) to map it to a folder on this machine, or add the line \(name)=DIR to \(LocationsFile.shownPath)",
                hint)
        case .giveInput: return joined(hint, "pass --input TEXT or --input-path FILE, or pipe it into standard input")
        }
    }

    /// The option that sets `limit`, with its placeholder: the limits table in docs/limits.md shows it.
    static func option(for limit: RunLimit) -> String {
        switch limit {
        case .steps: return "--max-steps N"
        case .seconds: return "--timeout SECONDS"
        case .items: return "--max-items N"
        case .depth: return "--max-depth N"
        case .textLength: return "--max-text-length BYTES"
        case .nesting: return "--max-nesting N"
        case .networkSeconds: return "--network-timeout SECONDS"
        case .responseBytes: return "--max-response-bytes BYTES"
        case .memory: return "--max-memory BYTES"
        case .valueDepth: return "--max-value-depth N"
        }
    }

    private func joined(_ first: String?, _ second: String?) -> String {
        [first, second].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
    }
}

extension WorkflowError {
    /// The error as the command line prints it: remedies name its flags.
    var commandLineText: String { rendered(with: CommandLineRemedies()) }
}
