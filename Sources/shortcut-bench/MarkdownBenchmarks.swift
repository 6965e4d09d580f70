import Foundation
import Markup

/// Markdown → HTML of a 1 MB document: ours in process against Python's `markdown` package
/// (`pip install markdown`; timed inside Python, so interpreter start is not counted) on the same
/// text, in the same run.
enum MarkdownBenchmarks {
    static let size = 1024 * 1024

    /// A varied section (headings, emphasis, links by reference and inline, code, lists, quotes),
    /// repeated with its number until the document reaches `size` bytes.
    static func document() -> String {
        var text = ""
        var section = 0
        while text.utf8.count < size {
            section += 1
            text += """
                ## Section \(section): notes on *rich text*

                Paragraph \(section) has **strong words**, _emphasis_, `inline code`, a [link](https://example.com/\(section) "Title")
                and a [reference link][ref\(section)] with an entity &amp; an escape \\* and a line
                that wraps onto the next one.

                - first item with *emphasis*
                - second item with a [link](https://example.com/item)
                  continued on another line
                - third item

                1. one
                2. two
                3. three

                > A block quote with **bold** text
                > over two lines.

                ```swift
                let section = \(section)
                print(section * 2)
                ```

                    indented code block
                    second line

                * * *

                [ref\(section)]: https://example.com/reference/\(section)


                """
        }
        return text
    }

    static func run(_ table: inout BenchTable) {
        let text = document()
        let bytes = text.utf8.count
        var html = ""
        let seconds = measure(repeats: 3) { html = (try? Markdown.html(text)) ?? "" }
        let path = NSTemporaryDirectory() + "shortcut-bench-markdown-\(getpid()).md"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            table.add("markdown 1 MB", "FAILED", "cannot write \(path)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ours = "\(format(Double(bytes) / seconds / 1e6, 1)) MB/s (\(format(seconds * 1000, 1)) ms)"
        guard let python = pythonSeconds(path) else {
            table.add("Markdown → HTML 1 MB", ours, "Python's markdown package not installed (pip install markdown)")
            return
        }
        table.add(
            "Markdown → HTML 1 MB", ours,
            "python markdown \(format(python * 1000, 0)) ms; python/ours time \(format(python / seconds, 1))×; \(html.utf8.count) bytes of HTML"
        )
    }

    /// Python's best conversion time of three, or nil when the package is missing.
    static func pythonSeconds(_ path: String) -> Double? {
        let script = """
            import sys, time
            try:
                import markdown
            except ImportError:
                sys.exit(3)
            text = open(sys.argv[1], encoding='utf-8').read()
            best = min(__import__('timeit').repeat(lambda: markdown.markdown(text), number=1, repeat=3))
            print(best)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
