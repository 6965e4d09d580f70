import SeededRandom
import XCTest

@testable import Markup

/// Random text made of the characters Markdown and HTML care about: the converters never trap
/// (an index out of range would), and their output is valid UTF-8 text.
final class MarkupRandomInputTests: IsolatedTestCase {
    static let alphabet: [String] = [
        "*", "_", "`", "[", "]", "(", ")", "!", "<", ">", "&", ";", "#", "\\", "\n", "\n\n", " ", "    ", "\t", "-",
        "+", "1.", "2)", "=", "~", "\"", "'", ":", "/", "a", "b", "é", "😀", "http://x", "&amp;", "&#35;", "<div>",
        "</div>", "<!--", "-->", "<?", "?>", "<![CDATA[", "]]>", "```", "~~~", "> ", "- ", "<p>", "<li>", "<ul>",
        "</ul>", "<pre>", "</pre>", "<a href=\"", "<b>", "</b>", "\0", "\r", "\r\n",
    ]

    func testRandomInputsConvertWithoutTrapping() throws {
        var random = SplitMix64(seed: 0x2026_1123)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        for _ in 0..<1500 {
            var text = ""
            for _ in 0..<next(60) { text += Self.alphabet[next(Self.alphabet.count)] }
            let html = try Markdown.html(text)
            XCTAssertFalse(html.contains("\0"), text)
            _ = try HTMLConverter.markdown(text)
            _ = try HTMLConverter.text(html)
            XCTAssertNoThrow(try Markdown.html(try HTMLConverter.markdown(html)), text)
        }
    }
}
