// swift-tools-version:6.0
// An app that embeds ShortcutEngine's libraries, each by its product, from this checkout by path:
// the calculator, the pluraliser, Apple's formats, the importer, and the engine with its actions.
// Build and run it with `swift run --package-path Examples/Embedding` (CI does, docs/embedding.md).
import PackageDescription

let package = Package(
    name: "Embedding",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ShortcutEngine", path: "../..")],
    targets: [
        .executableTarget(
            name: "embedding",
            dependencies: [
                .product(name: "NaturalCalc", package: "ShortcutEngine"),
                .product(name: "Inflection", package: "ShortcutEngine"),
                .product(name: "AppleFormats", package: "ShortcutEngine"),
                .product(name: "ShortcutImport", package: "ShortcutEngine"),
                .product(name: "ShortcutEngine", package: "ShortcutEngine"),
                .product(name: "ShortcutActions", package: "ShortcutEngine"),
                .product(name: "SafeFiles", package: "ShortcutEngine"),
            ])
    ]
)
