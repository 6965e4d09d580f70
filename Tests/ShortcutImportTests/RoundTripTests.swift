import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// `import(export(doc))` is the same workflow (see `DocumentEquivalence`) for every document in Workflows/.
final class RoundTripTests: IsolatedTestCase {
    func testEveryWorkflowDocumentSurvivesExportAndImport() throws {
        // Documents `check` rejects (unknown actions, keys, choices) come back as unsupported actions: not a promise.
        let documents = Corpus.workflowDocuments().filter {
            (try? Compiler.compile($0.document, registry: Corpus.registry)) != nil
        }
        XCTAssertGreaterThan(documents.count, 20)
        for (path, document) in documents {
            let back = try Corpus.roundTrip(document)
            let a = DocumentEquivalence.canonical(document, registry: Corpus.registry)
            let b = DocumentEquivalence.canonical(back, registry: Corpus.registry)
            if a != b {
                XCTFail(
                    "\(path) changed in the round trip:\n" + DocumentWriter.write(a) + "\n--- came back as ---\n"
                        + DocumentWriter.write(b))
            }
        }
    }

    func testEveryWorkflowDocumentSurvivesTheJSONWriter() throws {
        for (path, document) in Corpus.workflowDocuments() {
            XCTAssertEqual(
                Corpus.withoutSources(try DocumentReader.read(Data(DocumentWriter.write(document).utf8))),
                Corpus.withoutSources(document), path)
        }
    }

    func testTextEscapesAndReferencesAreWrittenCanonically() throws {
        let json =
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "\\{{ not }} {{ Repeat item 2 |key: a\\.b| as: WFNumberContentItem }}"}}]}"#
        let document = try DocumentReader.read(Data(json.utf8))
        let written = DocumentWriter.write(document)
        XCTAssertTrue(written.contains(#""text": "\\{{ not }} {{Repeat Item 2 | key: a\\.b | as: number}}""#), written)
        XCTAssertEqual(Corpus.withoutSources(try DocumentReader.read(Data(written.utf8))), Corpus.withoutSources(document))
    }
}
