import AppleFormats
import Foundation
import SeededRandom

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

/// What one reader made of its inputs.
public struct FuzzTally: Sendable {
    /// Inputs fed (mutated and generated).
    public var inputs = 0
    /// Of which structure-aware generated inputs.
    public var generated = 0
    /// Inputs that still parsed.
    public var accepted = 0
    /// Inputs refused with the reader's own described error.
    public var rejected = 0
    /// Errors of any other type (should stay 0).
    public var foreignErrors = 0
    /// Inputs that took longer than `FuzzCampaign.hangSeconds` (should stay 0).
    public var hangs = 0
    /// Longest time one input took, in seconds.
    public var slowest: Double = 0
    /// Which input was slowest.
    public var slowestInput = ""
    /// The first foreign error, for the report.
    public var firstForeignError: String?
}

/// Totals of a campaign; a crash never reaches these, it ends the process.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// Per reader.
    public var perTarget: [FuzzTarget: FuzzTally] = [:]

    /// All inputs fed.
    public var inputs: Int { perTarget.values.reduce(0) { $0 + $1.inputs } }
    /// All inputs that parsed.
    public var accepted: Int { perTarget.values.reduce(0) { $0 + $1.accepted } }
    /// All inputs refused with a described error.
    public var rejected: Int { perTarget.values.reduce(0) { $0 + $1.rejected } }
    /// All foreign errors.
    public var foreignErrors: Int { perTarget.values.reduce(0) { $0 + $1.foreignErrors } }
    /// All inputs slower than the hang threshold.
    public var hangs: Int { perTarget.values.reduce(0) { $0 + $1.hangs } }
    /// The slowest input of any reader, in seconds.
    public var slowest: Double { perTarget.values.map(\.slowest).max() ?? 0 }
    /// Which input that was.
    public var slowestSeed: String { perTarget.values.max { $0.slowest < $1.slowest }?.slowestInput ?? "" }

    /// A summary line, then one line per reader.
    public var description: String {
        var lines = [
            "\(inputs) inputs: \(accepted) parsed, \(rejected) rejected with a described error, \(foreignErrors) other errors, "
                + "\(hangs) over \(Int(FuzzCampaign.hangSeconds)) s; slowest \(milliseconds(slowest)) (\(slowestSeed))"
        ]
        for target in FuzzTarget.allCases {
            guard let tally = perTarget[target] else { continue }
            lines.append(
                "  \(target.rawValue): \(tally.inputs) inputs (\(tally.generated) generated), \(tally.accepted) parsed, "
                    + "\(tally.rejected) rejected, \(tally.foreignErrors) other errors, \(tally.hangs) hangs, "
                    + "slowest \(milliseconds(tally.slowest)) (\(tally.slowestInput))"
                    + (tally.firstForeignError.map { "; first other error: \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}

/// Runs seeded mutations round-robin over the seeds, plus structure-aware inputs per reader.
public enum FuzzCampaign: Sendable {
    /// Output cap for decompression during fuzzing, so a forged size cannot demand much memory.
    public static let outputLimit = FuzzTarget.outputLimit
    /// An input slower than this counts as a hang.
    public static let hangSeconds = 10.0

    /// `seeds` reordered one reader at a time in turn (the first seed of each reader, then the
    /// second…), so that a run shorter than the seed list still mutates inputs of every reader;
    /// each reader's seeds keep their order.
    public static func interleavedByTarget(_ seeds: [FuzzSeed]) -> [FuzzSeed] {
        var queues: [FuzzTarget: ArraySlice<FuzzSeed>] = [:]
        for target in FuzzTarget.allCases { queues[target] = ArraySlice(seeds.filter { $0.target == target }) }
        var ordered: [FuzzSeed] = []
        ordered.reserveCapacity(seeds.count)
        while ordered.count < seeds.count {
            for target in FuzzTarget.allCases {
                if let next = queues[target]?.popFirst() { ordered.append(next) }
            }
        }
        return ordered
    }

    /// Mutates and feeds `count` inputs, then `generated` structure-aware inputs to each of
    /// `generatedTargets` at `scale`; the same seed gives the same run.
    public static func run(
        seeds: [FuzzSeed], count: Int, seed: UInt64, generated: Int = 0, generatedTargets: [FuzzTarget] = [], scale: Int = 1_000
    ) -> FuzzReport {
        var random = SplitMix64(seed: seed)
        var report = FuzzReport()
        if !seeds.isEmpty {
            for iteration in 0..<count {
                let source = seeds[iteration % seeds.count]
                let donor = seeds[Int.random(in: 0..<seeds.count, using: &random)].bytes
                let input = Mutator.mutate(source.bytes, donor: donor, using: &random)
                feed(input, to: source.target, label: "\(source.name) #\(iteration)", generated: false, into: &report)
            }
        }
        for target in generatedTargets {
            for variant in 0..<generated {
                let family = StructuredInputs.Family.allCases[variant % StructuredInputs.Family.allCases.count]
                let input = StructuredInputs.input(for: target, family: family, variant: variant, scale: scale)
                feed(input, to: target, label: "\(family.rawValue) #\(variant) at scale \(scale)", generated: true, into: &report)
            }
        }
        return report
    }

    private static func feed(
        _ input: [UInt8], to target: FuzzTarget, label: String, generated: Bool, into report: inout FuzzReport
    ) {
        let started = Date()
        let outcome = target.feed(input)
        let elapsed = Date().timeIntervalSince(started)
        var tally = report.perTarget[target] ?? FuzzTally()
        tally.inputs += 1
        if generated { tally.generated += 1 }
        switch outcome {
        case .accepted: tally.accepted += 1
        case .rejected: tally.rejected += 1
        case .foreign(let description):
            tally.foreignErrors += 1
            if tally.firstForeignError == nil { tally.firstForeignError = "\(label): \(description)" }
        }
        if elapsed > hangSeconds { tally.hangs += 1 }
        if elapsed > tally.slowest {
            tally.slowest = elapsed
            tally.slowestInput = label
        }
        report.perTarget[target] = tally
    }

    /// Seeds from shortcut files and Automator documents: every file as a container, plus the
    /// pieces inside (each plist rendering, LZFSE segments, archives, keyed archives).
    public static func seeds(shortcutFiles: [URL], automatorFiles: [URL], maxSize: Int) throws -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        for file in shortcutFiles {
            let data = try Data(contentsOf: file)
            let name = file.lastPathComponent
            guard data.count <= maxSize else { continue }
            seeds.append(FuzzSeed(name: name, target: .container, bytes: [UInt8](data)))
            let (plist, container) = try ShortcutContainer.extractPlist(from: data)
            seeds.append(
                FuzzSeed(name: name + " (binary)", target: .binaryPlist, bytes: [UInt8](try plist.serialized(as: .binary))))
            if case .xml = container { seeds.append(FuzzSeed(name: name, target: .xmlPlist, bytes: [UInt8](data))) }
            if let json = jsonText(plist) {
                seeds.append(FuzzSeed(name: name + " (json)", target: .jsonPlist, bytes: Array(json.utf8)))
            }
            if case .signed(let signed) = container, let segment = signed.archive.segments.first {
                seeds.append(
                    FuzzSeed(
                        name: name + " (lzfse)", target: .lzfse,
                        bytes: [UInt8](data[segment.offset..<(segment.offset + segment.storedSize)])))
                seeds.append(FuzzSeed(name: name + " (aa)", target: .appleArchive, bytes: [UInt8](signed.archive.payload)))
            }
        }
        for file in automatorFiles {
            let data = try Data(contentsOf: file)
            let name = file.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
            if data.count <= maxSize {
                seeds.append(FuzzSeed(name: name, target: .xmlPlist, bytes: [UInt8](data)))
                seeds.append(FuzzSeed(name: name, target: .automator, bytes: [UInt8](data)))
            }
            collectArchives(in: try PropertyList.parse(data), name: name, into: &seeds)
        }
        let json =
            #"{"WFWorkflowActions":[{"WFWorkflowActionIdentifier":"is.workflow.actions.comment","WFWorkflowActionParameters":{"WFCommentActionText":"h\u00e9llo","n":[1,-2.5e3,true,false]}}]}"#
        seeds.append(FuzzSeed(name: "json", target: .jsonPlist, bytes: Array(json.utf8)))
        seeds.append(FuzzSeed(name: "shared array", target: .keyedArchive, bytes: ExpansionBombs.keyedArchive(levels: 3)))
        seeds.append(FuzzSeed(name: "shared predicate", target: .keyedArchive, bytes: ExpansionBombs.predicate(levels: 2)))
        seeds.append(FuzzSeed(name: "shared array", target: .binaryPlist, bytes: ExpansionBombs.binaryPlist(levels: 4)))
        return seeds
    }

    /// The `plutil -convert json` rendering of a plist, or nil when it holds data, dates or UIDs, which JSON cannot.
    static func jsonText(_ value: PropertyList) -> String? {
        switch value {
        case .string(let text):
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .real(let number): return number.isFinite ? String(number) : nil
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            let parts = items.map(jsonText)
            return parts.contains { $0 == nil } ? nil : "[" + parts.compactMap { $0 }.joined(separator: ",") + "]"
        case .dictionary(let dictionary):
            var parts: [String] = []
            for entry in dictionary.entries {
                guard let key = jsonText(.string(entry.key)), let value = jsonText(entry.value) else { return nil }
                parts.append(key + ":" + value)
            }
            return "{" + parts.joined(separator: ",") + "}"
        case .date, .data, .uid: return nil
        }
    }

    /// Seeds for the engine's readers: JSON workflow documents, calculator expressions (one per
    /// line of `expressions`), and sheets (runs of consecutive expressions).
    public static func engineSeeds(documents: [URL], expressions: [String], maxSize: Int) throws -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        for file in documents {
            let data = try Data(contentsOf: file)
            if data.count <= maxSize {
                seeds.append(FuzzSeed(name: file.lastPathComponent, target: .jsonDocument, bytes: [UInt8](data)))
            }
        }
        for (index, expression) in expressions.enumerated() {
            seeds.append(FuzzSeed(name: "expression \(index + 1)", target: .calculator, bytes: Array(expression.utf8)))
        }
        stride(from: 0, to: expressions.count, by: 12).forEach { start in
            let lines = expressions[start..<min(start + 12, expressions.count)]
            seeds.append(
                FuzzSeed(name: "sheet \(start / 12 + 1)", target: .calcSheet, bytes: Array(lines.joined(separator: "\n").utf8)))
        }
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
