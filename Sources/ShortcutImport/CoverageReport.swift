import Foundation
import Inflection
import ShortcutEngine

/// `shortcut import --report DIR`: how much of a folder of shortcuts this engine can run.
/// Files, actions, actions mapped, actions kept unsupported by `UnsupportedCategory`, files
/// fully runnable (every action mapped), files that run but for actions needing an Apple device,
/// files that could not be imported, and the most common missing identifiers.
public struct CoverageReport: Sendable, Equatable {
    /// The file extensions a report reads (an Automator `.workflow` is a folder).
    public static let extensions: Set<String> = ["shortcut", "plist", "wflow", "xml", "workflow"]
    /// Most files one report reads.
    public static let maxFiles = 100_000
    /// How many missing identifiers the report lists.
    public static let topCount = 15

    /// Files read (imported or not).
    public var files = 0
    /// Actions in them.
    public var actions = 0
    /// Actions mapped to actions this engine runs.
    public var mapped = 0
    /// Kept unsupported, per category.
    public var unsupported: [UnsupportedCategory: Int] = [:]
    /// Files whose every action is mapped.
    public var fullyRunnable = 0
    /// Files whose unmapped actions all need an Apple device or app.
    public var runnableButForDevice = 0
    /// Files that could not be imported, with the first line of the reason.
    public var failed: [(file: String, reason: String)] = []
    /// Kept unsupported, by identifier.
    public var missing: [String: Int] = [:]
    /// Third-party app actions, how many of them mapped, and how many are portable
    /// (`ImportReport.thirdParty`).
    public var thirdParty = 0, thirdPartyMapped = 0, thirdPartyPortable = 0

    /// An empty report.
    public init() {}

    /// Adds one imported file.
    public mutating func add(_ report: ImportReport) {
        files += 1
        actions += report.mapped + report.unsupportedCount
        mapped += report.mapped
        thirdParty += report.thirdParty.actions
        thirdPartyMapped += report.thirdParty.mapped
        thirdPartyPortable += report.thirdParty.portable
        var needsOnlyDevice = true
        for entry in report.unsupported {
            let category = UnsupportedCategory.of(entry.identifier)
            unsupported[category, default: 0] += entry.count
            missing[entry.identifier, default: 0] += entry.count
            if category != .needsAppleDevice { needsOnlyDevice = false }
        }
        if report.unsupportedCount == 0 { fullyRunnable += 1 } else if needsOnlyDevice { runnableButForDevice += 1 }
    }

    /// Adds a file the importer refused.
    public mutating func addFailure(file: String, reason: String) {
        files += 1
        failed.append((file, String(reason.split(separator: "\n").first ?? "")))
    }

    /// The most common missing identifiers, most first (ties by name).
    public var top: [(identifier: String, count: Int)] {
        missing.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(Self.topCount)
            .map { ($0.key, $0.value) }
    }

    /// Percent with one decimal, "76.8 %".
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0 %" }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(tenths / 10).\(tenths % 10) %"
    }

    /// The report as text.
    public func rendered(folder: String) -> String {
        let counted = Inflector()
        var text =
            "\(folder): \(counted.phrase(count: String(files), noun: "file")), \(counted.phrase(count: String(actions), noun: "action"))\n"
        text += "  mapped: \(mapped) (\(Self.percent(mapped, of: actions)))\n"
        for category in UnsupportedCategory.allCases {
            text += "  kept unsupported, \(category.rawValue): \(unsupported[category] ?? 0)\n"
        }
        text += "  third-party app actions mapped: \(thirdPartyMapped) of \(thirdParty) (\(thirdPartyPortable) portable)\n"
        text += "  files fully runnable: \(fullyRunnable) of \(files)\n"
        text += "  files runnable but for actions that need an Apple device: \(runnableButForDevice)\n"
        if !failed.isEmpty { text += "  files not imported: \(failed.count)\n" }
        for entry in failed { text += "    \(entry.file): \(entry.reason)\n" }
        if !missing.isEmpty { text += "  most common missing:\n" }
        for entry in top {
            text +=
                "    \(ShortcutMapper.shortIdentifier(entry.identifier)) ×\(entry.count) (\(UnsupportedCategory.of(entry.identifier).rawValue))\n"
        }
        return text
    }

    /// The report as JSON.
    public func json(folder: String) -> JSON {
        func number(_ value: Int) -> JSON { .number(String(value)) }
        return .object([
            ("folder", .string(folder)), ("files", number(files)), ("actions", number(actions)), ("mapped", number(mapped)),
            (
                "unsupported",
                .object(UnsupportedCategory.allCases.map { ($0.rawValue, number(unsupported[$0] ?? 0)) })
            ),
            ("thirdParty", number(thirdParty)), ("thirdPartyMapped", number(thirdPartyMapped)),
            ("thirdPartyPortable", number(thirdPartyPortable)),
            ("fullyRunnable", number(fullyRunnable)), ("runnableButForDevice", number(runnableButForDevice)),
            ("failed", .array(failed.map { .object([("file", .string($0.file)), ("reason", .string($0.reason))]) })),
            (
                "topMissing",
                .array(
                    top.map {
                        .object([
                            ("identifier", .string($0.identifier)), ("count", number($0.count)),
                            ("category", .string(UnsupportedCategory.of($0.identifier).rawValue)),
                        ])
                    })
            ),
        ])
    }

    /// Same counts.
    public static func == (lhs: CoverageReport, rhs: CoverageReport) -> Bool {
        lhs.files == rhs.files && lhs.actions == rhs.actions && lhs.mapped == rhs.mapped && lhs.unsupported == rhs.unsupported
            && lhs.fullyRunnable == rhs.fullyRunnable && lhs.missing == rhs.missing
            && lhs.failed.map(\.file) == rhs.failed.map(\.file)
    }

    /// How many levels of subfolders a report looks into by default.
    public static let defaultDepth = 16
    /// The most levels of subfolders `--depth` may ask for.
    public static let maxDepth = 64

    /// The files a report over `folder` reads, sorted by path: the entries with a known extension
    /// in the folder and its subfolders down to `depth` levels (0: the folder alone). An Automator
    /// `.workflow` bundle is one entry; links to folders are not followed (no loops).
    public static func files(in folder: String, depth: Int = defaultDepth) throws(WorkflowError) -> [String] {
        var chosen: [String] = []
        var pending: [(path: String, level: Int)] = [(folder, 0)]
        var first = true
        while let (current, level) = pending.popLast() {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: current) } catch {
                if first { throw WorkflowError(ImportFailure.unreadableFolder(folder)) }
                continue
            }
            first = false
            for name in names {
                let path = (current as NSString).appendingPathComponent(name)
                if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    chosen.append(path)
                    guard chosen.count <= maxFiles else {
                        throw WorkflowError(ImportFailure.tooManyFiles(folder, limit: maxFiles))
                    }
                } else if level < depth, isFolder(path) {
                    pending.append((path, level + 1))
                }
            }
        }
        return chosen.sorted()
    }

    /// A real folder (not a link to one).
    static func isFolder(_ path: String) -> Bool {
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else {
            return false
        }
        return type == .typeDirectory
    }
}
