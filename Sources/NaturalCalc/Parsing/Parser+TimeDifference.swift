import Foundation

extension Parser {
    /// `time difference between London and Tokyo` (also `from … to …`), or `time difference Paris`
    /// from the local zone: the second place's clock minus the first's, now. Called with the
    /// difference word next; nil when no place follows, so the line is read another way.
    mutating func parseTimeDifference() -> Expr? {
        let start = pos
        pos += 1
        if let w = peek?.word, w == "between" || w == "from" { pos += 1 }
        guard let (first, firstCount) = placeAhead() else {
            pos = start
            return nil
        }
        pos += firstCount
        var places = [first]
        if peek?.word == "and" || peek?.word == "to" || peek?.isSymbol("&") == true {
            pos += 1
            guard let (second, secondCount) = placeAhead() else {
                pos = start
                return nil
            }
            pos += secondCount
            places.append(second)
        }
        let here: Expr = .now
        let clocks = places.map { Expr.convert(.now, .zone($0, attach: false)) }
        return .phrase(.declared(PhraseTable.timeDifferencePhrase), clocks.count == 2 ? clocks : [here] + clocks)
    }
}
