import DrillGrading

/// Finds questions by words in their id, title, tags or prompt.
public enum QuestionSearch {
  /// One question found, with where it matched best.
  public struct Hit: Sendable, Equatable {
    public var question: Question
    /// Higher is better: a word in the id counts most, then the title, the tags, the prompt.
    public var score: Int
  }

  /// The questions where every word of `text` appears, in any order, in the id, title, tags
  /// or prompt, best matches first, then in library order. A word appears when the field holds
  /// it (ignoring case; a part of a word counts, as `optio` for `optionals`) or holds a word of
  /// the same stem through the Snowball stemmer the key-point matcher uses (`closures` finds
  /// `closure`, `copying` finds `copied`).
  public static func search(_ text: String, in questions: [Question]) -> [Hit] {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    let stemmer = SnowballStemmer()
    let wordStems = words.map { word in Set(Self.words(in: word).map(stemmer.stem)) }
    var hits: [(hit: Hit, order: Int)] = []
    for (order, question) in questions.enumerated() {
      let fields = [
        (question.id.lowercased(), 4), (question.title.lowercased(), 3),
        (question.tags.joined(separator: " ").lowercased(), 2), (question.prompt.lowercased(), 1),
      ]
      var fieldStems: [Set<String>?] = Array(repeating: nil, count: fields.count)
      var score = 0
      var matchesAll = true
      for (word, stems) in zip(words, wordStems) {
        var best: Int?
        for (index, field) in fields.enumerated() where best.map({ field.1 > $0 }) ?? true {
          if field.0.contains(word) {
            best = field.1
            continue
          }
          guard !stems.isEmpty else { continue }
          if fieldStems[index] == nil { fieldStems[index] = Set(Self.words(in: field.0).map(stemmer.stem)) }
          if let known = fieldStems[index], stems.isSubset(of: known) { best = field.1 }
        }
        guard let best else {
          matchesAll = false
          break
        }
        score += best
      }
      if matchesAll { hits.append((Hit(question: question, score: score), order)) }
    }
    return hits.sorted { ($0.hit.score, $1.order) > ($1.hit.score, $0.order) }.map(\.hit)
  }

  /// The words of lowercased text: runs of letters and digits.
  static func words(in text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }
}
