import AppleFormats
import XCTest

final class WriterLayoutTests: IsolatedTestCase {
    /// Corpus XML written by Apple's tools comes back byte for byte from our XML writer; the
    /// others were written by tools that escape U+FFFC as `&#xFFFC;` or write zero as `0.0`.
    func testXMLWriterReproducesAppleLayout() throws {
        var different: [String] = []
        var identical = 0
        for file in try Fixtures.shortcutFiles() where file.pathExtension != "shortcut" {
            let original = try Data(contentsOf: file)
            let rewritten = try PropertyList.parse(original).serialized(as: .xml)
            if rewritten == original { identical += 1 } else { different.append(file.lastPathComponent) }
        }
        XCTAssertEqual(identical, 23)
        XCTAssertEqual(
            different,
            [
                "extratone__Batch_Shortcuts_Signer__macOS_.plist", "extratone__BookmarkedFolderIndex.plist",
                "extratone__DistributedIndex.plist", "extratone__DrafttoAppleNote.plist", "extratone__LoggerLocalPurge.plist",
                "extratone__VisualizeLatestColornames.plist", "extratone__ttm.shFile.plist",
                "macstories__Clip_to_iCloud_Clipboard.xml",
            ])
    }

    func testRealsUseSeventeenSignificantDigits() throws {
        let text = String(
            decoding: try PropertyList.array([.real(2), .real(0.1), .real(-0.5), .real(1e300)]).serialized(as: .xml),
            as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                "<real>2</real>\n\t<real>0.10000000000000001</real>\n\t<real>-0.5</real>\n\t<real>1.0000000000000001e+300</real>"),
            text)
    }
}
