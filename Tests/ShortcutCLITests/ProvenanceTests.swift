import Foundation
import XCTest

/// Every data file says where it comes from and under which licence (issue 27 item 8): each
/// `Tests/*/Fixtures` folder has a README naming each of its entries, every copy of a public file
/// (`owner__name.shortcut`, `.plist`, `.xml`, `.workflow`) has its row in the `SOURCES.tsv` beside
/// it with a `LICENSES.md`, and every generated table in `Sources/*/Generated` names its source and
/// licence in its header or in a licence file beside it.
final class ProvenanceTests: IsolatedTestCase {
    static let root = GoldenWorkflowTests.packageRoot

    func testEveryFixturesFolderNamesEachEntryInItsReadme() throws {
        let folders = try Self.fixturesFolders(in: Self.root.appendingPathComponent("Tests"))
        XCTAssertGreaterThanOrEqual(folders.count, 6, "the Fixtures folders were not found")
        XCTAssertEqual(folders.flatMap(Self.readmeProblems), [])
    }

    func testEveryCopiedFileHasItsSourceRowAndLicence() throws {
        var problems: [String] = []
        for folder in ["Tests", "Workflows"] {
            problems += try Self.copyProblems(under: Self.root.appendingPathComponent(folder))
        }
        XCTAssertEqual(problems, [])
    }

    func testEveryGeneratedTableNamesItsSourceAndLicence() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var checked = 0
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let generated = sources.appendingPathComponent(target).appendingPathComponent("Generated")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: generated.path) else { continue }
            let licenceBeside = files.contains { $0.uppercased().contains("LICENSE") }
            for file in files.sorted() where file.hasSuffix(".swift") {
                checked += 1
                let text = String(decoding: try Data(contentsOf: generated.appendingPathComponent(file)), as: UTF8.self)
                let header = text.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }).joined(separator: "\n")
                XCTAssertTrue(
                    header.contains("Generated"), "\(target)/Generated/\(file): the header does not say what it is generated from"
                )
                XCTAssertTrue(
                    licenceBeside || header.lowercased().contains("licen"),
                    "\(target)/Generated/\(file): no licence in the header and no licence file beside it")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3, "the generated tables were not found")
    }

    /// The checks find what they look for: a Fixtures folder without a README, an entry the README
    /// does not name, a copy without its row, a copies folder without its licences.
    func testTheChecksReportMissingProvenance() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("provenance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fixtures = scratch.appendingPathComponent("T/Fixtures")
        let copies = fixtures.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: fixtures.appendingPathComponent("table.tsv"))
        try Data("x".utf8).write(to: copies.appendingPathComponent("someone__Thing.shortcut"))
        XCTAssertEqual(try Self.fixturesFolders(in: scratch).map(\.lastPathComponent), ["Fixtures"])
        XCTAssertEqual(Self.readmeProblems(fixtures), ["T/Fixtures: no README.md saying where its files come from"])
        try Data("`table.tsv`: written by hand".utf8).write(to: fixtures.appendingPathComponent("README.md"))
        XCTAssertEqual(Self.readmeProblems(fixtures), ["T/Fixtures/README.md does not name `shortcuts`"])
        XCTAssertEqual(
            try Self.copyProblems(under: scratch),
            [
                "T/Fixtures/shortcuts: copies of public files but no SOURCES.tsv",
                "T/Fixtures/shortcuts: copies of public files but no LICENSES.md",
            ])
        try Data("file\trepository\tcommit\tpath\tlicence\nother__A.shortcut\tr\tc\tp\tMIT\n".utf8).write(
            to: copies.appendingPathComponent("SOURCES.tsv"))
        try Data("MIT".utf8).write(to: copies.appendingPathComponent("LICENSES.md"))
        XCTAssertEqual(
            try Self.copyProblems(under: scratch), ["T/Fixtures/shortcuts/someone__Thing.shortcut: no row in SOURCES.tsv"])
    }

    /// Every folder named `Fixtures` one level inside a test target's folder.
    static func fixturesFolders(in tests: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted().compactMap { target in
            let fixtures = tests.appendingPathComponent(target).appendingPathComponent("Fixtures")
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: fixtures.path, isDirectory: &folder) && folder.boolValue
                ? fixtures : nil
        }
    }

    /// What a Fixtures folder's README lacks: the README itself, or the name of an entry.
    static func readmeProblems(_ fixtures: URL) -> [String] {
        let name = fixtures.deletingLastPathComponent().lastPathComponent + "/Fixtures"
        guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("README.md")) else {
            return ["\(name): no README.md saying where its files come from"]
        }
        let readme = String(decoding: data, as: UTF8.self)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return entries.sorted().filter { $0 != "README.md" && !$0.hasPrefix(".") && !readme.contains($0) }.map {
            "\(name)/README.md does not name `\($0)`"
        }
    }

    /// Copies of public files (`owner__name` with a document extension) without their row in the
    /// `SOURCES.tsv` beside them, and folders of copies without a `SOURCES.tsv` or `LICENSES.md`.
    static func copyProblems(under folder: URL) throws -> [String] {
        let copyExtensions: Set<String> = ["shortcut", "plist", "xml", "workflow", "wflow"]
        var copiesByFolder: [String: [String]] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker {
            if url.pathExtension == "workflow" { walker.skipDescendants() }
            guard url.lastPathComponent.contains("__"), copyExtensions.contains(url.pathExtension) else { continue }
            copiesByFolder[url.deletingLastPathComponent().path, default: []].append(url.lastPathComponent)
        }
        let base = folder.path + "/"
        var problems: [String] = []
        for (path, copies) in copiesByFolder.sorted(by: { $0.key < $1.key }) {
            let shown = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            let sources = try? String(decoding: Data(contentsOf: URL(fileURLWithPath: path + "/SOURCES.tsv")), as: UTF8.self)
            if sources == nil { problems.append("\(shown): copies of public files but no SOURCES.tsv") }
            if !FileManager.default.fileExists(atPath: path + "/LICENSES.md") {
                problems.append("\(shown): copies of public files but no LICENSES.md")
            }
            guard let sources else { continue }
            let rows = Set(sources.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
            problems += copies.sorted().filter { !rows.contains($0) }.map { "\(shown)/\($0): no row in SOURCES.tsv" }
        }
        return problems
    }
}
