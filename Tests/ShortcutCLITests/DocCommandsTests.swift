import Foundation
import XCTest

/// Every command README.md, docs/cli.md and docs/running-at-scale.md show runs (issue 25, item 4),
/// as DocExamplesTests does for the calculator: the commands are read out of the documents' code
/// blocks and run by `bash` (with `pipefail`) with the built binary on `PATH`, in a temporary copy of the
/// repository's layout (its `Workflows/`) with an empty home. A `$ command` whose lines below show
/// output must print exactly that (standard output and error together); an example whose output
/// shows `error:` must fail; every other command must exit 0.
final class DocCommandsTests: CLITestCase {
    static let documents = ["README.md", "docs/cli.md", "docs/running-at-scale.md"]

    /// One command of a document: where it is, what it runs, and the output shown under it.
    struct Example {
        var file: String
        var line: Int
        var command: String
        var shown: String?
    }

    func testEveryCommandInTheDocsRuns() throws {
        let binary = UndoCommandTests.binary()
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("no shortcut binary; run swift build first")
        }
        let root = GoldenWorkflowTests.packageRoot
        let layout = folder.appendingPathComponent("clone").path
        let home = folder.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("Workflows").path, toPath: layout + "/Workflows")
        var environment = ProcessInfo.processInfo.environment
        for name in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] { environment[name] = nil }
        environment["HOME"] = home
        environment["PATH"] =
            URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        var ran = 0
        var failures: [String] = []
        for document in Self.documents {
            let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(document)), as: UTF8.self)
            var previousCode: Int32 = 0
            for example in Self.examples(in: text, file: document) {
                if example.command == "echo $?" {
                    if example.shown?.trimmingCharacters(in: .whitespacesAndNewlines) != String(previousCode) {
                        failures.append(
                            "\(example.file):\(example.line): the exit code was \(previousCode), the document says \(example.shown ?? "")"
                        )
                    }
                    continue
                }
                ran += 1
                let (code, output) = try Self.shell(example.command, in: layout, environment: environment)
                previousCode = code
                let wantsFailure = example.shown.map { $0.contains("error:") } ?? false
                if wantsFailure ? code == 0 : code != 0 {
                    failures.append("\(example.file):\(example.line): `\(example.command)` exited \(code)\n\(output)")
                } else if let shown = example.shown, !Self.matches(Self.normalized(output), Self.normalized(shown)) {
                    failures.append(
                        "\(example.file):\(example.line): `\(example.command)` printed\n\(output)\nthe document shows\n\(shown)")
                }
            }
        }
        XCTAssertGreaterThan(ran, 50, "too few commands read from the documents")
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    /// The commands of a document's `sh` and unlabelled code blocks (see the type's description).
    static func examples(in text: String, file: String) -> [Example] {
        var examples: [Example] = []
        var language: String?
        var pending: Example?
        var lines = text.components(separatedBy: "\n").enumerated().makeIterator()
        func flush() {
            if let done = pending { examples.append(done) }
            pending = nil
        }
        while let (offset, raw) = lines.next() {
            if raw.hasPrefix("```") {
                if language == nil { language = String(raw.dropFirst(3)) } else { flush(); language = nil }
                continue
            }
            guard let fence = language, fence.isEmpty || fence == "sh" else { continue }
            var line = raw
            // A line ending in a backslash goes on.
            while line.hasSuffix("\\"), let (_, next) = lines.next() {
                line = String(line.dropLast()) + " " + next.trimmingCharacters(in: .whitespaces)
            }
            if line.hasPrefix("$ ") {
                flush()
                pending = Example(file: file, line: offset + 1, command: String(line.dropFirst(2)), shown: nil)
                continue
            }
            if var example = pending {
                example.shown = (example.shown.map { $0 + "\n" } ?? "") + line
                pending = example
                continue
            }
            let command = withoutComment(line).trimmingCharacters(in: .whitespaces)
            let runs = fence == "sh" ? !command.isEmpty : command.hasPrefix("shortcut ") || command.contains("| shortcut ")
            guard runs, !isSynopsis(command), let ready = runnable(command) else { continue }
            examples.append(Example(file: file, line: offset + 1, command: ready, shown: nil))
        }
        flush()
        return examples.map { example in
            var example = example
            example.command = runnable(withoutComment(example.command).trimmingCharacters(in: .whitespaces)) ?? example.command
            example.shown = example.shown?.trimmingCharacters(in: .newlines)
            return example
        }
    }

    /// The line without a `# comment` that starts outside quotes after a blank.
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    /// A usage line (`shortcut run FILE|NAME [--input TEXT]`): placeholders in capitals or brackets outside quotes.
    static func isSynopsis(_ command: String) -> Bool {
        let unquoted = command.replacingOccurrences(of: #"'[^']*'|"[^"]*""#, with: "''", options: .regularExpression)
        return unquoted.contains("[") || unquoted.contains("…")
            || unquoted.range(
                of: #"\b(FILE|NAME|DIR|ID|KEYPATH|VALUE|COMMAND|EXPRESSION|ACTION|OPTIONS|PATH|TEXT|N)\b"#,
                options: .regularExpression) != nil
    }

    /// The command as the test runs it: the toolchain's own steps (building, installing, testing,
    /// which CI does itself) are left out, `swift run shortcut` is the binary on PATH, and what
    /// opens a window (`xdg-open`) is not run.
    static func runnable(_ command: String) -> String? {
        let toolchain = ["swift build", "swift test", "git ", "cd ", "xdg-open ", "open "]
        if toolchain.contains(where: command.hasPrefix) || command.contains(".build/") { return nil }
        var command = command.replacingOccurrences(of: "swift run shortcut ", with: "shortcut ")
        if let open = command.range(of: " && xdg-open") { command = String(command[..<open.lowerBound]) }
        if !isInstalled("dot") { command = command.replacingOccurrences(of: "| dot -Tsvg", with: "| cat") }
        return command
    }

    static func isInstalled(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Output compared without trailing blanks and with trace timings (`12.3 µs`) and journal names made alike.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: #"[0-9]+(\.[0-9]+)? µs"#, with: "_ µs", options: .regularExpression)
            .split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
            }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// Whether `output` is what the document shows; a line `…` in it stands for any lines.
    static func matches(_ output: String, _ shown: String) -> Bool {
        let parts = shown.components(separatedBy: "\n…\n")
        guard parts.count > 1 else { return output == shown }
        var rest = Substring(output)
        for (offset, part) in parts.enumerated() {
            if offset == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }

    /// Runs `command` with `/bin/sh -c` in `folder`; its exit code and its output (standard output, then error, interleaved as written).
    static func shell(_ command: String, in folder: String, environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        // bash for `pipefail`: a pipeline fails when the `shortcut` in it does.
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; " + command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
