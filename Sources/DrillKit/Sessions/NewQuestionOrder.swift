/// The order a drill brings in questions it has never asked (`drill --order`).
public enum NewQuestionOrder: String, Sendable, CaseIterable {
  /// Easiest level first; within a level, one question of each topic in turn (topics in
  /// the order the library first shows them), each topic's questions in library order.
  case levels
  /// Shuffled with the session's seed.
  case random
  /// As the library lists them: pack by pack, in file order.
  case library

  /// `indices` (into `entries`) in this order.
  public func arrange(
    _ indices: [Int], entries: [QuestionCatalog.Entry], generator: inout SeededGenerator
  ) -> [Int] {
    switch self {
    case .library: return indices
    case .random: return indices.shuffled(using: &generator)
    case .levels:
      var result: [Int] = []
      result.reserveCapacity(indices.count)
      for level in Level.allCases.sorted() {
        var topics: [String] = []
        var byTopic: [String: [Int]] = [:]
        for index in indices where entries[index].level == level {
          let topic = entries[index].tags.first ?? Question.untaggedTopic
          if byTopic[topic] == nil { topics.append(topic) }
          byTopic[topic, default: []].append(index)
        }
        var round = 0
        var added = true
        while added {
          added = false
          for topic in topics {
            guard let queue = byTopic[topic], round < queue.count else { continue }
            result.append(queue[round])
            added = true
          }
          round += 1
        }
      }
      return result
    }
  }
}
