import DrillContent
import DrillProgress
import DrillScheduling
import Foundation

/// The one definition of "due", shared by `drill` (what it serves), the REPL's greeting
/// and `stats` (what they count), as Anki's scheduler has it: a review-state question is due
/// any time on the study day holding its due time (the day starts at `DrillSettings.dayStartHour`,
/// 4 am by default), a learning or relearning one at its exact due time, and counts as
/// "learning" from `learnAhead` before it. Only questions the loaded content can serve as a
/// review count: lesson checks are asked by their lesson, never by a drill, and a question
/// whose pack was removed cannot be asked. FSRS's own computation (elapsed days, intervals)
/// keeps exact times: this only decides when a question is offered.
public enum DueReviews {
  /// `memories` (already due) restricted to those whose question is in `servable`, in order.
  public static func servable(_ memories: [QuestionMemory], in servable: Set<String>) -> [QuestionMemory] {
    memories.filter { servable.contains($0.questionID) }
  }

  /// Every question a drill offers at `now` (due order): review-state ones due before the
  /// study day ends, the others due at or before `now`.
  public static func due(
    in store: ProgressStore, now: Date, settings: DrillSettings, timeZone: TimeZone, limit: Int = .max
  ) throws(ProgressStoreError) -> [QuestionMemory] {
    try store.reviews.dueQuestions(
      now: now, dayEnd: settings.studyDay(of: now, timeZone: timeZone).end, limit: limit)
  }

  /// The review-state questions of `servable` (nil: every recorded question) due today, and the learning or relearning
  /// ones due within the learn-ahead limit.
  public static func counts(
    in store: ProgressStore, now: Date, servable: Set<String>?, settings: DrillSettings, timeZone: TimeZone
  ) throws(ProgressStoreError) -> (reviews: Int, learning: Int) {
    let dayEnd = settings.studyDay(of: now, timeZone: timeZone).end
    let ahead = now.addingTimeInterval(settings.learnAhead)
    let all = try store.reviews.dueQuestions(now: ahead, dayEnd: dayEnd, limit: .max)
    let memories = (servable.map { Self.servable(all, in: $0) } ?? all)
      .filter { isDue($0.memory, now: now, settings: settings, timeZone: timeZone) }
    let reviews = memories.filter { $0.memory.state == .review }
    return (reviews.count, memories.count - reviews.count)
  }

  /// Whether `memory` counts as due at `now` (`counts`, so `due`, `stats` and the greeting): a
  /// review-state question due before the study day ends, another within the learn-ahead limit.
  public static func isDue(_ memory: MemoryState, now: Date, settings: DrillSettings, timeZone: TimeZone)
    -> Bool
  {
    memory.state == .review
      ? memory.due < settings.studyDay(of: now, timeZone: timeZone).end
      : memory.due <= now.addingTimeInterval(settings.learnAhead)
  }

  /// When a drill first offers `memory`'s question: a review-state one from the start of the study
  /// day holding its due time, another at that time (as `nextOffered`).
  public static func offered(_ memory: MemoryState, settings: DrillSettings, timeZone: TimeZone) -> Date {
    memory.state == .review ? settings.studyDay(of: memory.due, timeZone: timeZone).start : memory.due
  }

  /// When a drill next has something to offer: the start of the study day of the earliest
  /// review-state question, or the earliest due time of the others, among `servable` (nil: every
  /// recorded question). The one answer for a drill's "Nothing due" line, its summary's "Next"
  /// line and `due`: a drill aimed with `--topic`, `--kind`, `--tag`, `--level`, `--type` or
  /// `--pack` names the next review of the questions it serves (session 53's tryout, finding 1:
  /// "Nothing due among questions on app-intents — next review now", the 5 learning questions of
  /// another topic, where `due --topic app-intents` said Thursday).
  public static func nextOffered(
    in store: ProgressStore, servable: Set<String>? = nil, settings: DrillSettings, timeZone: TimeZone
  ) throws(ProgressStoreError) -> Date? {
    func earliest(review: Bool) throws(ProgressStoreError) -> Date? {
      guard let servable else { return try store.reviews.earliestDue(review: review) }
      return try store.reviews.earliestDue(review: review, among: servable)
    }
    let review = try earliest(review: true).map { settings.studyDay(of: $0, timeZone: timeZone).start }
    let other = try earliest(review: false)
    return [review, other].compactMap { $0 }.min()
  }
}

/// What a drill would serve now: the due reviews, the learning questions due within the
/// learn-ahead limit and the new questions it may still introduce today. The REPL's
/// greeting, `stats` and `drill` all count with `DueReviews.summary`.
public struct DueSummary: Sendable, Equatable, Encodable {
  public var reviews: Int
  public var learning: Int
  public var newAvailable: Int
  /// Today's new questions drills running now hold (claimed as they began, not answered yet).
  public var newHeld: Int

  public init(reviews: Int, learning: Int = 0, newAvailable: Int, newHeld: Int = 0) {
    self.reviews = reviews
    self.learning = learning
    self.newAvailable = newAvailable
    self.newHeld = newHeld
  }

  enum CodingKeys: String, CodingKey {
    case reviews, learning, newAvailable = "new_available", newHeld = "new_held"
  }

  /// "12 reviews due, 2 learning, 8 new available" (the learning part only when there are some),
  /// and ", 10 held by a drill running now" when drills running now hold some of today's new
  /// questions (session 51's review, D1: "0 new available" though none was answered).
  public var text: String {
    "\(reviews) review\(reviews == 1 ? "" : "s") due, "
      + (learning > 0 ? "\(learning) learning, " : "") + "\(newAvailable) new available"
      + (newHeld > 0 ? ", \(newHeld) held by a drill running now" : "")
  }
}

extension DueReviews {
  /// The start of the study day holding `now` in `timeZone`: the daily new limit counts from it.
  public static func dayStart(of now: Date, timeZone: TimeZone, settings: DrillSettings) -> Date {
    settings.studyDay(of: now, timeZone: timeZone).start
  }

  /// How many new questions a drill may still introduce today under `settings.newPerDay`: those
  /// not introduced yet nor held by a drill running now (`newHeldToday`).
  public static func newLeftToday(
    in store: ProgressStore?, now: Date, timeZone: TimeZone, settings: DrillSettings
  ) throws(ProgressStoreError) -> Int {
    let start = dayStart(of: now, timeZone: timeZone, settings: settings)
    let introduced = try store?.reviews.newQuestionsIntroduced(since: start) ?? 0
    let held = try newHeldToday(in: store, now: now, timeZone: timeZone, settings: settings)
    return max(0, settings.newPerDay - introduced - held)
  }

  /// How many of today's new questions drills running now have claimed and not answered yet
  /// (`StoreSettings.newQuestionsHeld`, every drill's).
  public static func newHeldToday(
    in store: ProgressStore?, now: Date, timeZone: TimeZone, settings: DrillSettings
  ) throws(ProgressStoreError) -> Int {
    try store?.settings.newQuestionsHeld(
      since: dayStart(of: now, timeZone: timeZone, settings: settings), notBy: nil
    ).count ?? 0
  }

  /// `summary` of a catalog's entries (each made whole: a summary reads every id).
  public static func summary(
    store: ProgressStore?, entries: QuestionCatalog.Entries, filter: QuestionFilter = QuestionFilter(),
    now: Date, timeZone: TimeZone, settings: DrillSettings
  ) throws(ProgressStoreError) -> DueSummary {
    try summary(
      store: store, entries: Array(entries), filter: filter, now: now, timeZone: timeZone, settings: settings)
  }

  /// The due reviews, the learning questions and the new questions available among the
  /// `entries` that `filter` keeps (every pack question when it is empty), with the daily
  /// new limit applied.
  public static func summary(
    store: ProgressStore?, entries: [QuestionCatalog.Entry], filter: QuestionFilter = QuestionFilter(),
    now: Date, timeZone: TimeZone, settings: DrillSettings
  ) throws(ProgressStoreError) -> DueSummary {
    let servable = Set(entries.lazy.filter(filter.matches).map(\.id))
    let due =
      try store.map { store throws(ProgressStoreError) in
        try counts(in: store, now: now, servable: servable, settings: settings, timeZone: timeZone)
      } ?? (reviews: 0, learning: 0)
    let known = try store?.reviews.knownQuestionIDs() ?? []
    let unseen = servable.subtracting(known).count
    let left = try newLeftToday(in: store, now: now, timeZone: timeZone, settings: settings)
    let held = try newHeldToday(in: store, now: now, timeZone: timeZone, settings: settings)
    return DueSummary(
      reviews: due.reviews, learning: due.learning, newAvailable: min(unseen, left), newHeld: held)
  }
}
