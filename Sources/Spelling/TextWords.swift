/// Text cut into the words the corrector checks and everything else. A word is a run of letters,
/// with an apostrophe (' or ’) inside it ("don't"); a hyphen parts two words. A stretch of text
/// without spaces that holds a digit or one of @ / \ _ # = : . between letters (an address, a
/// path, a file name, code) is not a word at all and is left as it is, and so is a word of one
/// letter.
enum TextWords {
    enum Piece: Equatable {
        case word(Substring)
        case other(Substring)
    }

    /// The pieces of `text`, in order; joined they are `text`.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var start = text.startIndex
        while start < text.endIndex {
            if text[start].isWhitespace {
                let end = text[start...].firstIndex { !$0.isWhitespace } ?? text.endIndex
                pieces.append(.other(text[start..<end]))
                start = end
                continue
            }
            let end = text[start...].firstIndex(where: \.isWhitespace) ?? text.endIndex
            let chunk = text[start..<end]
            if isMachineText(chunk) {
                pieces.append(.other(chunk))
            } else {
                pieces += words(in: chunk)
            }
            start = end
        }
        return pieces
    }

    /// Whether a stretch without spaces is an address, a path, a number or code.
    static func isMachineText(_ chunk: Substring) -> Bool {
        let characters = Array(chunk)
        for (index, character) in characters.enumerated() {
            if character.isNumber || "@/\\_#=<>{}[]|~^*+$%&".contains(character) { return true }
            if character == ".", index > 0, index + 1 < characters.count, characters[index - 1].isLetter,
                characters[index + 1].isLetter
            {
                return true
            }
            if character == ":", index + 1 < characters.count, !characters[index + 1].isWhitespace { return true }
        }
        return false
    }

    /// The words of a stretch of prose and the punctuation between them.
    static func words(in chunk: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var index = chunk.startIndex
        while index < chunk.endIndex {
            guard chunk[index].isLetter else {
                let end = chunk[index...].firstIndex(where: \.isLetter) ?? chunk.endIndex
                pieces.append(.other(chunk[index..<end]))
                index = end
                continue
            }
            var end = chunk.index(after: index)
            while end < chunk.endIndex {
                if chunk[end].isLetter {
                    end = chunk.index(after: end)
                } else if isApostrophe(chunk[end]), chunk.index(after: end) < chunk.endIndex,
                    chunk[chunk.index(after: end)].isLetter
                {
                    end = chunk.index(after: end)
                } else {
                    break
                }
            }
            // A plural possessive's apostrophe ("dogs'") belongs to the word.
            if end < chunk.endIndex, isApostrophe(chunk[end]), chunk[chunk.index(before: end)] == "s" {
                end = chunk.index(after: end)
            }
            pieces.append(.word(chunk[index..<end]))
            index = end
        }
        return pieces
    }

    static func isApostrophe(_ character: Character) -> Bool { character == "'" || character == "\u{2019}" }
}
