import Foundation
import XCTest

/// docs/architecture.md describes every target of Package.swift.
final class ArchitectureDocTests: IsolatedTestCase {
    func testEveryPackageTargetIsDescribed() throws {
        let root = GoldenWorkflowTests.packageRoot
        let package = String(decoding: try Data(contentsOf: root.appendingPathComponent("Package.swift")), as: UTF8.self)
        let map = String(decoding: try Data(contentsOf: root.appendingPathComponent("docs/architecture.md")), as: UTF8.self)
        let targets = Self.targetNames(in: package)
        XCTAssertGreaterThan(targets.count, 10, "no targets read from Package.swift")
        for target in targets {
            XCTAssertTrue(map.contains("`\(target)`"), "docs/architecture.md does not describe the target `\(target)`")
        }
    }

    /// The names in `.target(name: "X"`, `.executableTarget(name: "X"`, `.testTarget(name: "X"` and the like.
    static func targetNames(in package: String) -> [String] {
        var names: [String] = []
        var rest = Substring(package)
        while let call = rest.range(of: "arget(name: \"") {
            rest = rest[call.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            names.append(String(rest[..<end]))
        }
        return names
    }
}
