import Foundation
import PDF
import XCTest

/// Our PDFs in two independent readers: qpdf (structure: `qpdf --check`, and it decrypts) with
/// poppler's pdftotext, and Ghostscript (`gs -sDEVICE=txtwrite`). Each test skips LOUDLY, naming
/// the missing tool, when that tool is not installed (`apt-get install -y qpdf poppler-utils ghostscript`).
final class ReferenceReaderTests: IsolatedTestCase {
    private func tool(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        FileHandle.standardError.write(
            Data("SKIPPED (LOUDLY): \(name) is not installed; the PDF reference-reader check did not run\n".utf8))
        throw XCTSkip("\(name) is not installed: the reference-reader check did not run")
    }

    private func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func write(_ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("test.pdf")
        try Data(bytes).write(to: file)
        return file.path
    }

    private func sample(encryption: PDFEncryption? = nil) throws -> [UInt8] {
        var builder = PDFBuilder()
        try builder.addTextPages("Reference readers agree.\nCafé – 5 €")
        var rgba: [UInt8] = []
        for index in 0..<64 { rgba += [UInt8(index * 4), 100, 200, index < 8 ? 0 : 255] }
        try builder.addImagePage(try XCTUnwrap(PDFImage(width: 8, height: 8, rgba: rgba)), margin: 18)
        try builder.addImagePage(try XCTUnwrap(PDFImage(jpeg: PDFFixtures.tinyJPEG)))
        var merged = PDFBuilder()
        try merged.addPages(from: try PDFReader(bytes: try builder.build()))
        try merged.addTextPages("Appended page")
        return try merged.build(title: "Reference", encryption: encryption)
    }

    func testQpdfFindsNoProblemsAndPdftotextReadsTheText() throws {
        let qpdf = try tool("qpdf"), pdftotext = try tool("pdftotext")
        let path = try write(try sample())
        let check = try run(qpdf, ["--check", path])
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("No syntax or stream encoding errors found"), check.output)
        let text = try run(pdftotext, ["-layout", path, "-"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(
            text.output.contains("Reference readers agree.") && text.output.contains("Café – 5 €")
                && text.output.contains("Appended page"), text.output)
        let info = try run(try tool("pdfinfo"), [path])
        XCTAssertTrue(info.output.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 4") }, info.output)
    }

    func testQpdfOpensTheEncryptedFileWithEachPassword() throws {
        let qpdf = try tool("qpdf")
        let path = try write(try sample(encryption: PDFEncryption(userPassword: "user pw", ownerPassword: "owner pw")))
        for password in ["user pw", "owner pw"] {
            let check = try run(qpdf, ["--password=\(password)", "--check", path])
            XCTAssertEqual(check.status, 0, check.output)
            XCTAssertTrue(
                check.output.contains("R = 6") && check.output.contains("No syntax or stream encoding errors found"), check.output
            )
        }
        XCTAssertNotEqual(try run(qpdf, ["--password=wrong", "--check", path]).status, 0)
    }

    /// The other way round: files qpdf encrypts (RC4 40- and 128-bit, AES-128 with crypt filters,
    /// AES-256 revision 6, with and without object streams) open here with each password.
    func testFilesQpdfEncryptsOpenWithEachPassword() throws {
        let qpdf = try tool("qpdf")
        let plain = try write(try sample())
        let forms: [[String]] = [
            ["40"], ["128", "--use-aes=n"], ["128", "--use-aes=y"], ["256"], ["256", "--object-streams=generate"],
            ["128", "--use-aes=y", "--cleartext-metadata"],
        ]
        for form in forms {
            let locked = plain + "." + form.joined(separator: "_") + ".pdf"
            let options = form.filter { $0.hasPrefix("--object") }
            let made = try run(
                qpdf,
                ["--allow-weak-crypto", "--encrypt", "user pw", "owner pw", form[0]]
                    + form.dropFirst().filter { !options.contains($0) }
                    + ["--"] + options + [plain, locked])
            XCTAssertEqual(made.status, 0, "\(form): \(made.output)")
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: locked)))
            for password in ["user pw", "owner pw"] {
                let reader = try PDFReader(bytes: bytes, password: password)
                XCTAssertTrue(reader.isEncrypted, "\(form)")
                XCTAssertEqual(try reader.pages().count, 4, "\(form)")
                var extractor = TextExtractor(reader: reader)
                let text = try extractor.text()
                XCTAssertTrue(text.contains("Reference readers agree.") && text.contains("Appended page"), "\(form): \(text)")
            }
            XCTAssertThrowsError(try PDFReader(bytes: bytes, password: "wrong"), "\(form)")
        }
    }

    func testGhostscriptReadsEveryPage() throws {
        let gs = try tool("gs")
        let path = try write(try sample())
        let result = try run(gs, ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=txtwrite", "-sOutputFile=-", path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains("Reference readers agree.") && result.output.contains("Appended page"), result.output)
        XCTAssertFalse(result.output.lowercased().contains("error"), result.output)
    }
}
