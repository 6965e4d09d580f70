import Foundation
import Images
import ShortcutEngine

/// A PDF page rendered as a PNG by the program `RunOptions.pdfRenderer` names: poppler's
/// `pdftoppm` or Ghostscript's `gs`, started without a shell with a fixed list of arguments, the
/// PDF on its standard input and the page's PNG on its standard output (`ScriptProcess`), ended
/// at the run's time limit.
struct PDFPageRenderer {
    /// The programs whose arguments are known.
    enum Program: String {
        case pdftoppm, ghostscript = "gs"

        /// The program a path or name stands for, by its file name (`gs`, `gsc`, `gswin64c`).
        init?(path: String) {
            let name = (path as NSString).lastPathComponent.lowercased()
            if name.hasPrefix("pdftoppm") {
                self = .pdftoppm
            } else if name == "gs" || name == "gsc" || name.hasPrefix("gswin") {
                self = .ghostscript
            } else {
                return nil
            }
        }
    }

    /// The program's path.
    let path: String
    let program: Program

    /// The renderer the run names; fails when it names none, an unknown program or one not installed.
    init(context: ActionContext, parameter: String) throws {
        guard let named = context.pdfRenderer, !named.isEmpty else {
            throw ActionFailure(PDFFailure.noRenderer, parameter: parameter)
        }
        guard let program = Program(path: named) else {
            throw ActionFailure(PDFFailure.unknownRenderer(named), parameter: parameter)
        }
        // A path is taken as it is; a bare name is looked up on PATH.
        let located =
            named.contains("/")
            ? (FileManager.default.isExecutableFile(atPath: named) ? named : nil) : ScriptProcess.locate(named)
        guard let path = located else {
            throw ActionFailure(PDFFailure.rendererNotInstalled(named), parameter: parameter)
        }
        self.path = path
        self.program = program
    }

    /// The arguments that render `page` (1-based) at `resolution` dots per inch, grey or in colour.
    func arguments(page: Int, resolution: Int, grey: Bool) -> [String] {
        switch program {
        case .pdftoppm:
            return ["-png", "-r", "\(resolution)", "-f", "\(page)", "-l", "\(page)", "-singlefile"] + (grey ? ["-gray"] : [])
                + ["-"]
        case .ghostscript:
            return [
                "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=\(grey ? "pnggray" : "png16m")", "-r\(resolution)",
                "-dFirstPage=\(page)", "-dLastPage=\(page)", "-sOutputFile=-", "-",
            ]
        }
    }

    /// Why the renderer's run gave no page, or nil when it ended well.
    private static func failure(of outcome: ScriptProcess.Outcome, limit: Int) -> String? {
        if outcome.tooLong { return "its image of the page grew past \(limit) bytes" }
        if outcome.signal != 0 { return "it was ended by signal \(outcome.signal)" }
        guard outcome.status != 0 else { return nil }
        let errors = String(decoding: outcome.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return "it exited with status \(outcome.status)" + (errors.isEmpty ? "" : ": " + Rendering.preview(errors, limit: 200))
    }

    /// Page `page` of `pdf` (the file `name`) decoded from the renderer's PNG.
    func render(
        _ pdf: Data, page: Int, resolution: Int, grey: Bool, name: String, context: ActionContext, parameter: String
    ) throws -> PixelBuffer {
        let outcome = try ScriptProcess.outcome(
            of: path, arguments: arguments(page: page, resolution: resolution, grey: grey), input: pdf, context: context,
            parameter: parameter)
        if let why = Self.failure(of: outcome, limit: context.limits.maxTextLength) {
            throw ActionFailure(
                PDFFailure.renderingFailed(program: program.rawValue, name: name, page: page, why: why), parameter: parameter)
        }
        do {
            return try ImageDecoder.decode(outcome.output).pixels
        } catch let error as ImageError {
            throw ActionFailure(
                PDFFailure.renderingFailed(
                    program: program.rawValue, name: name, page: page, why: "its output is not an image (\(error))"),
                parameter: parameter)
        }
    }
}
