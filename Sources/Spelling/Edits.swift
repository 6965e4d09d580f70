/// The words one edit from a word: a letter deleted, two neighbours swapped, a letter replaced
/// or inserted (the letters a to z and the apostrophe).
enum Edits {
    static let alphabet: [Character] = Array("abcdefghijklmnopqrstuvwxyz'")

    /// Every word one edit from `letters` (some more than once).
    static func single(_ letters: [Character]) -> [String] {
        var words: [String] = []
        words.reserveCapacity(letters.count * 56 + 27)
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            words.append(String(deleted))
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                words.append(String(swapped))
            }
            for letter in alphabet where letter != letters[index] {
                var replaced = letters
                replaced[index] = letter
                words.append(String(replaced))
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                words.append(String(inserted))
            }
        }
        return words
    }
}
