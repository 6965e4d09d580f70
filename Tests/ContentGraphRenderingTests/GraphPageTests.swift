import XCTest

@testable import ContentGraphRendering

/// The HTML page's template (`Resources/GraphPage.html`, embedded at build time) and how it is cut.
final class GraphPageTests: IsolatedTestCase {
    /// The embedded template has the title and the graph markers once each, title first, and the
    /// parts between them are the page's head, style and body, and script.
    func testTheEmbeddedTemplateHasBothMarkersOnce() {
        let template = String(decoding: PackageResources.GraphPage_html, as: UTF8.self)
        XCTAssertEqual(template.components(separatedBy: GraphPage.titleMarker).count, 2)
        XCTAssertEqual(template.components(separatedBy: GraphPage.graphMarker).count, 2)
        let parts = GraphPage.parts
        XCTAssertTrue(parts.head.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(parts.head.hasSuffix("<title>"))
        XCTAssertTrue(parts.afterTitle.hasPrefix(" · content graph</title>\n<style>\n"))
        XCTAssertTrue(parts.afterTitle.hasSuffix(#"<script type="application/json" id="graph-data">"#))
        XCTAssertTrue(parts.tail.hasPrefix("</script>\n<script>\n"))
        XCTAssertTrue(parts.tail.hasSuffix("</body>\n</html>\n"))
        XCTAssertEqual(parts.head + GraphPage.titleMarker + parts.afterTitle + GraphPage.graphMarker + parts.tail, template)
    }

    /// A template missing a marker is cut as far as it goes: the rest is empty, never a trap.
    func testATemplateWithoutMarkersIsKeptWhole() {
        XCTAssertTrue(GraphPage.split("<p>no markers</p>") == ("<p>no markers</p>", "", ""))
        XCTAssertTrue(GraphPage.split("a{{graph}}b{{title}}c") == ("a{{graph}}b{{title}}c", "", ""))
        XCTAssertTrue(GraphPage.split("a{{title}}b{{graph}}c{{graph}}") == ("a", "b", "c{{graph}}"))
    }
}
