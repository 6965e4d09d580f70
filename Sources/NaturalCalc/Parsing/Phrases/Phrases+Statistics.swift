import Foundation

extension PhraseTable {
    /// The word that joins a list's last item (`1, 2 and 3`).
    static let listJoiner = "and"

    /// Statistics over lists: `sum of 1, 2 and 3`, `average of …`, `larger of 3 and 5`,
    /// `midpoint between 2 and 8`, `clamp 12 between 1 and 10`.
    static let statistics = PhraseFamily(
        name: "statistics",
        leading: [
            "larger": .list(.larger, orVariable: false), "greater": .list(.larger, orVariable: false),
            "max": .list(.larger, orVariable: false),
            "smaller": .list(.smaller, orVariable: false), "lesser": .list(.smaller, orVariable: false),
            "min": .list(.smaller, orVariable: false),
            "average": .list(.average, orVariable: true), "mean": .list(.average, orVariable: true),
            "avg": .list(.average, orVariable: false),
            "median": .list(.median, orVariable: false),
            "sum": .list(.sum, orVariable: true), "total": .list(.sum, orVariable: true),
            "count": .list(.count, orVariable: false),
            "midpoint": .between(.midpoint, subject: false),
            "clamp": .between(.clamp, subject: true),
        ],
        wordLists: [[listJoiner]]
    )
}
