import Foundation

/// The HTML view's page: markup, style and script of our own in `Resources/GraphPage.html`, with
/// no network reference. The file is embedded in the binary when it is built (SwiftPM's
/// `.embedInCode`), so an installed `shortcut` needs no resource folder beside it: a
/// `Bundle.module` resource is looked for beside the executable and then in the build folder, and
/// the generated accessor stops the process when neither is there (docs/architecture.md).
/// `ContentGraph.html` puts the escaped title where the template says `{{title}}` and the graph's
/// JSON where it says `{{graph}}`. How the page works: docs/content-graph.md "HTML".
enum GraphPage {
    /// The template's three parts: up to the title, from the title to the embedded JSON, and from
    /// the JSON to the end of the page.
    static let parts: (head: String, afterTitle: String, tail: String) = split(
        String(decoding: PackageResources.GraphPage_html, as: UTF8.self))

    /// Where the title goes.
    static let titleMarker = "{{title}}"
    /// Where the graph's JSON goes.
    static let graphMarker = "{{graph}}"

    /// The start of the element that holds the graph's JSON.
    static let graphScriptTag = "<script type=\"application/json\" id=\"graph-data\">"

    /// `afterTitle` with the thumbnails' holder (`PageThumbnails.markup`) put just before the
    /// graph's JSON element; unchanged when there are no thumbnails.
    static func withThumbnails(_ afterTitle: String, _ thumbnails: String) -> String {
        guard !thumbnails.isEmpty, let tag = afterTitle.range(of: graphScriptTag, options: .backwards) else { return afterTitle }
        return afterTitle.replacingCharacters(in: tag.lowerBound..<tag.lowerBound, with: thumbnails)
    }

    /// `template` cut at the first `{{title}}` and the first `{{graph}}` after it; a part whose
    /// marker is missing is empty (`GraphPageTests` checks the template has both, once each).
    static func split(_ template: String) -> (head: String, afterTitle: String, tail: String) {
        guard let title = template.range(of: titleMarker),
            let graph = template.range(of: graphMarker, range: title.upperBound..<template.endIndex)
        else { return (template, "", "") }
        return (
            String(template[..<title.lowerBound]), String(template[title.upperBound..<graph.lowerBound]),
            String(template[graph.upperBound...])
        )
    }
}
