import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// The PDF and GIF actions' failures, each by its full message (their outputs are checked by the
/// goldens in Workflows/PDF and by PDFTests).
final class PDFActionTests: IsolatedTestCase {
    func testMakeImageFromPDFPageWithoutARendererNamesTheSetting() {
        XCTAssertEqual(
            failure("makeimagefrompdfpage", input: "x"),
            """
            t.json:1:39: error: action 1 'Make Image from PDF Page' (makeimagefrompdfpage), parameter 'input': PDF pages cannot be rendered as images: no PDF renderer was named (this engine has none of its own)
            hint: set RunOptions.pdfRenderer to pdftoppm (poppler) or gs (Ghostscript); Get Text from PDF reads the text without rendering
            """)
    }

    func testTextIsNotAPDFAndNothingIsNothingToUse() {
        XCTAssertEqual(
            failure("gettextfrompdf", input: "plain words"),
            """
            t.json:1:39: error: action 1 'Get Text from PDF' (gettextfrompdf), parameter 'input': a text value is not a PDF
            hint: pass a .pdf file (Get File, or the shortcut's input)
            """)
        XCTAssertEqual(
            failure("splitpdf"),
            """
            t.json:1:39: error: action 1 'Split PDF into Pages' (splitpdf), parameter 'input': Split PDF into Pages was given no PDF
            hint: pass files (Get File, Get Folder Contents) or text to the action
            """)
        XCTAssertEqual(
            failure("makepdf"),
            """
            t.json:1:39: error: action 1 'Make PDF' (makepdf), parameter 'input': Make PDF was given no images, text or PDFs
            hint: pass files (Get File, Get Folder Contents) or text to the action
            """)
    }

    func testMakeGIFNeedsImageFiles() throws {
        // Nothing given makes no GIF and no error, as Apple's WFMakeGIFAction finishes.
        XCTAssertEqual(try Sandbox().run("makegif"), .nothing)
        XCTAssertEqual(
            failure("makegif", input: "not an image"),
            """
            t.json:1:39: error: action 1 'Make GIF' (makegif), parameter 'input': a text value is not an image
            hint: pass image files (PNG, JPEG, GIF, BMP, TIFF)
            """)
    }

    func testMakePDFWithoutADownloadFolderSaysSo() {
        XCTAssertEqual(
            failure("makepdf", input: "words"),
            """
            t.json:1:39: error: action 1 'Make PDF' (makepdf), parameter 'input': the run has no folder to save the PDF in
            hint: run with a download folder (`RunOptions.downloadDirectory`; the command line always has one)
            """)
    }
}
