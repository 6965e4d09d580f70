import Archives
import Foundation
import SeededRandom

/// Inflate and deflate of 100 MB of text-like bytes: ours in process against `unzip -p`,
/// `gzip -dc` and `gzip -6` on the same bytes, in the same run (their times include starting
/// the process and writing to /dev/null).
enum ArchiveBenchmarks {
    static let size = 100 * 1024 * 1024

    /// Words drawn from a small vocabulary with numbers: compresses about 3–4× like logs or prose.
    static func sample() -> Data {
        let words = [
            "the", "shortcut", "runs", "action", "file", "folder", "archive", "text", "list", "of", "and", "with", "error",
            "value", "date", "variable", "input", "output", "repeat", "if",
        ]
        var bytes = [UInt8]()
        bytes.reserveCapacity(size + 64)
        var random = SplitMix64(seed: 0x2545_F491_4F6C_DD1D)
        while bytes.count < size {
            let draw = random.next()
            let pick = Int(draw >> 59)
            if pick < words.count {
                bytes.append(contentsOf: words[pick].utf8)
            } else {
                bytes.append(contentsOf: String(draw >> 40 & 0xFFFF).utf8)
            }
            bytes.append(draw >> 33 & 15 == 0 ? 10 : 32)
        }
        return Data(bytes.prefix(size))
    }

    static func run(_ table: inout BenchTable) {
        let data = sample()
        let folder = NSTemporaryDirectory() + "shortcut-bench-archives-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = folder + "/sample.txt"
        guard FileManager.default.createFile(atPath: plain, contents: data) else {
            table.add("archives", "FAILED", "cannot write \(plain)")
            return
        }
        // Inflate: a 100 MB entry zipped by Info-ZIP, read by us and by `unzip -p`.
        _ = quiet("zip", ["-q", "-6", "-j", folder + "/sample.zip", plain])
        if let zip = FileManager.default.contents(atPath: folder + "/sample.zip") {
            var entries: [ArchiveEntry] = []
            let seconds = measure(repeats: 2) { entries = (try? ZIPReader.read(zip, limits: .none)) ?? [] }
            let toolSeconds = measure(repeats: 2) { _ = quiet("unzip", ["-p", folder + "/sample.zip"]) }
            let same = entries.first?.data == data ? "same bytes" : "DIFFERENT bytes"
            table.add(
                "inflate 100 MB zip entry", "\(format(Double(size) / seconds / 1e6, 0)) MB/s",
                "unzip -p \(format(Double(size) / toolSeconds / 1e6, 0)) MB/s; ours/unzip time \(format(seconds / toolSeconds, 2))×; \(same); zip \(zip.count / 1_048_576) MB (CRC checked)"
            )
        } else {
            table.add("inflate 100 MB zip entry", "FAILED", "zip is missing")
        }
        // Deflate: ours against gzip -6, and the sizes.
        var ours = Data()
        let seconds = measure(repeats: 2) { ours = (try? Gzip.compress(data)) ?? Data() }
        try? ours.write(to: URL(fileURLWithPath: folder + "/ours.gz"))
        let toolSeconds = measure(repeats: 2) { _ = quiet("gzip", ["-6", "-c", plain], output: folder + "/theirs.gz") }
        let theirs = (try? FileManager.default.attributesOfItem(atPath: folder + "/theirs.gz")[.size] as? Int) ?? 0
        let check = quiet("gzip", ["-t", folder + "/ours.gz"]) == 0 ? "gzip -t accepts ours" : "gzip -t REFUSES ours"
        table.add(
            "deflate 100 MB (gzip)", "\(format(Double(size) / seconds / 1e6, 0)) MB/s",
            "gzip -6 \(format(Double(size) / toolSeconds / 1e6, 0)) MB/s; ours/gzip time \(format(seconds / toolSeconds, 2))×; size ours \(format(Double(ours.count) / 1_048_576, 2)) MB vs gzip -6 \(format(Double(theirs) / 1_048_576, 2)) MB; \(check)"
        )
        if let gz = FileManager.default.contents(atPath: folder + "/theirs.gz") {
            var out = Data()
            let inflate = measure(repeats: 2) { out = (try? Gzip.decompress(gz, limits: .none).data) ?? Data() }
            let gunzip = measure(repeats: 2) { _ = quiet("gzip", ["-dc", folder + "/theirs.gz"]) }
            table.add(
                "inflate 100 MB gzip -6", "\(format(Double(size) / inflate / 1e6, 0)) MB/s",
                "gzip -dc \(format(Double(size) / gunzip / 1e6, 0)) MB/s; ours/gzip time \(format(inflate / gunzip, 2))×; \(out == data ? "same bytes" : "DIFFERENT bytes")"
            )
        }
    }

    /// Runs a tool with its standard output to /dev/null (or a file); its exit status.
    @discardableResult
    static func quiet(_ tool: String, _ arguments: [String], output: String? = nil) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let output {
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
