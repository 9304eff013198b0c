import DrillContent
import DrillProgress
import Foundation

/// The one definition of "due", shared by `drill` (what it serves) and `stats`
/// (what it counts): a recorded question whose next review is at or before now
/// and that the loaded content can serve as a review — a pack question.
/// Lesson checks are asked by their lesson, never by a drill, and a question
/// whose pack was removed cannot be asked, so neither is due.
public enum DueReviews {
  /// `memories` (already due) restricted to those whose question is in `servable`, in order.
  public static func servable(_ memories: [QuestionMemory], in servable: Set<String>) -> [QuestionMemory] {
    memories.filter { servable.contains($0.questionID) }
  }

  /// How many questions of `servable` are due at `now`.
  public static func count(
    in store: ProgressStore, now: Date, servable: Set<String>
  ) throws(ProgressStoreError) -> Int {
    Self.servable(try store.reviews.dueQuestions(now: now, limit: Int.max), in: servable).count
  }
}

/// What a drill would serve now: the due reviews and the new questions it may still
/// introduce today. The REPL's greeting, `stats` and `drill` all count with `DueReviews.summary`.
public struct DueSummary: Sendable, Equatable, Encodable {
  public var reviews: Int
  public var newAvailable: Int

  public init(reviews: Int, newAvailable: Int) {
    self.reviews = reviews
    self.newAvailable = newAvailable
  }

  enum CodingKeys: String, CodingKey {
    case reviews, newAvailable = "new_available"
  }

  /// "12 reviews due, 8 new available".
  public var text: String {
    "\(reviews) review\(reviews == 1 ? "" : "s") due, \(newAvailable) new available"
  }
}

extension DueReviews {
  /// The start of the calendar day holding `now` in `timeZone`: the daily new limit counts from it.
  public static func dayStart(of now: Date, timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.startOfDay(for: now)
  }

  /// How many new questions a drill may still introduce today under `newPerDay`.
  public static func newLeftToday(
    in store: ProgressStore?, now: Date, timeZone: TimeZone, newPerDay: Int
  ) throws(ProgressStoreError) -> Int {
    let introduced =
      try store?.reviews.newQuestionsIntroduced(since: dayStart(of: now, timeZone: timeZone)) ?? 0
    return max(0, newPerDay - introduced)
  }

  /// The due reviews and the new questions available among the `entries` that `filter`
  /// keeps (every pack question when it is empty), with the daily new limit applied.
  public static func summary(
    store: ProgressStore?, entries: [QuestionCatalog.Entry], filter: QuestionFilter = QuestionFilter(),
    now: Date, timeZone: TimeZone, newPerDay: Int
  ) throws(ProgressStoreError) -> DueSummary {
    let servable = Set(entries.lazy.filter(filter.matches).map(\.id))
    let due =
      try store.map { store throws(ProgressStoreError) in try count(in: store, now: now, servable: servable) }
      ?? 0
    let known = try store?.reviews.knownQuestionIDs() ?? []
    let unseen = servable.subtracting(known).count
    let left = try newLeftToday(in: store, now: now, timeZone: timeZone, newPerDay: newPerDay)
    return DueSummary(reviews: due, newAvailable: min(unseen, left))
  }
}
