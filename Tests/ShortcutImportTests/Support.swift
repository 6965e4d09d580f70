import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine

@testable import ShortcutImport

/// Fixtures: the AppleFormats corpus copies (shortcuts) and this target's Automator bundles.
enum Corpus {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()
    static let registry = BuiltinActions.registry

    static func shortcutFiles() throws -> [URL] {
        let folder = packageRoot.appendingPathComponent("Tests/AppleFormatsTests/Fixtures/shortcuts")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !["md", "tsv"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func automatorBundles() throws -> [URL] {
        let folder = here.appendingPathComponent("Fixtures/automator")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "workflow" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every `Workflows/**/*.json` document that reads.
    static func workflowDocuments() -> [(path: String, document: WorkflowDocument)] {
        let root = packageRoot.appendingPathComponent("Workflows").path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [(String, WorkflowDocument)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json"), let data = FileManager.default.contents(atPath: root + "/" + relative),
                let document = try? DocumentReader.read(data)
            else { continue }
            result.append(("Workflows/" + relative, document))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The import of a fixture file, done once per test run: several tests check different things
    /// about the same import (the signed files' LZFSE payloads are slow to decode in a debug build).
    static func importFile(_ url: URL) throws -> ImportResult {
        if let cached = imports.withLock({ $0[url] }) { return cached }
        let result = try Importer.importFile(atPath: url.path, registry: registry)
        imports.withLock { $0[url] = result }
        return result
    }

    private static let imports = LockedImports()

    /// Imports by file; fixtures never change during a run.
    private final class LockedImports: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [URL: ImportResult] = [:]

        func withLock<T>(_ body: (inout [URL: ImportResult]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&results)
        }
    }

    /// import(export(doc)).
    static func roundTrip(_ document: WorkflowDocument) throws -> WorkflowDocument {
        let exported = try ShortcutExporter(registry: registry).export(document)
        let data = try ShortcutExporter.serialize(exported.plist, xml: false, file: "memory")
        return try Importer.importData(data, name: document.name, file: "memory", registry: registry).document
    }

    /// The document with every reference's display text cleared: the writer canonicalises it.
    static func withoutSources(_ document: WorkflowDocument) -> WorkflowDocument {
        var copy = document
        for index in copy.actions.indices {
            copy.actions[index].parameters = copy.actions[index].parameters.map {
                .init(
                    key: $0.key,
                    value: DocumentEquivalence.rewrite($0.value) {
                        var r = $0; r.source = ""; return r
                    })
            }
        }
        return copy
    }
}
