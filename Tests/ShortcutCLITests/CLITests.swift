import Archives
import Foundation
import TestHome
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

final class CLITests: CLITestCase {
    func testMissingWorkflowFileExits66() {
        let result = run(["run", "nope.json", "--folder", folder.path])
        XCTAssertEqual(result.code, 66)
        XCTAssertEqual(
            result.err,
            "error: no such file 'nope.json'\nhint: give a path, or the name of a workflow in the library ('\(folder.path)', '\(TestHome.folder)/.local/share/shortcut/library'; see `shortcut list`); pass --folder DIR to look in another folder\n"
        )
    }

    /// The library is the same from any working folder: the user library and each --folder, and a
    /// repository's Workflows/ only when a --folder names it (issue 25, item 4).
    func testTheLibraryIsTheSameFromAnyFolder() throws {
        let previous = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let library = TestHome.folder + "/.local/share/shortcut/library"
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        let mine = library + "/mine-\(UUID().uuidString).json"
        try Data(#"{"version": 1, "name": "Mine Here", "actions": [{"action": "gettext", "parameters": {"text": "mine"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: mine))
        defer { try? FileManager.default.removeItem(atPath: mine) }
        let workflows = GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows").path
        for here in [folder.path, GoldenWorkflowTests.packageRoot.path] {
            _ = FileManager.default.changeCurrentDirectoryPath(here)
            XCTAssertEqual(run(["run", "Mine Here"]).out, "mine\n", here)
            XCTAssertFalse(run(["list"]).out.contains("Trip Budget"), here)
            XCTAssertTrue(run(["list"]).out.contains("Mine Here"), here)
            XCTAssertEqual(run(["run", "trip-budget"]).code, 66, here)
            XCTAssertEqual(run(["run", "trip-budget", "--folder", workflows]).code, 0, here)
            XCTAssertTrue(run(["list", "--folder", workflows]).out.contains("Trip Budget"), here)
        }
    }

    /// `-` is a workflow on standard input for run, check, view and graph.
    func testDashReadsTheWorkflowFromStandardInput() throws {
        let document =
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "from stdin"}}, {"action": "count", "parameters": {"type": "Words"}}]}"#
        XCTAssertEqual(run(["run", "-"], input: document).out, "2\n")
        XCTAssertEqual(run(["check", "-"], input: document).out, "<stdin>: 2 actions, no problems\n")
        XCTAssertTrue(run(["view", "-"], input: document).out.contains("Count"))
        let graph = run(["graph", "-", "--format", "json"], input: document)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(graph.out.utf8)) as? [String: Any])
        let bad = run(["check", "-"], input: "{\"version\": 1,\n \"actions\": [}")
        XCTAssertEqual(bad.code, 65)
        XCTAssertEqual(
            bad.err,
            "<stdin>:2:14: error: malformed JSON: unexpected '}', expected a value\nhint: fix the JSON syntax at that position\n")
        let twice = run(["run", "-", "--input-path", "-"], input: document)
        XCTAssertEqual(twice.code, 64)
        XCTAssertEqual(
            twice.err,
            "error: standard input cannot be both the workflow (-) and its input (--input-path -)\nhint: give the input with --input TEXT or --input-path FILE\nusage: shortcut run FILE|NAME [-o PATH|-] [--output-type text|json] [--trace[=json]] [--no-input] [RUN OPTIONS]\n"
        )
    }

    func testMissingInputFileExits66() {
        let path = write("w.json", "{\"version\": 1, \"actions\": []}")
        let result = run(["run", path, "--input-path", "/no/such/input.txt"])
        XCTAssertEqual(result.code, 66)
        XCTAssertEqual(result.err, "error: no such input file '/no/such/input.txt'\nhint: check the --input-path\n")
    }

    /// A folder given to `--input-path` is the input itself (as a Quick Action receives a folder
    /// selected in the Finder), not a missing file: here it is counted and archived whole.
    func testAFolderInputPathIsTheFolder() throws {
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("sub"), withIntermediateDirectories: true)
        _ = write("tree/a.txt", "alpha")
        _ = write("tree/sub/b.txt", "beta")
        let named = run(["do", "properties.files", "property=Name", "--input-path", tree.path])
        XCTAssertEqual(named.code, 0, named.err)
        XCTAssertEqual(named.out, "tree\n")
        let archived = run([
            "do", "makezip", "format=tar.xz", "name=tree", "folder=\(folder.path)", "--input-path", tree.path,
            "--allow-path", folder.path,
        ])
        XCTAssertEqual(archived.code, 0, archived.err)
        let (format, entries) = try Archive.read(
            try Data(contentsOf: folder.appendingPathComponent("tree.tar.xz")), fallbackName: "tree", limits: .none)
        XCTAssertEqual(format, .tarXz)
        XCTAssertEqual(entries.filter { $0.kind == .file }.map(\.path).sorted(), ["tree/a.txt", "tree/sub/b.txt"])
    }

    /// A file that is not text given to `--input-path` — a picture, a movie, bytes that are not
    /// UTF-8 — or one longer than the text length limit is the input as the file itself, never
    /// read in as text: a 512 MB movie took 33 s and 2.7 GB before an image action refused the
    /// text it had become, and a picture could not be measured at all.
    func testAnInputPathThatIsNotTextIsTheFileItself() throws {
        let picture = folder.appendingPathComponent("opaque.png")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "Workflows/Images/opaque.png"), to: picture)
        let width = run(["do", "properties.images", "detail=Width", "--input-path", picture.path])
        XCTAssertEqual(width.code, 0, width.err)
        XCTAssertEqual(width.out, "41\n")
        let movie = folder.appendingPathComponent("clip.mov")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "Workflows/Images/clip.mov"), to: movie)
        let length = run(["do", "properties.images", "detail=Duration", "--input-path", movie.path])
        XCTAssertEqual(length.code, 0, length.err)
        XCTAssertEqual(length.out, "4.5\n")
        let bytes = folder.appendingPathComponent("data.bin")
        try Data([0xFF, 0xFE, 0x00, 0x80, 0x41]).write(to: bytes)
        let named = run(["do", "properties.files", "property=Name", "--input-path", bytes.path])
        XCTAssertEqual(named.out, "data.bin\n", named.err)
        // Longer than the text length limit (here 8 bytes): the file, which file actions take
        // as it is; an action that reads its text meets the limit then, with the limit's error.
        let long = write("long.txt", "twelve bytes")
        let file = run(["do", "properties.files", "property=Name", "--input-path", long, "--max-text-length", "8"])
        XCTAssertEqual(file.out, "long.txt\n", file.err)
        let counted = run(["do", "count", "type=Characters", "--input-path", long, "--max-text-length", "8"])
        XCTAssertEqual(
            counted.err,
            "error: action 1 'Count' (count): the text grew past 8 bytes (the text length limit)\n"
                + "hint: raise it with --max-text-length BYTES\n")
        // Text is still read as text, one final newline dropped.
        let text = write("short.txt", "héllo\n")
        XCTAssertEqual(run(["do", "count", "type=Characters", "--input-path", text]).out, "5\n")
    }

    func testUnwritableOutputPathExits73BeforeRunning() {
        let path = write(
            "w.json", "{\"version\": 1, \"actions\": [{\"action\": \"gettext\", \"parameters\": {\"text\": \"hi\"}}]}")
        let result = run(["run", path, "--output-path", "/no/such/folder/out.txt"])
        XCTAssertEqual(result.code, 73)
        XCTAssertEqual(
            result.err,
            "error: cannot write the output to '/no/such/folder/out.txt': the folder '/no/such/folder' does not exist\nhint: create the folder first or choose another --output-path\n"
        )
    }

    func testOutputPathIsWrittenAndJSONOutputType() throws {
        let path = write(
            "w.json",
            "{\"version\": 1, \"actions\": [{\"action\": \"list\", \"parameters\": {\"items\": [1, \"two\", {\"x\": true}]}}]}")
        let out = folder.appendingPathComponent("out.json").path
        XCTAssertEqual(run(["run", path, "--output-path", out, "--output-type", "json"]).code, 0)
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self),
            "[\n  1,\n  \"two\",\n  {\n    \"x\": true\n  }\n]\n")
    }

    func testUnansweredAskFailsWithTheFlagToUse() {
        let path = write(
            "w.json",
            "{\"version\": 1, \"actions\": [{\"action\": \"ask\", \"id\": \"who\", \"parameters\": {\"prompt\": \"Your name?\"}}]}"
        )
        let result = run(["run", path])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:39: error: action 1 'Ask for Input' (ask): no answer for the question 'Your name?' and no terminal to ask\nhint: pass --answer 'who=VALUE', or --answer-defaults for the default answer or first choice\n"
        )
        XCTAssertEqual(run(["run", path, "--answer", "Your name?=Ada"]).out, "Ada\n")
    }

    func testUnansweredMenuNamesTheOptions() {
        let path = write(
            "m.json",
            """
            {"version": 1, "actions": [
              {"action": "choosefrommenu", "mode": "start", "parameters": {"prompt": "Size?"}},
              {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "Small"}},
              {"action": "gettext", "parameters": {"text": "S"}},
              {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "Large"}},
              {"action": "gettext", "parameters": {"text": "L"}},
              {"action": "choosefrommenu", "mode": "end"}]}
            """)
        let result = run(["run", path])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):2:14: error: action 1 'Choose from Menu' (choosefrommenu): no answer for the menu 'Size?' and no terminal to ask\nhint: pass --answer 'Size?=VALUE' with one of 'Small', 'Large', or --answer-defaults for the default answer or first choice\n"
        )
        XCTAssertEqual(run(["run", path, "--answer", "Size?=2"]).out, "L\n")
    }

    func testRunWorkflowCycleIsReported() {
        let a = write(
            "a.json", "{\"version\": 1, \"actions\": [{\"action\": \"runworkflow\", \"parameters\": {\"workflow\": \"b.json\"}}]}"
        )
        _ = write(
            "b.json", "{\"version\": 1, \"actions\": [{\"action\": \"runworkflow\", \"parameters\": {\"workflow\": \"a.json\"}}]}"
        )
        let result = run(["run", a])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(folder.path)/b.json:1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': Run Workflow cycle: a.json → b.json → a.json\nhint: a workflow may not run itself, directly or through others\n"
        )
    }

    func testRunWorkflowDepthLimit() {
        for level in 0..<4 {
            _ = write(
                "d\(level).json",
                "{\"version\": 1, \"actions\": [{\"action\": \"runworkflow\", \"parameters\": {\"workflow\": \"d\(level + 1).json\"}}]}"
            )
        }
        _ = write("d4.json", "{\"version\": 1, \"actions\": [{\"action\": \"gettext\", \"parameters\": {\"text\": \"deep\"}}]}")
        XCTAssertEqual(run(["run", folder.appendingPathComponent("d0.json").path]).out, "deep\n")
        let result = run(["run", folder.appendingPathComponent("d0.json").path, "--max-depth", "3"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(folder.path)/d2.json:1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': Run Workflow nested deeper than 3 levels\nhint: raise the limit with --max-depth if this is intended\n"
        )
    }

    func testUnknownCommandAndOption() {
        XCTAssertEqual(
            run(["rnu"]).err, "error: unknown command 'rnu'; did you mean 'run'?\nhint: run `shortcut --help` for the commands\n")
        let result = run(["run", "x.json", "--seeed", "1"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(
            result.err.hasPrefix("error: unknown option --seeed; did you mean --seed?\nusage: shortcut run FILE|NAME"), result.err
        )
    }

    func testDoRunsOneActionAsAFilter() {
        XCTAssertEqual(run(["do", "text.split", "separator=Spaces", "--lines"], input: "a b  c\n").out, "a\nb\nc\n")
        XCTAssertEqual(run(["do", "text.combine", "separator=Custom", "custom=+", "--lines"], input: "1\n2\n3\n").out, "1+2+3\n")
        XCTAssertEqual(
            run(["do", "getvalueforkey", "key=a.b", "--json"], input: "{\"a\": {\"b\": [1, 2]}}").out, "[\n  1,\n  2\n]\n")
        XCTAssertEqual(run(["do", "math", "operation=×", "operand:=2.5"], input: "4").out, "10\n")
        let bad = run(["do", "text.splt"])
        XCTAssertEqual(bad.code, 64)
        XCTAssertEqual(bad.err, "error: unknown action 'text.splt'\nhint: see `shortcut actions`; did you mean 'text.split'?\n")
    }

    func testCheckListsEveryProblem() {
        let path = write(
            "bad.json",
            """
            {"version": 1, "actions": [{"action": "gettxt"}, {"action": "conditional", "mode": "start", "parameters": {"condition": "is"}}]}
            """)
        let result = run(["check", path])
        XCTAssertEqual(result.code, 65)
        XCTAssertEqual(
            result.err,
            """
            \(path):1:39: error: action 1 (gettxt): unknown action 'gettxt'
            hint: see `shortcut actions` for the catalogue; did you mean 'gettext'?
            \(path):1:61: error: action 2 (conditional): If is never closed
            hint: add its End If ("mode": "end")

            """)
        XCTAssertEqual(result.out, "\(path): 2 errors, 0 warnings\n")
    }

    func testTraceJSONHasOneObjectPerStep() throws {
        let path = write(
            "t.json",
            "{\"version\": 1, \"actions\": [{\"action\": \"number\", \"parameters\": {\"number\": 2}}, {\"action\": \"math\", \"parameters\": {\"operand\": 3}}]}"
        )
        let result = run(["run", path, "--trace=json"])
        let lines = result.err.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let second = try JSONParser.parse(String(lines[1]))
        XCTAssertEqual(second["action"], .string("math"))
        XCTAssertEqual(second["output"], .number("5"))
        XCTAssertEqual(second["parameters"]?["input"], .number("2"))
        XCTAssertEqual(result.out, "5\n")
    }

    func testGraphJSONDumpIsStable() throws {
        let path = write(
            "g.json",
            "{\"version\": 1, \"actions\": [{\"action\": \"gettext\", \"id\": \"t\", \"parameters\": {\"text\": \"x\"}}, {\"action\": \"text.split\", \"parameters\": {\"text\": \"{{t}}\"}}]}"
        )
        let result = run(["graph", path, "--format", "json", "--run"])
        XCTAssertEqual(result.code, 0)
        let json = try JSONParser.parse(result.out)
        guard case .array(let edges)? = json["edges"] else { return XCTFail("no edges") }
        XCTAssertEqual(
            edges.first?.serialized(pretty: false),
            "{\"from\":\"action:1\",\"to\":\"action:2\",\"kind\":\"output\",\"parameter\":\"text\",\"reference\":\"t\"}")
        guard case .array(let nodes)? = json["nodes"] else { return XCTFail("no nodes") }
        XCTAssertEqual(nodes[0]["run"]?["runs"], .number("1"))
        XCTAssertEqual(nodes[0]["actionId"], .string("t"))
    }
}
