import DrillSupport

extension GradingLexicon {
  /// The key a word is looked up by: its stem, or `=word` for a word a `form:` line reads as
  /// itself. The stemmer makes one word of a verb's forms and an adjective that shares its
  /// root: `cleared`, `clears` and `clearing` (emptied, set to `nil`) stem as `clear` (easy to
  /// read, `clarity`), so no group could hold the one without the other (session 28).
  func stemKey(_ word: String, _ stemmer: SnowballStemmer) -> String {
    forms.isEmpty || !forms.contains(word) ? stemmer.stem(word) : "=" + word
  }

  /// A `form:` line's entries: the single words, each read as itself, and a problem for each
  /// other entry.
  static func formWords(_ entries: [String], at: ContentLocation) -> (words: [String], problems: [Problem]) {
    var found: (words: [String], problems: [Problem]) = ([], [])
    for entry in entries {
      let words = StatementReader.words(of: entry)
      guard words.count == 1, words[0] == entry else {
        found.problems.append(.error("`form:` entries are single words: `\(entry)`", at: at))
        continue
      }
      found.words.append(entry)
    }
    return found
  }

  /// An entry's words, stemmed: the key the answers' words are looked up by. An entry of one
  /// word of lowercase ASCII letters (most of them) is its own word, stemmed without an array of
  /// its words made first (issue 29 (a), s33-checkfast34).
  func key(_ entry: String, _ stemmer: SnowballStemmer) -> [String] {
    guard !entry.isEmpty, entry.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
      return StatementReader.words(of: entry).map { stemKey($0, stemmer) }
    }
    return [stemKey(entry, stemmer)]
  }
}
