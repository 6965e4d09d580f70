import Foundation

/// The campaign's seed corpus, read from the package's own folders so the tests and
/// `formats-bench` fuzz the same inputs: the AppleFormats corpus (shortcuts, Automator
/// workflows), every JSON workflow under `Workflows/`, the calculator's expressions, and
/// archives of the first workflows in each archive format, a sample of the image fixtures, PDFs our writer makes, our test fonts, and queries in jq, CSS, XPath and SQL.
public enum CampaignSeeds {
    /// Every seed under `packageRoot`, files above `maxSize` bytes left out.
    public static func all(packageRoot: URL, maxSize: Int) throws -> [FuzzSeed] {
        let formats = packageRoot.appendingPathComponent("Tests/AppleFormatsTests/Fixtures")
        let shortcuts = try contents(of: formats.appendingPathComponent("shortcuts")).filter {
            !["md", "tsv"].contains($0.pathExtension)
        }
        let automator = try contents(of: formats.appendingPathComponent("automator")).filter { $0.pathExtension == "workflow" }
            .map { $0.appendingPathComponent("Contents/document.wflow") }
        var documents: [URL] = []
        if let walker = FileManager.default.enumerator(
            at: packageRoot.appendingPathComponent("Workflows"), includingPropertiesForKeys: nil)
        {
            for case let url as URL in walker where url.pathExtension == "json" { documents.append(url) }
        }
        let table = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/NaturalCalcTests/Fixtures/calc-dev.tsv"), encoding: .utf8)
        let expressions = table.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
        return try FuzzCampaign.seeds(shortcutFiles: shortcuts, automatorFiles: automator, maxSize: maxSize)
            + FuzzCampaign.engineSeeds(
                documents: documents.sorted { $0.path < $1.path }, expressions: expressions, maxSize: maxSize)
            + ArchiveFuzzInputs.seeds(documents: documents.sorted { $0.path < $1.path }, maxSize: maxSize)
            + ImageFuzzInputs.seeds(fixtures: packageRoot.appendingPathComponent("Tests/ImagesTests/Fixtures"), maxSize: maxSize)
            + PDFFuzzInputs.seeds(maxSize: maxSize)
            + MovieFuzzInputs.seeds(maxSize: maxSize)
            + WebPFuzzInputs.seeds(fixtures: packageRoot.appendingPathComponent("Tests/ImagesTests/Fixtures"), maxSize: maxSize)
            + FontFuzzInputs.seeds(fixtures: packageRoot.appendingPathComponent("Tests/ImagesTests/Fixtures"), maxSize: maxSize)
            + QueryFuzzInputs.seeds(maxSize: maxSize)
    }

    private static func contents(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
    }
}
