import AppleFormats
import Foundation
import ShortcutEngine

/// Maps an Automator `document.wflow` (a linear chain of actions) to a workflow document.
/// Identifiers are `BundleIdentifier`s with `_` and spaces removed (Automator 2.8 renamed some).
public struct AutomatorImporter {
    /// The actions Automator actions map to.
    public let registry: ActionRegistry

    /// An importer that maps onto `registry`.
    public init(registry: ActionRegistry) { self.registry = registry }

    /// What each Automator action becomes: an engine action that exists now, or the engine action
    /// it will map to once that exists (file and shell actions are issue 5).
    static let planned: [String: String] = [
        "com.apple.RunShellScript": "runshellscript (shell, input as stdin or arguments)",
        "com.apple.Automator.AddNumbersToFinderNames": "file.rename (the six Rename Finder Items modes)",
        "com.apple.Automator.SpecifiedFiles": "file (Get Specified Finder Items)",
        "com.apple.Automator.GetFolderContents": "file.getfoldercontents",
        "com.apple.Automator.FilterFinderItems2": "filter.files (the decoded predicate)",
        "com.apple.Automator.SortDiskItems": "filter.files sorted by name",
        "com.apple.Automator.CopyFiles": "file.copy", "com.apple.Automator.MoveFiles": "file.move",
        "com.apple.Automator.MakeNewFolder": "file.createfolder",
        "com.apple.Automator.DuplicateFinderItems": "file.copy into the same folder",
        "com.apple.Automator.MoveToTrash": "file.delete",
        "com.apple.Automator.Display-Notification": "notification (Apple-only: needs a notification host)",
        "com.apple.Automator.RunScript": "nothing: AppleScript is Apple-only",
        "com.apple.Automator.ExtractDatafromText": "detect.link",
        "com.apple.Automator.GetSelectedFinderItems2": "nothing: the Finder selection is Apple-only",
    ]

    /// Maps a parsed `document.wflow`; `file` names it in errors.
    public func importDocument(_ plist: PropertyList, name: String, file: String) throws(WorkflowError) -> ImportResult {
        guard let actions = plist["actions"]?.array else {
            throw WorkflowError("not an Automator document: no actions list", file: file)
        }
        var variables: [String: String] = [:]
        for entry in plist["variables"]?.array ?? [] {
            if let uuid = entry["UUID"]?.string { variables[uuid] = ShortcutMapper.safeName(entry["name"]?.string ?? uuid) }
        }
        var report = ImportReport(container: "Automator workflow (XML plist)")
        var document = WorkflowDocument(name: name, actions: [])
        for (offset, entry) in actions.enumerated() {
            guard let action = entry["action"]?.dictionaryValue else {
                throw WorkflowError("action \(offset + 1) has no action dictionary", file: file)
            }
            let bundle = action["BundleIdentifier"]?.string ?? action["ActionBundlePath"]?.string ?? "unknown"
            let identifier = bundle.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
            if action["Disabled"]?.bool == true {
                report.skipped.append("action \(offset + 1) \(identifier) is disabled")
                continue
            }
            let parameters = action["ActionParameters"]?.dictionaryValue ?? PlistDictionary()
            let text = { (key: String) -> ParameterValue in Self.text(parameters[key]?.string ?? "", variables: variables) }
            var invocation: ActionInvocation?
            switch identifier {
            case "com.apple.Automator.SetValueofVariable":
                let variable = variables[parameters["variableUUID"]?.string ?? ""] ?? "Variable"
                invocation = ActionInvocation("setvariable", parameters: [.init(key: "name", value: .text([.literal(variable)]))])
            case "com.apple.Automator.GetValueofVariable":
                let variable = variables[parameters["variableUUID"]?.string ?? ""] ?? "Variable"
                invocation = ActionInvocation(
                    "getvariable",
                    parameters: [.init(key: "variable", value: Self.text("$(\(variable))", variables: [variable: variable]))])
            case "com.apple.Automator.TextInputDialog":
                invocation = ActionInvocation(
                    "ask",
                    parameters: [
                        .init(key: "prompt", value: text("defaultMessage")), .init(key: "default", value: text("defaultAnswer")),
                    ])
            case "com.apple.Automator.CopytoClipboard", "com.apple.Automator.CopyToClipboard":
                invocation = ActionInvocation("setclipboard")
            case "com.apple.Automator.GetContentsofClipboard":
                invocation = ActionInvocation("getclipboard")
            case "com.apple.Automator.Pause":
                let seconds = parameters["pauseDuration"].flatMap { $0.double ?? $0.string.flatMap(Double.init) } ?? 1
                invocation = ActionInvocation(
                    "delay", parameters: [.init(key: "seconds", value: .literal(.number(Number(seconds.isFinite ? seconds : 1))))]
                )
            case "com.apple.GetSpecifiedText":
                invocation = ActionInvocation("gettext", parameters: [.init(key: "text", value: text("enteredText"))])
            case "com.apple.Automator.LogOutput":
                invocation = ActionInvocation(
                    "comment", parameters: [.init(key: "text", value: .text([.literal("View Results (Automator)")]))])
            default:
                do { invocation = try Self.fileAction(identifier, parameters, variables: variables) } catch {
                    invocation = nil
                    report.warnings.append("action \(offset + 1) \(identifier): \(error.reason) cannot be expressed")
                }
            }
            if action["IgnoresInput"]?.bool == true, offset > 0 {
                document.actions.append(ActionInvocation("nothing"))
                report.warnings.append("action \(offset + 1) \(identifier) ignores its input: a Nothing is put before it")
            }
            if let invocation, let definition = registry.action(for: invocation.identifier)?.definition,
                invocation.parameters.allSatisfy({ definition.parameter($0.key) != nil })
            {
                document.actions.append(invocation)
                report.mapped += 1
            } else {
                var kept = ActionInvocation(identifier)
                let target = Self.planned[identifier] ?? "no engine action yet"
                let reason = "Automator action \(action["ActionName"]?.string ?? identifier): will map to \(target)"
                kept.unsupported = .init(reason: reason, parameters: PlistJSON.json(.dictionary(Self.decoded(parameters))))
                document.actions.append(kept)
                report.countUnsupported(identifier)
            }
        }
        return ImportResult(document: document, report: report)
    }

    /// Automator text with `$(UUID)` variable tokens as `{{var:NAME}}` references.
    static func text(_ raw: String, variables: [String: String]) -> ParameterValue {
        var template = ""
        var rest = Substring(raw)
        while let open = rest.range(of: "$(") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            let key = String(rest[open.upperBound..<close])
            template += ShortcutMapper.escaped(String(rest[..<open.lowerBound]))
            if let name = variables[key] {
                template += "{{var:\(name)}}"
            } else {
                template += ShortcutMapper.escaped("$(\(key))")
            }
            rest = rest[rest.index(after: close)...]
        }
        template += ShortcutMapper.escaped(String(rest))
        return (try? ReferenceSyntax.parameterValue(template)) ?? .text([.literal(raw)])
    }

    /// Parameters kept for an unsupported action; an archived predicate is decoded to text.
    static func decoded(_ parameters: PlistDictionary) -> PlistDictionary {
        var kept = parameters
        if let data = parameters["predicate"]?.data, let archive = try? KeyedArchive.unarchive(data) {
            kept["predicate (decoded)"] = .string(PredicateText.describe(archive))
        }
        return kept
    }
}
