import AppleFormats
import DigitGrouping
import Foundation
import Images
import NaturalCalc
import PDF
import ShortcutActions
import ShortcutEngine
import ShortcutImport
import Spelling
import StoreFiles

/// docs/limits.md's tables, generated from the code: the run limits (`RunLimits`), every
/// parameter's declared maximum (from the registry) and the other limits listed in `otherRows`.
/// Each table sits between `<!-- limits: NAME -->` and `<!-- end limits -->`;
/// `shortcut help --markdown < docs/limits.md` prints the document with every table regenerated
/// (a test fails when the committed file differs from that).
enum LimitDocs {

    /// One row of the run limits table: a `RunLimit`'s default, in words, and what it bounds.
    static func runRow(_ limit: RunLimit) -> (value: String, bounds: String) {
        let defaults = RunLimits()
        switch limit {
        case .steps:
            return (
                DigitGrouping.grouped(defaults.maxSteps), "Actions run in total, block markers and nested workflows included."
            )
        case .seconds:
            return (
                "\(RunFailure.seconds(defaults.timeout)) s",
                "Wall-clock time, checked before every action and during Wait; a run stops within 100 ms of it."
            )
        case .items:
            return (
                DigitGrouping.grouped(defaults.maxItems),
                "Items in any list an action makes (Split Text, Repeat results, Add to Variable, …) and a Repeat's count."
            )
        case .depth:
            return (
                DigitGrouping.grouped(defaults.maxDepth),
                "Run Workflow nesting (at most \(DigitGrouping.grouped(RunLimits.depthCeiling)), past which the stack would overflow)."
            )
        case .nesting:
            return (
                DigitGrouping.grouped(defaults.maxNesting),
                "If, Repeat, Repeat with Each and Choose from Menu blocks inside each other, counted through Run Workflow (at most \(DigitGrouping.grouped(RunLimits.nestingCeiling)))."
            )
        case .textLength:
            return (
                "\(DigitGrouping.grouped(defaults.maxTextLength)) bytes (\(defaults.maxTextLength >> 20) MiB)",
                "UTF-8 bytes in any text an action makes or combines (templates, Combine Text, Replace Text, …)."
            )
        case .networkSeconds:
            return (
                "\(RunFailure.seconds(defaults.networkTimeout)) s",
                "How long one web request (Get Contents of URL, Get Headers of URL, Expand URL, RSS) waits for the server, redirects included; never past the run's time limit."
            )
        case .responseBytes:
            return (
                "\(DigitGrouping.grouped(defaults.maxResponseBytes)) bytes (\(defaults.maxResponseBytes >> 20) MiB)",
                "Bytes in one web response body; the download stops there."
            )
        case .memory:
            return (
                "\(DigitGrouping.grouped(defaults.maxMemory)) bytes (\(defaults.maxMemory >> 20) MiB)",
                "Bytes of the values a run holds: outputs a later action reads (each let go after its last use), variables, a repeat's results as they grow; storage shared by several holders counts once."
            )
        case .valueDepth:
            return (
                DigitGrouping.grouped(defaults.maxValueDepth),
                "Lists and dictionaries inside each other in one value, checked before a value is written out as text or JSON, hashed or compared (at most \(DigitGrouping.grouped(RunLimits.valueDepthCeiling)))."
            )
        }
    }

    /// Limits that are neither run limits nor parameter maximums (readers, commands): one line each,
    /// `(name, value, how to change it, what it bounds)`, the value read from the constant that enforces it.
    static let otherRows: [(name: String, value: String, change: String, bounds: String)] = [
        (
            "photo header read", "\(DigitGrouping.grouped(PhotoLimits.headerBytes)) bytes", "fixed",
            "The start of an image the photo actions read for its size, orientation, date taken and camera (PNG `IHDR`, JPEG frame header and EXIF); facts past it are not found. Its EXIF directories must each lie inside it and are read once."
        ),
        (
            "vCard file", "\(ContactLimits.fileBytes >> 20) MiB", "fixed",
            "One vCard file of the address book ([contacts.md](contacts.md)); a larger one stops the contact action reading or editing it, naming it. The contacts of an address book count against the run's item limit."
        ),
        (
            "contact photo", "\(ContactLimits.photoBytes >> 20) MiB", "fixed",
            "The image Add New Contact or Edit Contact puts in a card (JPEG, PNG and GIF as they are, other images as PNG); a larger one stops the action, naming it."
        ),
        (
            "iCalendar file", "\(CalendarLimits.fileBytes >> 20) MiB", "fixed",
            "One `.ics` file of the calendars folder ([calendar.md](calendar.md)); a larger one stops the calendar or reminder action, naming it. The events and reminders read count against the run's item limit."
        ),
        (
            "recurring events",
            "\(DigitGrouping.grouped(CalendarLimits.occurrences)) occurrences, \(DigitGrouping.grouped(CalendarLimits.ruleSteps)) steps",
            "fixed",
            "The occurrences of one recurring event in the span an action searches (Find Calendar Events: \(CalendarLimits.searchYears) years either side of now), and the candidate dates its rule may try; past either, the event is passed over with a warning naming its file."
        ),
        (
            "photo list files", "\(DigitGrouping.grouped(PhotoLimits.listFileBytes)) bytes", "fixed",
            "A photo folder's `.favorites` or `.screenshots` list ([photos.md](photos.md)); a longer one is read this far. The photos of a library count against the run's item limit."
        ),
        (
            "document nesting", "\(JSONParser.maximumDepth) levels", "fixed",
            "Arrays and objects inside each other in a workflow document (JSON)."
        ),
        (
            "XML property list nesting", "\(ReaderLimits.xmlDepth) levels", "fixed",
            "Elements inside each other in an XML `.shortcut` or `.wflow`."
        ),
        (
            "persistent store size", "\(DigitGrouping.grouped(StoreFile.defaultMaximumBytes)) bytes",
            "fixed (`FileValueStore(path:maximumBytes:)` when embedding)",
            "The store document (`--store`) as read and as each change would write it; nothing is written past it. A change whose JSON measures over four times the limit is refused before it is written out (\"more than N bytes\")."
        ),
        (
            "property list expansion",
            "\(ExpansionBudget.valuesPerInputUnit) values and \(ExpansionBudget.bytesPerInputUnit) bytes per input byte; "
                + "at least \(DigitGrouping.grouped(ExpansionBudget.minimumValues)) values / \(ExpansionBudget.minimumBytes >> 20) MiB, "
                + "at most \(DigitGrouping.grouped(ExpansionBudget.maximumValues)) values / \(ExpansionBudget.maximumBytes >> 20) MiB",
            "fixed",
            "What a binary property list or keyed archive may expand to when objects share references (import, check, run)."
        ),
        (
            "Automator filter predicate", "\(DigitGrouping.grouped(ImportLimits.predicateParts)) parts", "fixed",
            "Predicates and expressions in one Filter action's predicate (import)."
        ),
        (
            "coverage report files", "\(DigitGrouping.grouped(ImportLimits.reportFiles)) files", "fixed",
            "Shortcut files one `import --report DIR` reads."
        ),
        (
            "spelling correction",
            "words of \(SpellingCorrector.longestWord) letters, \(SpellingCorrector.longestTwoEditWord) searched two edits away",
            "fixed",
            "The longest word Correct Spelling corrects (a longer run of letters is left as it is), and the longest it searches two edits away when no known word is one edit away; its search stops at the run's time limit (`--timeout`) before each new word ([spelling.md](spelling.md))."
        ),
        (
            "regular expression length", "\(DigitGrouping.grouped(RegularExpressionLimits.maximumPatternLength)) UTF-16 units",
            "fixed",
            "A pattern of Match Text, Replace Text, Filter List or Rename Files; matching itself stops at the run's time limit (`--timeout`)."
        ),
        (
            "JSONPath query",
            "\(DigitGrouping.grouped(QueryJSONAction.limits.length)) characters, \(QueryJSONAction.limits.nesting) levels",
            "fixed",
            "A Query JSON query's length and how deep its filters, parentheses and function calls nest."
        ),
        (
            "JSONPath evaluation", "\(DigitGrouping.grouped(QueryJSONAction.limits.nodes)) nodes", "fixed",
            "Nodes one Query JSON evaluation makes on the way to its result (wildcards listed side by side multiply them); `match()` and `search()` stop at the run's time limit (`--timeout`)."
        ),
        (
            "jq program",
            "\(DigitGrouping.grouped(QueryJSONAction.jqLimits.length)) characters, \(DigitGrouping.grouped(QueryJSONAction.jqLimits.steps)) steps, \(DigitGrouping.grouped(QueryJSONAction.jqLimits.outputs)) outputs",
            "fixed",
            "A Query JSON jq program's length (its nesting stops at 256 levels, its run at 6,000 levels and 1,000 nested calls of its own functions), the steps its run may take and the values it may output; it also stops at the run's time limit (`--timeout`)."
        ),
        (
            "JSON Web Token private key",
            "\(SignJWTAction.keyLimits.bytes >> 10) KiB, RSA of \(DigitGrouping.grouped(SignJWTAction.keyLimits.minimumRSABits))–\(DigitGrouping.grouped(SignJWTAction.keyLimits.maximumRSABits)) bits",
            "fixed",
            "The PEM or DER key Sign JSON Web Token reads for RS, PS and ES; a larger key or modulus, or a smaller RSA key (RFC 7518 §3.3), is refused."
        ),
        (
            "HTML or XML document",
            "\(QueryMarkupAction.limits.documentBytes >> 20) MiB, \(QueryMarkupAction.limits.depth) levels, \(DigitGrouping.grouped(QueryMarkupAction.limits.nodes)) nodes",
            "fixed",
            "A document Query HTML or XML reads: a larger one, or one with more nodes, is refused; HTML deeper than the levels is kept flat below them, XML deeper is refused."
        ),
        (
            "CSS or XPath query",
            "\(DigitGrouping.grouped(QueryMarkupAction.limits.queryLength)) bytes, \(QueryMarkupAction.limits.nesting) levels, \(DigitGrouping.grouped(QueryMarkupAction.limits.steps)) steps",
            "fixed",
            "A Query HTML or XML query's length, nesting and the nodes its evaluation may visit; it also stops at the run's time limit (`--timeout`)."
        ),
        (
            "SQL query",
            "\(DigitGrouping.grouped(QueryRecordsAction.limits.length)) characters, \(QueryRecordsAction.limits.depth) levels, \(DigitGrouping.grouped(QueryRecordsAction.limits.steps)) steps",
            "fixed",
            "A Query Records with SQL field or clause, how deep its expressions nest, and the steps its run may take (LIKE and GLOB cost text × pattern at most); it also stops at the run's time limit (`--timeout`)."
        ),
        (
            "SQL records from CSV", "\(DigitGrouping.grouped(RecordTable.maxCSVCells)) cells", "fixed",
            "Columns × rows of the CSV Query Records with SQL reads: each row has a cell for every column its first row names, so a wide first row over many short rows is refused rather than expanded."
        ),
        (
            "SQL result",
            "\(DigitGrouping.grouped(QueryRecordsAction.limits.rows)) rows, \(DigitGrouping.grouped(QueryRecordsAction.limits.cells)) cells, text of \(QueryRecordsAction.limits.text >> 20) MiB",
            "fixed",
            "What one Query Records with SQL run may give, and the longest text one of its functions or operators may make."
        ),
        (
            "dates", "0001-01-01 to 9999-12-31 (UTC)", "fixed",
            "What Adjust Date may answer and a number read as a date (seconds since 1970) may be (`CalendarRange`); outside, a clear error instead of a wrong date."
        ),
        (
            "coverage report depth", "\(CoverageReport.defaultDepth) levels (at most \(CoverageReport.maxDepth))",
            "`import --report DIR --depth N`",
            "Levels of subfolders one `import --report DIR` looks into; links to folders are not followed."
        ),
        (
            "workflow on standard input", "\(DocumentLoader.maxStandardInputBytes >> 20) MiB", "fixed",
            "A workflow document read from standard input (`run -`, `check -`, `view -`, `graph -`)."
        ),
        (
            "calculator decimal places", "\(CalcOptions.maxDecimalPlaces)",
            "`calc --places`/`--precision`, Calculate Expression's `places`/`precision`",
            "Digits after the point; a value carries 38 significant digits."
        ),
        (
            "calculator significant figures", "\(CalcOptions.maxSignificantFigures)", "`to N sig figs`",
            "All a value carries."
        ),
        (
            "image side", "\(DigitGrouping.grouped(ImageLimits.standard.maxDimension)) pixels", "`ImageLimits` when embedding",
            "Width and height of an image any decoder reads (PNG, JPEG, GIF, BMP, TIFF, WebP), checked from the header before any pixel memory is taken."
        ),
        (
            "image pixels",
            "\(DigitGrouping.grouped(ImageLimits.standard.maxPixels)) (\(ImageLimits.standard.maxPixels * 4 / 1_000_000) MB as RGBA8)",
            "`ImageLimits` when embedding",
            "Width × height of one image, and of all an animation's frames together (decompression bombs)."
        ),
        (
            "animation frames", "\(DigitGrouping.grouped(ImageLimits.standard.maxFrames))", "`ImageLimits` when embedding",
            "Frames one GIF or animated WebP may hold."
        ),
        (
            "image metadata block", "\(ImageLimits.standard.maxMetadataBytes >> 20) MiB", "`ImageLimits` when embedding",
            "One ICC profile, EXIF block or compressed text chunk; a larger one is dropped, the pixels still decode. "
                + "Also a video's time-to-sample table (`stts`), the one table of a movie read whole for its frame rate."
        ),
        (
            "WebP chunks", "\(DigitGrouping.grouped(WebP.maxChunks(.standard))) (3 per frame and 16)",
            "`ImageLimits` when embedding",
            "Chunks one WebP file, or one of its animation frames, may hold."
        ),
        (
            "movie boxes", "\(DigitGrouping.grouped(MovieHeader.maxBoxes))", "fixed",
            "Boxes one QuickTime or MPEG-4 file may make the movie reader visit (a video's duration, frame rate and size)."
        ),
        (
            "font file", "\(FontLimits.standard.maxFileBytes >> 20) MiB", "`FontLimits` when embedding",
            "One TrueType font or collection file; a larger one is skipped when fonts are searched."
        ),
        (
            "font collection faces", "\(FontLimits.standard.maxFaces)", "`FontLimits` when embedding",
            "Faces one TrueType collection (`.ttc`) may hold."
        ),
        (
            "glyph points", "\(DigitGrouping.grouped(FontLimits.standard.maxGlyphPoints))", "`FontLimits` when embedding",
            "Points one glyph may have, its components' points counted."
        ),
        (
            "composite glyphs",
            "\(FontLimits.standard.maxCompositeDepth) levels, \(FontLimits.standard.maxComponents) components",
            "`FontLimits` when embedding",
            "How deep composite glyphs may nest, and how many components one glyph may draw in all."
        ),
        (
            "font search",
            "\(DigitGrouping.grouped(FontLimits.standard.maxFolderFiles)) files, \(FontLimits.standard.maxFolderDepth) folders deep",
            "`FontLimits` when embedding", "Files one search of the font folders reads, and how deep into subfolders it goes."
        ),
        (
            "text drawn into one image", "\(DigitGrouping.grouped(MakeImageFromTextAction.maxCharacters)) characters", "fixed",
            "What Make Image from Text draws into one image; a curve of a glyph is drawn as at most \(Rasterizer.maxCurveSegments) straight lines."
        ),
        (
            "PDF objects", "\(DigitGrouping.grouped(PDFLimits.standard.maxObjects))", "`PDFLimits` when embedding",
            "Objects a PDF's cross-reference sections (or its rebuilt table) may list, and objects one merge copies."
        ),
        (
            "PDF nesting", "\(PDFLimits.standard.maxNesting) levels", "`PDFLimits` when embedding",
            "Arrays and dictionaries inside each other, and the depth of the page tree."
        ),
        (
            "PDF stream", "\(PDFLimits.standard.maxStreamBytes >> 20) MiB", "`PDFLimits` when embedding",
            "What one stream may decode to through its filters."
        ),
        (
            "PDF decoded total", "\(PDFLimits.standard.maxTotalDecodedBytes >> 30) GiB", "`PDFLimits` when embedding",
            "What all the streams one document's reading decodes may add up to (decompression bombs)."
        ),
        (
            "PDF pages", "\(DigitGrouping.grouped(PDFLimits.standard.maxPages))", "`PDFLimits` when embedding",
            "Pages one PDF may have."
        ),
        (
            "PDF updates", "\(DigitGrouping.grouped(PDFLimits.standard.maxXrefSections))", "`PDFLimits` when embedding",
            "Cross-reference sections (incremental updates) followed through `/Prev`."
        ),
    ]

    /// The table named `name`, or nil for a name this file does not generate.
    static func table(_ name: String, registry: ActionRegistry) -> String? {
        switch name {
        case "run":
            var text = "| limit | default | command line | library (`RunOptions.limits`) | what it bounds |\n"
            text += "| --- | ---: | --- | --- | --- |\n"
            for limit in RunLimit.allCases {
                let row = runRow(limit)
                text +=
                    "| \(limit.rawValue) | \(row.value) | `\(CommandLineRemedies.option(for: limit))` | "
                    + "`\(LibraryRemedyWording.setting(limit))` | \(row.bounds) |\n"
            }
            return text
        case "parameters":
            var text = "| action | parameter | at least | at most |\n| --- | --- | ---: | ---: |\n"
            // By name: the registry's own order is its identifiers'.
            for definition in registry.definitions.sorted(by: { ($0.name, $0.identifier) < ($1.name, $1.identifier) }) {
                for parameter in definition.parameters {
                    guard let maximum = parameter.maximum else { continue }
                    text +=
                        "| \(definition.name) (`\(definition.identifier)`) | `\(parameter.key)` | "
                        + "\(parameter.minimum.map(\.description) ?? "") | \(maximum) |\n"
                }
            }
            return text
        case "other":
            var text = "| limit | value | how to change it | what it bounds |\n| --- | ---: | --- | --- |\n"
            for row in otherRows { text += "| \(row.name) | \(row.value) | \(row.change) | \(row.bounds) |\n" }
            return text
        default: return nil
        }
    }

    /// `document` with the table after each `<!-- limits: NAME -->` marker regenerated.
    static func regenerated(_ document: String, registry: ActionRegistry) -> String {
        MarkedTables.regenerated(document, kind: "limits") { table($0, registry: registry) }
    }
}
