import Foundation

/// Test fixtures live beside the tests and are read by path, so a clean clone needs nothing else.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(relativePath))
    }

    /// Corpus shortcut files (everything except the licence and source lists), sorted by name.
    static func shortcutFiles() throws -> [URL] {
        let folder = root.appendingPathComponent("shortcuts")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !["md", "tsv"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func automatorFiles() throws -> [URL] {
        let folder = root.appendingPathComponent("automator")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "workflow" }
            .map { $0.appendingPathComponent("Contents/document.wflow") }
            .sorted { $0.path < $1.path }
    }
}
