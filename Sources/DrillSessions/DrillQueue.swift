import DrillScheduling
import Foundation

/// What a drill asks next, decided afresh before each question, as Anki's scheduler does:
/// a learning question that is due comes first, then the due reviews, then the new
/// questions; when none is left, a learning question due within the learn-ahead limit is
/// asked at once rather than ending the session. A question answered into a learning step
/// (Again, or a new question's first steps) comes back when its step is over.
/// Positions are indices into the drill's catalog.
public struct DrillQueue: Sendable, Equatable {
  /// Why a question is asked now.
  public enum Kind: String, Sendable {
    case learning, review, new
  }

  /// Due reviews, in the order they are asked.
  public private(set) var reviews: [Int]
  /// New questions, in the order they are asked.
  public private(set) var fresh: [Int]
  /// Questions in a learning step, with when each is due (earliest first).
  public private(set) var learning: [(index: Int, due: Date)]
  public let learnAhead: TimeInterval
  /// Due questions left out by the drill's `--reviews` limit: told at its start and end.
  public var heldBack = 0

  public init(
    reviews: [Int], fresh: [Int], learning: [(index: Int, due: Date)] = [], learnAhead: TimeInterval
  ) {
    self.reviews = reviews
    self.fresh = fresh
    self.learning = learning.sorted { ($0.due, $0.index) < ($1.due, $1.index) }
    self.learnAhead = learnAhead
  }

  public static func == (lhs: DrillQueue, rhs: DrillQueue) -> Bool {
    lhs.reviews == rhs.reviews && lhs.fresh == rhs.fresh && lhs.learnAhead == rhs.learnAhead
      && lhs.learning.map(\.index) == rhs.learning.map(\.index)
      && lhs.learning.map(\.due) == rhs.learning.map(\.due)
  }

  /// The question to ask at `now`, without taking it.
  public func peek(now: Date) -> (index: Int, kind: Kind)? {
    if let first = learning.first, first.due <= now { return (first.index, .learning) }
    if let review = reviews.first { return (review, .review) }
    if let new = fresh.first { return (new, .new) }
    if let first = learning.first, first.due <= now.addingTimeInterval(learnAhead) {
      return (first.index, .learning)
    }
    return nil
  }

  /// Takes the question to ask at `now`.
  public mutating func next(now: Date) -> (index: Int, kind: Kind)? {
    guard let chosen = peek(now: now) else { return nil }
    switch chosen.kind {
    case .learning: learning.removeFirst()
    case .review: reviews.removeFirst()
    case .new: fresh.removeFirst()
    }
    return chosen
  }

  /// Puts an answered question back when `memory` keeps it in a learning step that ends
  /// within a day of `now` (it is asked again in this session once due); a question that
  /// graduated to review is done for today. As in Anki, when only learning questions are
  /// left and this one would be asked again at once, it goes after the next one instead
  /// (one second after it, in this session's order; its stored due is not changed).
  public mutating func answered(_ index: Int, memory: MemoryState, now: Date) {
    learning.removeAll { $0.index == index }
    guard memory.state != .review, memory.due.timeIntervalSince(now) < 86_400 else { return }
    var due = memory.due
    let cutoff = now.addingTimeInterval(learnAhead)
    if due <= cutoff, reviews.isEmpty, fresh.isEmpty, let next = learning.first, next.due >= due,
      next.due.addingTimeInterval(1) < cutoff
    {
      due = next.due.addingTimeInterval(1)
    }
    let position = learning.firstIndex { ($0.due, $0.index) > (due, index) } ?? learning.count
    learning.insert((index, due), at: position)
  }

  /// Puts back a question taken but not answered (skipped, or the drill left at it) when its
  /// stored `memory` is in a learning step that ends within a day of `now`, at its stored due:
  /// what the session then says is still in learning agrees with the progress file.
  public mutating func putBack(_ index: Int, memory: MemoryState, now: Date) {
    learning.removeAll { $0.index == index }
    guard memory.state != .review, memory.due.timeIntervalSince(now) < 86_400 else { return }
    let position = learning.firstIndex { ($0.due, $0.index) > (memory.due, index) } ?? learning.count
    learning.insert((index, memory.due), at: position)
  }

  /// Drops the new questions not asked yet (the day's limit was reached by another drill).
  public mutating func dropNew() {
    fresh.removeAll()
  }

  /// Keeps only the new questions `kept` says yes to, in their order (those the drill claimed).
  public mutating func keepNew(where kept: (Int) -> Bool) {
    fresh = fresh.filter(kept)
  }

  /// How many questions are left to ask, learning ones included.
  public var count: Int { reviews.count + fresh.count + learning.count }

  /// How many questions this session would still ask at `now`, by kind: the due reviews, the new
  /// ones and the learning ones due within the learn-ahead limit (a later step waits for another
  /// drill). A drill's header says it so that it moves while
  /// learning questions come back (session 46's tryout: "Question 7 · 4 left" after seven answers).
  public func left(now: Date) -> Left {
    let cutoff = now.addingTimeInterval(learnAhead)
    return Left(reviews: reviews.count, new: fresh.count, comingBack: learning.count { $0.due <= cutoff })
  }

  /// The questions a drill would still ask, by kind.
  public struct Left: Sendable, Equatable {
    public var reviews: Int
    public var new: Int
    /// Learning questions due within the learn-ahead limit: asked again in this drill.
    public var comingBack: Int

    public init(reviews: Int, new: Int, comingBack: Int) {
      self.reviews = reviews
      self.new = new
      self.comingBack = comingBack
    }

    public var total: Int { reviews + new + comingBack }

    /// The header's parts: "2 reviews, 3 new left", "2 coming back"; none when nothing is left.
    public var parts: [String] {
      var waiting: [String] = []
      if reviews > 0 { waiting.append("\(reviews) review\(reviews == 1 ? "" : "s")") }
      if new > 0 { waiting.append("\(new) new") }
      var parts = waiting.isEmpty ? [] : [waiting.joined(separator: ", ") + " left"]
      if comingBack > 0 { parts.append("\(comingBack) coming back") }
      return parts
    }
  }

  /// When the first learning question left is due (after the session, when nothing else is).
  public var nextLearningDue: Date? { learning.first?.due }
}
