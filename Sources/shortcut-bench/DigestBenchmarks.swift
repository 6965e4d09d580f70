import Digests
import Foundation
import SeededRandom

/// Hashes and Base64 of 100 MB: ours in process against coreutils (`md5sum`, `sha1sum`,
/// `sha256sum`, `sha512sum`, `base64 -w0`) on the same bytes, in the same run.
enum DigestBenchmarks {
    static let size = 100 * 1024 * 1024

    static func run(_ table: inout BenchTable) {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        var bytes = [UInt8](repeating: 0, count: size)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: random.next() >> 56) }
        let path = NSTemporaryDirectory() + "shortcut-bench-digests-\(getpid()).bin"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            table.add("digests", "FAILED", "cannot write \(path)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tools: [(DigestAlgorithm, String)] = [
            (.md5, "md5sum"), (.sha1, "sha1sum"), (.sha256, "sha256sum"), (.sha512, "sha512sum"),
        ]
        for (algorithm, tool) in tools {
            var ours = ""
            let seconds = measure(repeats: 2) { ours = algorithm.hexDigest(bytes) }
            let (theirs, toolSeconds) = timed(tool, [path])
            let agree = theirs.hasPrefix(ours) ? "same digest" : "DIFFERENT digest"
            table.add(
                "\(algorithm.rawValue) 100 MB", "\(format(Double(size) / seconds / 1e6, 0)) MB/s",
                "\(tool) \(format(Double(size) / toolSeconds / 1e6, 0)) MB/s; ours/\(tool) time \(format(seconds / toolSeconds, 2))×; \(agree)"
            )
        }
        let data = Data(bytes)
        var encoded = ""
        let seconds = measure(repeats: 2) { encoded = data.base64EncodedString() }
        let (theirs, toolSeconds) = timed("base64", ["-w0", path])
        table.add(
            "Base64 encode 100 MB", "\(format(Double(size) / seconds / 1e6, 0)) MB/s",
            "base64 \(format(Double(size) / toolSeconds / 1e6, 0)) MB/s; ours/base64 time \(format(seconds / toolSeconds, 2))×; \(theirs == encoded ? "same text" : "DIFFERENT text")"
        )
    }

    /// A command's standard output and its best wall time of two runs (process start included).
    static func timed(_ tool: String, _ arguments: [String]) -> (String, Double) {
        var output = ""
        let seconds = measure(repeats: 2) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch { return }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            output = String(decoding: data, as: UTF8.self)
        }
        return (output, seconds)
    }
}
