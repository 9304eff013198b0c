/// Finds questions by words in their id, title, tags or prompt.
public enum QuestionSearch {
  /// One question found, with where it matched best.
  public struct Hit: Sendable, Equatable {
    public var question: Question
    /// Higher is better: a word in the id counts most, then the title, the tags, the prompt.
    public var score: Int
  }

  /// The questions where every word of `text` appears (ignoring case) in the id,
  /// title, tags or prompt, best matches first, then in library order.
  public static func search(_ text: String, in questions: [Question]) -> [Hit] {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    var hits: [(hit: Hit, order: Int)] = []
    for (order, question) in questions.enumerated() {
      let fields = [
        (question.id.lowercased(), 4), (question.title.lowercased(), 3),
        (question.tags.joined(separator: " ").lowercased(), 2), (question.prompt.lowercased(), 1),
      ]
      var score = 0
      var matchesAll = true
      for word in words {
        let best = fields.filter { $0.0.contains(word) }.map(\.1).max()
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
}
