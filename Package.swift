// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
    import Glibc
#endif

let package = Package(
    name: "ShortcutEngine",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ShortcutEngine", targets: ["ShortcutEngine"]),
        .library(name: "ShortcutActions", targets: ["ShortcutActions"]),
        .library(name: "Images", targets: ["Images"]),
        .library(name: "PDF", targets: ["PDF"]),
        // The pieces people embed on their own (docs/embedding.md; Examples/Embedding builds on each).
        .library(name: "NaturalCalc", targets: ["NaturalCalc"]),
        .library(name: "Inflection", targets: ["Inflection"]),
        .library(name: "AppleFormats", targets: ["AppleFormats"]),
        .library(name: "ShortcutImport", targets: ["ShortcutImport"]),
        .library(name: "SafeFiles", targets: ["SafeFiles"]),
        .library(name: "ContentGraphRendering", targets: ["ContentGraphRendering"]),
        .executable(name: "shortcut", targets: ["shortcut"]),
        .executable(name: "shortcut-net", targets: ["shortcut-net"]),
    ],
    targets: [
        // The model and the engine: knows no concrete action.
        // SplitMix64, the one seeded generator: runs, shuffles, fuzzing and tests replay from a seed.
        .target(name: "SeededRandom"),
        // Thousands grouping (1,234,567): the one copy every count and number shown uses.
        .target(name: "DigitGrouping"),
        // The file layer: the FileSystem seam, the path policy, journalled batches; Foundation only.
        .target(name: "SafeFiles"),
        // Decimal arithmetic that cannot trap: overflow is an error, underflow saturates to zero.
        .target(name: "CheckedDecimal"),
        // The persistent store's file: locked, written atomically with a backup; Foundation only.
        .target(name: "StoreFiles"),
        .target(
            name: "ShortcutEngine",
            dependencies: ["SafeFiles", "SeededRandom", "CheckedDecimal", "NaturalCalc", "AppleFormats", "DigitGrouping"]),
        // MD5, SHA-1, SHA-256, SHA-512 and hex, from their specifications; no dependency.
        // ZIP, gzip, tar and .xz with our own inflate/deflate, LZMA2 and CRC-32; SHA-256 (an .xz check) from Digests.
        .target(name: "Archives", dependencies: ["Digests", "CivilDays"]),
        .target(name: "Digests"),
        // Days and dates of the proleptic Gregorian calendar in integer arithmetic; no dependency.
        .target(name: "CivilDays"),
        // RFC 5545 iCalendar read and written, its time zones and recurrence rules; Foundation only.
        .target(name: "ICalendar", dependencies: ["CivilDays"]),
        // Pixel buffers and our own image codecs (PNG, JPEG, …) on Archives' inflate/deflate and CRC-32,
        // and TrueType fonts drawn into them; Foundation only, the same on Linux and macOS, no engine dependency.
        .target(name: "Images", dependencies: ["Archives", "DigitGrouping"]),
        // PDF read (xref tables and streams, object streams, filters, RC4 encryption), written
        // (image and text pages, merged pages, RC4 encryption) and its text layer; Foundation only.
        .target(name: "PDF", dependencies: ["Archives", "Digests"]),
        // RFC 9535 JSONPath queries over a JSON value; Foundation only, no engine dependency.
        .target(name: "JSONPath"),
        // RS*, PS* and ES* signatures for JSON Web Tokens (RFC 7518): PEM/DER private keys, our own
        // big integers, RSA and P-256/P-384/P-521 ECDSA; hashes from Digests.
        .target(name: "Signatures", dependencies: ["Digests"]),
        // HTML and XML parsed into a tree and queried with CSS selectors or XPath 1.0; Foundation only,
        // the HTML named references from Markup.
        .target(name: "DocumentQuery", dependencies: ["Markup"]),
        // SQL queries (SQLite's dialect) over a list of records; Foundation only, no engine dependency.
        .target(name: "RecordQuery", dependencies: ["CivilDays"]),
        // The jq language (1.7 manual) over one JSON value; Foundation only, no engine dependency.
        .target(name: "JQ", dependencies: ["CivilDays"]),
        // Markdown → HTML (CommonMark), HTML → Markdown and plain text; Foundation only, no engine dependency.
        .target(name: "Markup"),
        // Pluralise/singularise and change case; no engine dependency.
        .target(name: "Inflection", exclude: ["DISPUTED.md", "Generated/WORDNET-LICENSE", "Generated/WORD-LIST-NOTICES.md"]),
        // English spelling correction over SCOWL's word lists (generated, zlib-packed: Archives'
        // inflate reads them on first use); no engine dependency.
        .target(name: "Spelling", dependencies: ["Archives"], exclude: ["Generated/SCOWL-LICENSE.md"]),
        // Sorting, dedupe, shuffle and slicing algorithms for lists; no engine dependency.
        .target(name: "ListOrdering"),
        // Property lists (XML, binary, JSON), LZFSE, Apple Encrypted Archive, Apple Archive,
        // NSKeyedArchiver: the readers the importers stand on; no engine dependency.
        .target(name: "AppleFormats", dependencies: ["CivilDays"]),
        // The seeded fuzz campaign (a target per reader, mutation and structure-aware generation)
        // shared by the tests and formats-bench.
        .target(
            name: "FormatsFuzzing",
            dependencies: [
                "AppleFormats", "Archives", "Images", "PDF", "SeededRandom", "ShortcutEngine", "ShortcutActions",
                "ShortcutImport", "NaturalCalc", "JQ", "DocumentQuery", "RecordQuery",
            ]),
        // The Soulver-style natural-language calculator; no engine dependency.
        .target(name: "NaturalCalc", dependencies: ["CheckedDecimal", "SeededRandom", "DigitGrouping"]),
        // The frames `shortcut` and its web helper exchange; Foundation only (no FoundationNetworking).
        .target(name: "WebTransport"),
        // One file per built-in action.
        .target(
            name: "ShortcutActions",
            dependencies: [
                "ShortcutEngine", "Digests", "Archives", "SafeFiles", "Inflection", "ListOrdering", "NaturalCalc", "StoreFiles",
                "Markup", "WebTransport", "AppleFormats", "DigitGrouping", "Images", "PDF", "SeededRandom", "JSONPath",
                "DocumentQuery", "RecordQuery", "JQ", "Signatures", "ICalendar", "Spelling",
            ]),
        // Apple .shortcut and Automator .workflow importers and the .shortcut exporter; the registry is a parameter.
        .target(name: "ShortcutImport", dependencies: ["ShortcutEngine", "AppleFormats", "Inflection"]),
        // The content graph as text, JSON, Graphviz DOT and a self-contained HTML page; the page's
        // template is a file embedded at build time (an installed binary needs no resource folder).
        .target(
            name: "ContentGraphRendering", dependencies: ["ShortcutEngine", "Images"],
            resources: [.embedInCode("Resources/GraphPage.html")]),
        // Argument parsing, commands, rendering, exit codes; no `exit()` inside.
        .target(
            name: "ShortcutCLI",
            dependencies: [
                "ShortcutEngine", "ContentGraphRendering", "SafeFiles", "ShortcutActions", "ListOrdering", "ShortcutImport",
                "AppleFormats", "NaturalCalc", "StoreFiles", "Inflection", "DigitGrouping", "Images", "PDF", "Spelling",
            ]),
        .executableTarget(
            name: "shortcut", dependencies: ["ShortcutCLI"], exclude: ["startup-order.txt"],
            linkerSettings: startupLinking),
        // The web actions' transport (FoundationNetworking, so libcurl), started by `shortcut` on
        // its first request so that runs which fetch nothing never load it (docs/architecture.md).
        .executableTarget(name: "shortcut-net", dependencies: ["WebTransport", "ShortcutEngine"]),
        .executableTarget(
            name: "shortcut-bench",
            dependencies: [
                "ShortcutEngine", "ContentGraphRendering", "SafeFiles", "Digests", "Archives", "ShortcutActions", "ShortcutCLI",
                "Inflection", "ListOrdering", "Markup", "SeededRandom",
            ]),
        .executableTarget(name: "calc-bench", dependencies: ["NaturalCalc"]),
        // Image codec timings (decode, encode; release) and a decode/encode tool for the comparison scripts.
        .executableTarget(name: "images-bench", dependencies: ["Images"]),
        .executableTarget(name: "formats-bench", dependencies: ["AppleFormats", "FormatsFuzzing"]),
        .testTarget(
            name: "ShortcutEngineTests",
            dependencies: ["TestHome", "ShortcutEngine", "SafeFiles", "CheckedDecimal", "SeededRandom", "TestBudget"]),
        .testTarget(name: "CheckedDecimalTests", dependencies: ["TestHome", "CheckedDecimal", "SeededRandom", "TestBudget"]),
        .testTarget(name: "SeededRandomTests", dependencies: ["TestHome", "SeededRandom"]),
        .testTarget(name: "DigitGroupingTests", dependencies: ["TestHome", "DigitGrouping"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["TestHome", "SafeFiles"]),
        .testTarget(name: "StoreFilesTests", dependencies: ["TestHome", "StoreFiles"]),
        .testTarget(name: "WebTransportTests", dependencies: ["TestHome", "WebTransport"]),
        .testTarget(name: "ContentGraphRenderingTests", dependencies: ["TestHome", "ContentGraphRendering", "ShortcutEngine"]),
        .testTarget(
            name: "NaturalCalcTests", dependencies: ["TestHome", "NaturalCalc", "SeededRandom", "TestBudget"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "AppleFormatsTests", dependencies: ["TestHome", "AppleFormats", "FormatsFuzzing", "TestBudget", "Digests"],
            exclude: ["Fixtures"]),
        .testTarget(name: "InflectionTests", dependencies: ["TestHome", "Inflection"], exclude: ["Fixtures"]),
        .testTarget(name: "SpellingTests", dependencies: ["TestHome", "Spelling"], exclude: ["Fixtures"]),
        .testTarget(
            name: "MarkupTests", dependencies: ["TestHome", "Markup", "TestBudget", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "DigestsTests", dependencies: ["TestHome", "Digests", "TestBudget"]),
        .testTarget(
            name: "JSONPathTests", dependencies: ["TestHome", "JSONPath", "SeededRandom"],
            exclude: ["LICENSE-compliance-suite.txt"]),
        .testTarget(name: "SignaturesTests", dependencies: ["TestHome", "Signatures", "Digests", "TestBudget"]),
        .testTarget(name: "DocumentQueryTests", dependencies: ["TestHome", "DocumentQuery", "TestBudget"]),
        .testTarget(name: "RecordQueryTests", dependencies: ["TestHome", "RecordQuery", "SeededRandom", "TestBudget"]),
        .testTarget(name: "JQTests", dependencies: ["TestHome", "JQ"]),
        .testTarget(name: "CivilDaysTests", dependencies: ["TestHome", "CivilDays"]),
        .testTarget(name: "ICalendarTests", dependencies: ["TestHome", "ICalendar"], exclude: ["Fixtures"]),
        .testTarget(name: "ArchivesTests", dependencies: ["TestHome", "Archives", "SeededRandom", "TestBudget"]),
        .testTarget(
            name: "ImagesTests", dependencies: ["TestHome", "Images", "Archives", "Digests", "TestBudget"], exclude: ["Fixtures"]),
        .testTarget(name: "PDFTests", dependencies: ["TestHome", "PDF", "Archives"]),
        .testTarget(name: "ListOrderingTests", dependencies: ["TestHome", "ListOrdering", "SeededRandom", "TestBudget"]),
        .testTarget(
            name: "ShortcutActionsTests",
            dependencies: [
                "TestHome", "ShortcutActions", "Archives", "ShortcutEngine", "SafeFiles", "SeededRandom", "TestBudget",
                "StoreFiles", "Images", "TestHTTPServer",
            ]),
        // Helpers shared by the golden tests of two test targets.
        .target(name: "GoldenSupport", path: "Tests/GoldenSupport"),
        // SHORTCUT_TEST_BUDGET (small, medium, large): how big the fuzz and property campaigns are.
        .target(name: "TestBudget", path: "Tests/TestBudget"),
        // The temporary home (HOME and XDG folders) every test runs in; no test touches the user's home.
        .target(name: "TestHome", path: "Tests/TestHome"),
        // A small HTTP/1.1 server on 127.0.0.1 (POSIX sockets) the web tests and goldens run against.
        .target(name: "TestHTTPServer", path: "Tests/TestHTTPServer"),
        .testTarget(
            name: "ShortcutImportTests",
            dependencies: [
                "TestHome", "ShortcutImport", "ShortcutCLI", "ShortcutActions", "ShortcutEngine", "AppleFormats",
                "FormatsFuzzing", "GoldenSupport", "TestBudget", "SeededRandom",
            ], exclude: ["Fixtures"]),
        .testTarget(
            name: "ShortcutCLITests",
            dependencies: [
                "TestHome", "ShortcutCLI", "ShortcutActions", "ShortcutEngine", "SafeFiles", "SeededRandom", "GoldenSupport",
                "TestBudget", "TestHTTPServer", "WebTransport", "DigitGrouping", "ContentGraphRendering", "Images", "Archives",
            ]),
    ]
)

/// How `shortcut` is linked for release on Linux, so that a start touches few pages (issue 29,
/// docs/performance.md): lld lays out first the functions a short run executes, listed in
/// Sources/shortcut/startup-order.txt (regenerated by scripts/startup-order.sh; a name no longer in
/// the program is skipped, so a stale list costs speed, never correctness), and packs the relative
/// relocations (DT_RELR: 20 KB for the loader to read instead of 2 MB) where the C library can load
/// them. The toolchain's static-stdlib flags export every symbol of the program (9,800 of them) to the
/// dynamic table, which only `dladdr` reads; `--no-export-dynamic` takes them out again (the runtime's
/// start-up `dladdr` search cost 0.25 M instructions over them).
var startupLinking: [LinkerSetting] {
    let root = String(#filePath.dropLast("Package.swift".count))
    var flags = [
        "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(root)Sources/shortcut/startup-order.txt",
        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
    ]
    if loaderReadsPackedRelocations { flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
}

/// Whether the C library this builds against loads packed relative relocations: glibc 2.36 and
/// later. A binary packed here needs that glibc where it runs, and would not start on an older one
/// (Ubuntu 22.04 has 2.35), so an older glibc gets the ordinary relocations.
var loaderReadsPackedRelocations: Bool {
    #if canImport(Glibc)
        // "glibc 2.36"; empty on another C library.
        var buffer = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 else { return false }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("glibc ") else { return false }
        let version = text.dropFirst("glibc ".count).split(separator: ".").compactMap { Int($0) }
        return version.count >= 2 && (version[0], version[1]) >= (2, 36)
    #else
        return false
    #endif
}
