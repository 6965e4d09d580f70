/// Automator's PDF actions (docs/pdf.md, docs/import.md). Bundle identifiers as real workflows
/// write them (research/automator.md); Encrypt PDF Documents, whose identifier the research did not
/// see, is known by its bundle's file name. Where Automator saves into a folder (Extract PDF Text,
/// Split PDF), the mapped action hands the result on instead (PDFs in the download folder, text as text).
enum PDFAutomatorMappings {
    static let actions: [AutomatorMapping] = [
        AutomatorMapping(
            "com.apple.action.joinpdf", "file:CombinePDFPages.action", target: "makepdf",
            parameters: [.set("mergeBehavior", .code("joinTag", [0: "Append", 1: "Shuffle"]))],
            plan: "makepdf (Combine PDF Pages: append or shuffle)"),
        AutomatorMapping("com.apple.Automator.NewPDFfromImages", target: "makepdf", plan: "makepdf (an image a page)"),
        AutomatorMapping(
            "com.apple.Automator.ExtractPDFText", "file:ExtractPDFText.action", target: "gettextfrompdf",
            plan: "gettextfrompdf (the text is handed on, not saved in a folder)"),
        AutomatorMapping("com.apple.Automator.SplitPDF", target: "splitpdf", plan: "splitpdf"),
        AutomatorMapping(
            "com.apple.action.imagepdf", "com.apple.Automator.PDFtoImages", "file:RenderPDFPagesasImages.action",
            target: "makeimagefrompdfpage",
            plan: "makeimagefrompdfpage (rendered by the program the run names: pdftoppm or gs)"),
        AutomatorMapping(
            "file:EncryptPDFDocuments.action", target: "pdf.encrypt",
            plan: "pdf.encrypt (the password is not in the workflow file: set it)"),
    ]
}
