import Foundation
import XCTest

/// docs/architecture.md describes every target of Package.swift, and each table row's "depends
/// on" column names exactly the target's dependencies in Package.swift.
final class ArchitectureDocTests: IsolatedTestCase {
    func testEveryPackageTargetIsDescribedWithItsDependencies() throws {
        let root = GoldenWorkflowTests.packageRoot
        let package = String(decoding: try Data(contentsOf: root.appendingPathComponent("Package.swift")), as: UTF8.self)
        let map = String(decoding: try Data(contentsOf: root.appendingPathComponent("docs/architecture.md")), as: UTF8.self)
        let targets = Self.targets(in: package)
        XCTAssertGreaterThan(targets.count, 10, "no targets read from Package.swift")
        let rows = Self.dependencyColumns(in: map)
        for (target, dependencies) in targets {
            guard let documented = rows[target] else {
                XCTFail("docs/architecture.md has no table row for the target `\(target)`")
                continue
            }
            XCTAssertEqual(
                documented, dependencies,
                "docs/architecture.md: the row of `\(target)` says it depends on \(documented.sorted()), Package.swift on \(dependencies.sorted())"
            )
        }
    }

    func testTheReadersReadWhatTheyShould() {
        let package = """
            .target(name: "A"),
            // a comment
            .target(name: "B", dependencies: ["A"]),
            .testTarget(name: "BTests", dependencies: ["B", "A"], exclude: ["Fixtures"]),
            .target(name: "C", path: "Tests/C"),
            """
        XCTAssertEqual(Self.targets(in: package), ["A": [], "B": ["A"], "BTests": ["B", "A"], "C": []])
        let map = """
            | target | purpose | depends on |
            | --- | --- | --- |
            | `A` | Uses `B` in its purpose, not as a dependency. | Foundation |
            | `B` | Two | `A`, `C` |
            | `C` | Three | — |
            """
        XCTAssertEqual(Self.dependencyColumns(in: map), ["A": [], "B": ["A", "C"], "C": []])
    }

    /// Each `.target(name: "X"…)`, `.executableTarget(…)` and `.testTarget(…)` with the names in its
    /// `dependencies: [...]` (none when it has no such list).
    static func targets(in package: String) -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        for line in package.split(separator: "\n") {
            guard let call = line.range(of: "arget(name: \""), let end = line[call.upperBound...].firstIndex(of: "\"") else {
                continue
            }
            let name = String(line[call.upperBound..<end])
            var dependencies: Set<String> = []
            if let list = line.range(of: "dependencies: ["), let close = line[list.upperBound...].firstIndex(of: "]") {
                dependencies = Set(quoted(line[list.upperBound..<close]))
            }
            targets[name] = dependencies
        }
        return targets
    }

    /// The table rows `| \`X\` | … | deps |`: the backquoted names of each row's last column.
    static func dependencyColumns(in map: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in map.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, let name = backquoted(Substring(cells[1])).first, let last = cells.dropLast().last else {
                continue
            }
            rows[name] = Set(backquoted(Substring(last)))
        }
        return rows
    }

    static func quoted(_ text: Substring) -> [String] { delimited(text, by: "\"") }
    static func backquoted(_ text: Substring) -> [String] { delimited(text, by: "`") }

    /// The pieces of `text` between pairs of `mark`.
    static func delimited(_ text: Substring, by mark: Character) -> [String] {
        text.split(separator: mark, omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }
}
