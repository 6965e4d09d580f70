import AppleFormats
import FormatsFuzzing
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Usage: formats-bench [bench [passes]] | [fuzz [count] [seed] [reader|all] [generated] [scale]] | [lzfse [passes]]
// Fixtures are read from the test folder beside this package, located via #filePath.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tests/AppleFormatsTests/Fixtures").standardized
let arguments = Array(CommandLine.arguments.dropFirst())

func files(_ folder: String, _ filter: (URL) -> Bool) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: fixtures.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        .filter(filter).sorted { $0.path < $1.path }
}

func time(_ passes: Int, _ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<passes { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes)
}

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func mb(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1e6) }

func benchmark(passes: Int) throws {
    let all = try files("shortcuts") { !["md", "tsv"].contains($0.pathExtension) }
    let unsigned = try all.map { try Data(contentsOf: $0) }.filter { !$0.starts(with: Array("AEA1".utf8)) }
    let signed = try all.map { try Data(contentsOf: $0) }.filter { $0.starts(with: Array("AEA1".utf8)) }
    let binaries = try unsigned.map { try PropertyList.parse($0).serialized(as: .binary) }
    let unsignedBytes = unsigned.reduce(0) { $0 + $1.count }
    let binaryBytes = binaries.reduce(0) { $0 + $1.count }

    let xmlTime = try time(passes) { for data in unsigned { _ = try PropertyList.parse(data) } }
    print(
        String(
            format: "XML plist: %d files, %@, %.2f ms per pass (%.1f MB/s)", unsigned.count, mb(unsignedBytes), xmlTime * 1000,
            Double(unsignedBytes) / 1e6 / xmlTime))
    let binaryTime = try time(passes) { for data in binaries { _ = try PropertyList.parse(data) } }
    print(
        String(
            format: "binary plist (same files, our writer): %@, %.2f ms per pass (%.1f MB/s)", mb(binaryBytes), binaryTime * 1000,
            Double(binaryBytes) / 1e6 / binaryTime))
    let plists = try unsigned.map { try PropertyList.parse($0) }
    let writeTime = try time(passes) { for plist in plists { _ = try plist.serialized(as: .binary) } }
    print(String(format: "binary plist writer: %.2f ms per pass", writeTime * 1000))

    let payloadBytes = try signed.reduce(0) { $0 + (try AppleEncryptedArchive.read($1).payload.count) }
    let signedBytes = signed.reduce(0) { $0 + $1.count }
    let signedTime = try time(passes) { for data in signed { _ = try ShortcutContainer.extractPlist(from: data) } }
    print(
        String(
            format:
                "signed extraction (AEA→LZFSE→AA→bplist): %d files, %@ in, %@ LZFSE output, %.2f ms per pass = %.0f files/s, %.1f MB/s of LZFSE output",
            signed.count, mb(signedBytes), mb(payloadBytes), signedTime * 1000, Double(signed.count) / signedTime,
            Double(payloadBytes) / 1e6 / signedTime))
    let segments = try signed.map { data -> Data in
        let archive = try AppleEncryptedArchive.read(data)
        let segment = archive.segments[0]
        return data[segment.offset..<(segment.offset + segment.storedSize)]
    }
    let lzfseTime = try time(passes) { for segment in segments { _ = try LZFSE.decompress(segment) } }
    print(
        String(
            format: "LZFSE alone: %@ compressed → %@, %.2f ms per pass (%.1f MB/s output)",
            mb(segments.reduce(0) { $0 + $1.count }), mb(payloadBytes), lzfseTime * 1000, Double(payloadBytes) / 1e6 / lzfseTime))

    // Python's plistlib on the same XML files and binary renderings, timed inside Python.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, data) in unsigned.enumerated() {
        try data.write(to: folder.appendingPathComponent("\(index).xml"))
        try binaries[index].write(to: folder.appendingPathComponent("\(index).bplist"))
    }
    let script = """
        import plistlib, glob, time, sys
        for ext in ('xml', 'bplist'):
            blobs = [open(p, 'rb').read() for p in sorted(glob.glob(sys.argv[1] + '/*.' + ext))]
            for b in blobs: plistlib.loads(b)
            t = time.perf_counter()
            for _ in range(\(passes)):
                for b in blobs: plistlib.loads(b)
            print('python plistlib %s: %.2f ms per pass' % (ext, (time.perf_counter() - t) / \(passes) * 1000))
        xml = sorted(glob.glob(sys.argv[1] + '/*.xml'))
        # expat normalises CR and CRLF to LF inside XML text; CoreFoundation (and we) keep them.
        def norm(v):
            if isinstance(v, str): return v.replace('\\r\\n', '\\n').replace('\\r', '\\n')
            if isinstance(v, list): return [norm(x) for x in v]
            if isinstance(v, dict): return {k: norm(x) for k, x in v.items()}
            return v
        same = sum(plistlib.loads(open(p, 'rb').read()) == norm(plistlib.loads(open(p[:-4] + '.bplist', 'rb').read())) for p in xml)
        print('python plistlib reads our binary renderings like the XML originals (CR normalised): %d/%d' % (same, len(xml)))
        """
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", "-c", script, folder.path]
    try python.run()
    python.waitUntilExit()
    print(String(format: "peak RSS: %.1f MB", peakRSSMegabytes()))
}

/// The standing campaign in release: `count` mutations over the seeds of `only` (every reader
/// when nil), then `generated` structure-aware inputs per reader at `scale`.
func fuzz(count: Int, seed: UInt64, only: FuzzTarget?, generated: Int, scale: Int) throws {
    let packageRoot = fixtures.appendingPathComponent("../../..").standardized
    let seeds = try CampaignSeeds.all(packageRoot: packageRoot, maxSize: Int.max).filter { only == nil || $0.target == only }
    let start = Date()
    let report = FuzzCampaign.run(
        seeds: seeds, count: count, seed: seed, generated: generated, generatedTargets: only.map { [$0] } ?? FuzzTarget.allCases,
        scale: scale)
    print("fuzz (release, seed \(seed), \(seeds.count) seeds, \(generated) generated per reader at scale \(scale)):\n\(report)")
    print(String(format: "elapsed %.1f s, peak RSS %.1f MB", Date().timeIntervalSince(start), peakRSSMegabytes()))
    if report.foreignErrors > 0 || report.hangs > 0 { exit(1) }
}

do {
    switch arguments.first ?? "bench" {
    case "lzfse":
        // LZFSE decoding alone, for profiling.
        let signed = try files("shortcuts") { $0.pathExtension == "shortcut" }.map { try Data(contentsOf: $0) }
        let segments = try signed.map { data -> Data in
            let segment = try AppleEncryptedArchive.read(data).segments[0]
            return data[segment.offset..<(segment.offset + segment.storedSize)]
        }
        let passes = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
        let seconds = try time(passes) { for segment in segments { _ = try LZFSE.decompress(segment) } }
        print(String(format: "LZFSE: %.2f ms per pass", seconds * 1000))
    case "fuzz":
        // fuzz [count] [seed] [reader|all] [generated per reader] [scale]
        func argument(_ index: Int) -> String? { arguments.count > index ? arguments[index] : nil }
        let target = argument(3).flatMap { $0 == "all" ? nil : $0 }
        if let target, FuzzTarget(rawValue: target) == nil {
            print("error: no reader '\(target)'; readers: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")), all")
            exit(2)
        }
        try fuzz(
            count: argument(1).flatMap { Int($0) } ?? 100_000, seed: argument(2).flatMap { UInt64($0) } ?? 20_261_121,
            only: target.flatMap(FuzzTarget.init(rawValue:)), generated: argument(4).flatMap { Int($0) } ?? 90,
            scale: argument(5).flatMap { Int($0) } ?? 50_000)
    default:
        try benchmark(passes: arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
