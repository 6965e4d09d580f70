import Foundation
import ShortcutActions
import ShortcutEngine

/// `shortcut store get|set|remove|list|clear KEYPATH`: reads and changes the persistent store
/// the store actions use (or, with `--in NAME`, a named store beside it), outside any workflow.
enum StoreCommand: Command {
    static let name = "store"
    static let summary = "read or change the persistent store by key path"
    static let usage = Usage(
        command: name, arguments: "get|set|remove|list|clear [KEYPATH] [VALUE]",
        sections: [.init(column: 16, entries: [Option<String>.store, Option<String>.storeName])],
        notes: [
            "get KEYPATH prints the value (dictionaries and lists as JSON); nothing there is exit 66; get alone prints the whole store.",
            "set KEYPATH VALUE stores VALUE, read as JSON when it is JSON (42, true, [1,2], {\"a\":1}), else as text.",
            "remove KEYPATH removes the value; list [KEYPATH] prints the keys of a dictionary, one a line.",
            "clear removes every value (the version before is kept as the store's .bak file).",
            "Key paths are dot paths (a.b.c); numbers index lists from 1, negative from the end; \\. is a literal dot.",
        ])

    /// The verbs and how many arguments each takes after it.
    private enum Verb: String {
        case get, set, remove, list, clear

        var counts: ClosedRange<Int> {
            switch self {
            case .get: return 0...1
            case .remove: return 1...1
            case .set: return 2...2
            case .list: return 0...1
            case .clear: return 0...0
            }
        }

        /// The action that does it.
        var action: any Action.Type {
            switch self {
            case .get: return StoreGetAction.self
            case .set: return StoreSetAction.self
            case .remove: return StoreRemoveAction.self
            case .list: return StoreKeysAction.self
            case .clear: return StoreClearAction.self
            }
        }
    }

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let words = arguments.positionals
        guard let first = words.first, let verb = Verb(rawValue: first), verb.counts.contains(words.count - 1) else {
            throw CommandLineFailure.storeUsage(got: words)
        }
        // An empty key path would name the whole store (`set ""` replaced it): only `get` and `list`
        // with no key path at all mean the whole store.
        if words.count > 1, words[1].isEmpty { throw CommandLineFailure.storeEmptyKeyPath(verb: verb.rawValue) }
        var invocation = ActionInvocation(verb.action.definition.shortIdentifier)
        if verb != .clear {
            invocation.parameters.append(.init(key: "path", value: .literal(.text(words.count > 1 ? words[1] : ""))))
        }
        if verb == .set { invocation.parameters.append(.init(key: "value", value: .literal(value(words[2])))) }
        if let name = arguments.value(.storeName) {
            guard StoreNames.fileName(of: name) != nil else { throw CommandLineFailure.badStoreName(name) }
            invocation.parameters.append(.init(key: "store", value: .literal(.text(name))))
        }
        let host = CommandLineHost(
            console: console, now: nil, timeZone: TimeZone(identifier: "UTC") ?? .current, answers: [:], clipboardFile: nil)
        if let store = arguments.value(.store) { host.storePath = store }
        let document = WorkflowDocument(name: "store \(verb.rawValue)", actions: [invocation])
        let program = try Compiler.compile(document, registry: registry, file: nil)
        let result = try Runner(registry: registry, host: host).run(program).output
        switch verb {
        case .get:
            if result == .nothing, words.count > 1 { throw CommandLineFailure.storeNoValue(path: words[1]) }
            console.write(shown(result) + "\n")
        case .list: for key in result.items { console.write(Coercion().text(key) + "\n") }
        case .set, .remove, .clear: break
        }
        return .ok
    }

    /// A command-line value: JSON when it parses as JSON, else the text as written.
    static func value(_ text: String) -> Value {
        guard let json = try? JSONParser.parse(text) else { return .text(text) }
        return Value(json: json)
    }

    /// Dictionaries and lists as JSON, anything else as text.
    static func shown(_ value: Value) -> String {
        let coercion = Coercion()
        switch value {
        case .dictionary, .list: return coercion.json(value).serialized(pretty: true)
        default: return coercion.text(value)
        }
    }
}
