/// Huffman code lengths for symbol frequencies, limited to a longest code.
enum HuffmanLengths {
    /// Lengths (0 for unused symbols) of an optimal prefix code for `frequencies`, none longer than
    /// `limit`: when the optimal tree is too deep, the frequencies are halved (keeping every used
    /// symbol at least 1) and the tree is built again. At least two symbols always get a code, so
    /// the code is complete (some decoders refuse a one-code table).
    static func build(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var counts = frequencies
        var used = counts.indices.filter { counts[$0] > 0 }
        if used.count < 2 {
            for symbol in 0..<min(2, counts.count) where counts[symbol] == 0 {
                counts[symbol] = 1
                if used.count >= 2 { break }
                used.append(symbol)
            }
            used = counts.indices.filter { counts[$0] > 0 }
        }
        while true {
            let lengths = optimal(counts, used: used)
            if lengths.max() ?? 0 <= limit { return lengths }
            for symbol in used { counts[symbol] = max(1, counts[symbol] >> 1) }
        }
    }

    /// The unlimited optimal lengths (two-queue Huffman over the sorted leaves).
    private static func optimal(_ counts: [Int], used: [Int]) -> [UInt8] {
        let leaves = used.sorted { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 < $1 }
        // Nodes 0..<leaves.count are leaves (in sorted order); internal nodes follow.
        var weight = leaves.map { counts[$0] }
        var parent = [Int](repeating: -1, count: 2 * leaves.count)
        var leafNext = 0
        var internalNext = leaves.count
        func takeSmallest() -> Int {
            if leafNext < leaves.count && (internalNext >= weight.count || weight[leafNext] <= weight[internalNext]) {
                leafNext += 1
                return leafNext - 1
            }
            internalNext += 1
            return internalNext - 1
        }
        for _ in 0..<(leaves.count - 1) {
            let first = takeSmallest()
            let second = takeSmallest()
            let node = weight.count
            weight.append(weight[first] + weight[second])
            parent[first] = node
            parent[second] = node
        }
        var depth = [Int](repeating: 0, count: weight.count)
        if weight.count >= 2 {
            for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        }
        var lengths = [UInt8](repeating: 0, count: counts.count)
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(max(1, depth[index])) }
        return lengths
    }
}
