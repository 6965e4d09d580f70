/// When each action's output can be let go: the runner keeps an output only while a later action
/// may still read it (docs/limits.md, "Memory").
///
/// An output is read where a reference names it (`.output(index)`). Inside a block that does not
/// hold the producer, a reading action may run again (a repeat) or not at all (an If branch), so
/// the output is kept until that block ends: the last use is the end marker of the outermost block
/// holding the reader but not the producer, else the reader itself. An output no reference names
/// is never kept (the next action still receives it as implicit input). Named variables are not
/// outputs: they live to the end of the run.
public struct OutputLifetimes: Sendable, Equatable {
    /// Whether some action reads the output of the action at each index.
    public private(set) var kept: [Bool]
    /// The outputs to let go once the action at each index has run (for a block's end marker:
    /// once the block has ended), by producer index.
    public private(set) var releasedAfter: [[Int]]

    /// A block's start and end marker indexes. Not a `ClosedRange<Int>`: making that generic type
    /// at run time checks `Int: Comparable`, a search of every conformance, on every start (issue 29).
    private struct Span {
        let start: Int
        let end: Int
    }

    /// The lifetimes of `actions`' outputs, folded into `tree`.
    init(actions: [CompiledAction], tree: [BlockNode]) {
        let count = actions.count
        kept = Array(repeating: false, count: count)
        releasedAfter = Array(repeating: [], count: count)
        // The blocks around each action, outermost first, as (start, end) index spans.
        var enclosing: [[Span]] = Array(repeating: [], count: count)
        var pending: [(nodes: [BlockNode], around: [Span])] = [(tree, [])]
        while let (nodes, around) = pending.popLast() {
            for node in nodes {
                switch node {
                case .action(let index) where index < count: enclosing[index] = around
                case .action: break
                case .block(let block):
                    let inside = around + [Span(start: block.start, end: block.end)]
                    // Markers belong to their block: a repeat runs its middle markers, and its end, each time.
                    for marker in [block.start, block.end] + block.branches.map(\.marker) where marker < count {
                        enclosing[marker] = marker == block.start ? around : inside
                    }
                    for branch in block.branches { pending.append((branch.body, inside)) }
                }
            }
        }
        var lastUse: [Int?] = Array(repeating: nil, count: count)
        for reader in actions {
            var producers: [Int] = []
            for argument in reader.arguments { if let argument { Self.outputs(in: argument, into: &producers) } }
            for producer in producers where producer < count {
                kept[producer] = true
                // A block's start marker runs once per entry, before its body: readers inside wait for the end.
                let holding = enclosing[reader.index].first { !($0.start < producer && producer <= $0.end) }
                let use = holding?.end ?? reader.index
                lastUse[producer] = max(lastUse[producer] ?? use, use)
            }
        }
        for (producer, use) in lastUse.enumerated() {
            if let use { releasedAfter[use].append(producer) }
        }
    }

    /// Adds the action indexes `value` reads outputs of. Compiled values nest as deep as the
    /// document (at most `JSONParser.maximumDepth`), so this recursion is bounded.
    static func outputs(in value: CompiledValue, into producers: inout [Int]) {
        switch value {
        case .literal: break
        case .reference(let reference): if case .output(let index) = reference.source { producers.append(index) }
        case .text(let parts):
            for case .reference(let reference) in parts {
                if case .output(let index) = reference.source { producers.append(index) }
            }
        case .list(let items): for item in items { outputs(in: item, into: &producers) }
        case .dictionary(let entries): for entry in entries { outputs(in: entry.value, into: &producers) }
        case .keyedDictionary(let entries):
            for entry in entries {
                outputs(in: entry.key, into: &producers)
                outputs(in: entry.value, into: &producers)
            }
        }
    }
}
