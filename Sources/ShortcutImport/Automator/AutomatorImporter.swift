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

    /// Maps a parsed `document.wflow`; `file` names it in errors.
    public func importDocument(_ plist: PropertyList, name: String, file: String) throws(WorkflowError) -> ImportResult {
        guard let actions = plist["actions"]?.array else {
            throw WorkflowError(ImportFailure.noAutomatorActions, file: file)
        }
        var variables: [String: String] = [:]
        for entry in plist["variables"]?.array ?? [] {
            if let uuid = entry["UUID"]?.string { variables[uuid] = ShortcutMapper.safeName(entry["name"]?.string ?? uuid) }
        }
        var report = ImportReport(container: "Automator workflow (XML plist)")
        var document = WorkflowDocument(name: name, actions: [])
        var loops = 0
        for (offset, entry) in actions.enumerated() {
            guard let action = entry["action"]?.dictionaryValue else {
                throw WorkflowError(ImportFailure.automatorActionWithoutDictionary(offset + 1), file: file)
            }
            let bundle = action["BundleIdentifier"]?.string ?? action["ActionBundlePath"]?.string ?? "unknown"
            let written = bundle.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
            // An emptied identifier names nothing, as an absent one does.
            let identifier = written.isEmpty ? "unknown" : written
            if action["Disabled"]?.bool == true {
                report.skipped.append("action \(offset + 1) \(identifier) is disabled")
                continue
            }
            let parameters = Self.resolvingPathPopUps(
                action["ActionParameters"]?.dictionaryValue ?? PlistDictionary(),
                properties: action["AMParameterProperties"]?.dictionaryValue)
            try Self.checkArchives(parameters, action: offset + 1, file: file)
            if identifier == Self.loopIdentifier {
                do {
                    document.actions = try Self.foldLoop(document.actions, parameters, number: loops + 1)
                    loops += 1
                    report.mapped += 1
                    continue
                } catch {
                    report.warnings.append("action \(offset + 1) \(identifier): \(error.reason) cannot be expressed")
                }
            }
            let mapping =
                AutomatorMappings.mapping(identifier) ?? AutomatorMappings.mapping(bundlePath: action["ActionBundlePath"]?.string)
            var invocation: ActionInvocation?
            if let mapping {
                do { invocation = try Self.invocation(mapping, parameters, variables: variables) } catch {
                    invocation = Self.alternative(mapping, parameters, variables: variables)
                    if invocation == nil {
                        report.warnings.append("action \(offset + 1) \(identifier): \(error.reason) cannot be expressed")
                    }
                }
            }
            if action["IgnoresInput"]?.bool == true, offset > 0 {
                document.actions.append(ActionInvocation("nothing"))
                report.warnings.append("action \(offset + 1) \(identifier) ignores its input: a Nothing is put before it")
            }
            let definition = invocation.flatMap { registry.action(for: $0.identifier)?.definition }
            let refusal = invocation.flatMap { invocation in definition.flatMap { Self.unknownChoice(invocation, $0) } }
            if let refusal { report.warnings.append("action \(offset + 1) \(identifier): \(refusal)") }
            if let invocation, let mapping, let definition, refusal == nil,
                invocation.parameters.allSatisfy({ definition.parameter($0.key) != nil })
            {
                document.actions.append(invocation)
                report.mapped += 1
                for key in AutomatorParameterTable.unknownKeys(action["ActionParameters"], bundle: identifier, mapping: mapping) {
                    report.warnings.append(
                        "action \(offset + 1) \(identifier): parameter '\(key)' is not known here and is ignored")
                }
            } else {
                var kept = ActionInvocation(identifier)
                let target = mapping?.plan ?? "no engine action yet"
                let reason =
                    "Automator action \(action["ActionName"]?.string ?? identifier): \(refusal ?? "will map to \(target)")"
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
