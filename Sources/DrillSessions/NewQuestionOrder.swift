import DrillContent
import DrillSupport

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
    arrange(indices, entries: QuestionCatalog.Entries(entries), generator: &generator, limit: Int.max) { _ in
      true
    }
  }

  /// The first `limit` of `indices` in this order that `keep` accepts. `keep` is asked only
  /// as far as needed (a drill over 10,000 questions looks at the first few). `levels`: the
  /// levels in the order `.levels` takes them (from the learner's placement level, `drill`).
  public func arrange(
    _ indices: [Int], entries: QuestionCatalog.Entries, generator: inout SeededGenerator, limit: Int,
    levels: [Level] = Level.allCases.sorted(), keep: (Int) -> Bool
  ) -> [Int] {
    var result: [Int] = []
    guard limit > 0 else { return result }
    switch self {
    case .library:
      for index in indices where keep(index) {
        result.append(index)
        if result.count == limit { break }
      }
    case .random:
      for index in indices.shuffled(using: &generator) where keep(index) {
        result.append(index)
        if result.count == limit { break }
      }
    case .levels:
      for level in levels where result.count < limit {
        var topics: [String] = []
        var byTopic: [String: [Int]] = [:]
        for index in indices where entries.level(at: index) == level {
          let topic = entries.firstTag(at: index) ?? Question.untaggedTopic
          if byTopic[topic] == nil { topics.append(topic) }
          byTopic[topic, default: []].append(index)
        }
        var round = 0
        var added = true
        while added && result.count < limit {
          added = false
          for topic in topics where result.count < limit {
            guard let queue = byTopic[topic], round < queue.count else { continue }
            added = true
            if keep(queue[round]) { result.append(queue[round]) }
          }
          round += 1
        }
      }
    }
    return result
  }
}

extension Level {
  /// The levels from this one: it, the ones above, then the ones below (a drill's new questions
  /// after a placement test at this level).
  public var levelsFromHere: [Level] {
    let sorted = Level.allCases.sorted()
    return sorted.filter { $0 >= self } + sorted.filter { $0 < self }.reversed()
  }
}
