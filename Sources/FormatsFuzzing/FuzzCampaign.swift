import AppleFormats
import Foundation

/// Which reader a seed input is fed to.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case container, plist, lzfse, appleArchive, keyedArchive
}

/// One seed: bytes plus the reader they belong to.
public struct FuzzSeed: Sendable {
    /// A label for reports, e.g. the corpus file name.
    public let name: String
    /// The reader the mutated bytes go to.
    public let target: FuzzTarget
    /// The unmutated input.
    public let bytes: [UInt8]

    /// A seed for `target`.
    public init(name: String, target: FuzzTarget, bytes: [UInt8]) {
        self.name = name
        self.target = target
        self.bytes = bytes
    }
}

/// Totals of a campaign; a crash never reaches these, it ends the process.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// Mutated inputs fed to a reader.
    public var inputs = 0
    /// Inputs that still parsed.
    public var accepted = 0
    /// Inputs rejected with a FormatError.
    public var rejected = 0
    /// Errors that were not FormatError (should stay 0: every failure is ours and described).
    public var foreignErrors = 0
    /// Longest time one input took, in seconds.
    public var slowest: Double = 0
    /// Which seed and iteration was slowest.
    public var slowestSeed = ""
    /// Inputs per reader.
    public var perTarget: [FuzzTarget: Int] = [:]

    /// A one-line summary.
    public var description: String {
        let targets = FuzzTarget.allCases.map { "\($0.rawValue) \(perTarget[$0, default: 0])" }.joined(separator: ", ")
        return "\(inputs) mutated inputs (\(targets)): \(accepted) parsed, \(rejected) rejected with FormatError, "
            + "\(foreignErrors) other errors; slowest input \(String(format: "%.1f", slowest * 1000)) ms (\(slowestSeed))"
    }
}

/// Runs `count` seeded mutations round-robin over the seeds.
public enum FuzzCampaign: Sendable {
    /// Output cap for decompression during fuzzing, so a forged size cannot demand much memory.
    public static let outputLimit = 8 << 20

    /// Mutates and feeds `count` inputs; the same seed gives the same run.
    public static func run(seeds: [FuzzSeed], count: Int, seed: UInt64) -> FuzzReport {
        var random = SeededRandom(seed: seed)
        var report = FuzzReport()
        guard !seeds.isEmpty else { return report }
        for iteration in 0..<count {
            let source = seeds[iteration % seeds.count]
            let donor = seeds[Int.random(in: 0..<seeds.count, using: &random)].bytes
            let input = Mutator.mutate(source.bytes, donor: donor, using: &random)
            let started = Date()
            do {
                try feed(input, to: source.target)
                report.accepted += 1
            } catch is FormatError {
                report.rejected += 1
            } catch {
                report.foreignErrors += 1
            }
            let elapsed = Date().timeIntervalSince(started)
            if elapsed > report.slowest { report.slowest = elapsed; report.slowestSeed = "\(source.name) #\(iteration)" }
            report.inputs += 1
            report.perTarget[source.target, default: 0] += 1
        }
        return report
    }

    static func feed(_ bytes: [UInt8], to target: FuzzTarget) throws {
        let data = Data(bytes)
        switch target {
        case .container: _ = try ShortcutContainer.extractPlist(from: data, outputLimit: outputLimit)
        case .plist: _ = try PropertyList.parse(data)
        case .lzfse: _ = try LZFSE.decompress(data, outputLimit: outputLimit)
        case .appleArchive: _ = try AppleArchive.read(data)
        case .keyedArchive: _ = try KeyedArchive.unarchive(data)
        }
    }

    /// Seeds from a folder of shortcut files and Automator documents: every file as a container,
    /// plus the pieces inside (binary plists, LZFSE segments, archives, keyed archives).
    public static func seeds(shortcutFiles: [URL], automatorFiles: [URL], maxSize: Int) throws -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        for file in shortcutFiles {
            let data = try Data(contentsOf: file)
            let name = file.lastPathComponent
            guard data.count <= maxSize else { continue }
            seeds.append(FuzzSeed(name: name, target: .container, bytes: [UInt8](data)))
            let (plist, container) = try ShortcutContainer.extractPlist(from: data)
            seeds.append(FuzzSeed(name: name + " (binary)", target: .plist, bytes: [UInt8](try plist.serialized(as: .binary))))
            if case .signed(let signed) = container, let segment = signed.archive.segments.first {
                seeds.append(
                    FuzzSeed(name: name + " (lzfse)", target: .lzfse, bytes: [UInt8](data[segment.offset..<(segment.offset + segment.storedSize)])))
                seeds.append(FuzzSeed(name: name + " (aa)", target: .appleArchive, bytes: [UInt8](signed.archive.payload)))
            }
        }
        for file in automatorFiles {
            let data = try Data(contentsOf: file)
            let name = file.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
            if data.count <= maxSize { seeds.append(FuzzSeed(name: name, target: .plist, bytes: [UInt8](data))) }
            collectArchives(in: try PropertyList.parse(data), name: name, into: &seeds)
        }
        let json =
            #"{"WFWorkflowActions":[{"WFWorkflowActionIdentifier":"is.workflow.actions.comment","WFWorkflowActionParameters":{"WFCommentActionText":"h\u00e9llo","n":[1,-2.5e3,true,false]}}]}"#
        seeds.append(FuzzSeed(name: "json", target: .plist, bytes: Array(json.utf8)))
        return seeds
    }

    private static func collectArchives(in value: PropertyList, name: String, into seeds: inout [FuzzSeed]) {
        switch value {
        case .data(let bytes) where bytes.starts(with: Array("bplist00".utf8)):
            seeds.append(FuzzSeed(name: name + " (keyed)", target: .keyedArchive, bytes: [UInt8](bytes)))
        case .array(let items): items.forEach { collectArchives(in: $0, name: name, into: &seeds) }
        case .dictionary(let dictionary): dictionary.entries.forEach { collectArchives(in: $0.value, name: name, into: &seeds) }
        default: break
        }
    }
}
