import Foundation
import XCTest

/// Every public declaration of a library product (the targets Package.swift's `.library` products
/// name) carries a documentation comment, so each product's API reads in DocC and in an editor's
/// quick help. The toolchain's DocC plugin is not a dependency here, so this is the check.
final class PublicDocumentationTests: IsolatedTestCase {
    func testEveryPublicDeclarationOfALibraryProductIsDocumented() throws {
        let root = GoldenWorkflowTests.packageRoot
        let package = String(decoding: try Data(contentsOf: root.appendingPathComponent("Package.swift")), as: UTF8.self)
        let targets = Self.libraryTargets(in: package)
        XCTAssertTrue(
            Set(["NaturalCalc", "Inflection", "ShortcutImport", "AppleFormats", "ShortcutEngine"]).isSubset(of: Set(targets)),
            "the embeddable libraries are products: \(targets)")
        var undocumented: [String] = []
        for target in targets {
            let folder = root.appendingPathComponent("Sources/\(target)")
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in files where relative.hasSuffix(".swift") && !relative.hasPrefix("Generated/") {
                let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(relative)), as: UTF8.self)
                undocumented += Self.undocumented(in: text).map { "Sources/\(target)/\(relative):\($0)" }
            }
        }
        XCTAssertEqual(undocumented, [], "add a /// comment above each of these public declarations")
    }

    func testTheCheckReadsDeclarationsAsSwiftFormatDoes() {
        let text = """
            /// Documented.
            public struct A {
                /// Documented, after an attribute.
                @inlinable
                public func f() {}
                public var missing: Int
                // A plain comment is not documentation.
                public init() {}
                internal func hidden() {}
            }
            public enum SomeAction: Action {
                public static let definition = ActionDefinition("x", name: "X", summary: "", category: "", output: .none)
                public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value { .nothing }
                public static func helper() {}
            }
            """
        XCTAssertEqual(Self.undocumented(in: text), [6, 8, 11, 14])
        XCTAssertEqual(
            Self.libraryTargets(in: ".library(name: \"A\", targets: [\"A\", \"B\"]),\n.library(name: \"C\", targets: [\"C\"])"),
            ["A", "B", "C"])
    }

    /// How an `Action`'s implementations of its two documented requirements begin.
    static let actionRequirements = [
        "public static let definition = ActionDefinition(",
        "public static func perform(_ parameters: ResolvedParameters, context: ActionContext)",
    ]

    /// The targets of every `.library(name: …, targets: [...])` product.
    static func libraryTargets(in package: String) -> [String] {
        package.split(separator: "\n").filter { $0.contains(".library(") }.flatMap { line -> [String] in
            guard let list = line.range(of: "targets: ["), let close = line[list.upperBound...].firstIndex(of: "]") else {
                return []
            }
            return ArchitectureDocTests.quoted(line[list.upperBound..<close])
        }
    }

    /// The 1-based lines of `public` or `open` declarations with no `///` comment above them
    /// (attributes between the two are passed over). An action's `definition` and `perform` are
    /// passed over too: the `Action` protocol's requirements document them once.
    static func undocumented(in text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [Int] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("public ") || line.hasPrefix("open ") {
            if actionRequirements.contains(where: line.hasPrefix) { continue }
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
            if above < 0 || !(lines[above].hasPrefix("///") || lines[above].hasSuffix("*/")) { found.append(index + 1) }
        }
        return found
    }
}
