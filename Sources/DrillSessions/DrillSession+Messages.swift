import DrillProgress
import DrillSupport
import Foundation

extension DrillSession {
  /// " (2 of today's new questions are held by another drill running now)" when drills running
  /// now hold some of today's new questions, which this drill's count leaves out (session 50: the
  /// intro said "3 new", the drill asked one and said the rest were taken); empty otherwise, and
  /// with `--new N`, which the daily limit does not bind.
  /// `claimed`: this drill's own claims, which its count has.
  func heldByOtherDrills(claimed: Set<String>) -> String {
    guard options.newLimit == nil else { return "" }
    let held = heldByOthersCount(claimed: claimed)
    guard held > 0 else { return "" }
    return held == 1
      ? " (1 of today's new questions is held by another drill running now)"
      : " (\(held) of today's new questions are held by another drill running now)"
  }

  /// How many of today's new questions drills running now hold (claimed, not answered), this
  /// drill's own `claimed` left out.
  func heldByOthersCount(claimed: Set<String>) -> Int {
    let start = DueReviews.dayStart(
      of: context.clock.now(), timeZone: options.timeZone, settings: options.settings)
    return context.attempt {
      try $0.settings.newQuestionsHeld(since: start, notBy: nil).subtracting(claimed).count
    } ?? 0
  }

  /// The new questions drills running now hold (claimed, not answered): not planned here.
  func heldByOthers(now: Date) -> Set<String> {
    let start = DueReviews.dayStart(of: now, timeZone: options.timeZone, settings: options.settings)
    return context.attempt { try $0.settings.newQuestionsHeld(since: start) } ?? []
  }

  func nothingDueMessage(_ queue: DrillQueue) -> String {
    if queue.heldBack > 0, let limit = options.limit {
      let held = queue.heldBack
      return
        "\(held) due question\(held == 1 ? " waits" : "s wait") (--reviews \(limit)); nothing else to ask."
    }
    let now = context.clock.now()
    let next =
      queue.nextLearningDue
      ?? nextOffered()
    let entries = catalog.entries
    let known = context.attempt { try $0.reviews.knownQuestionIDs() } ?? []
    let unseen = entries.indices.filter {
      options.filter.matches(entries, at: $0) && !known.contains(entries.id(at: $0))
    }.count
    var waiting: String?
    if unseen > 0 {
      if options.newLimit == 0 {
        waiting =
          "\(unseen) new question\(unseen == 1 ? "" : "s") \(unseen == 1 ? "is" : "are") left out by --new 0"
      } else if options.newLimit == nil {
        waiting = dayOfNewQuestionsUsed(now: now) + " (\(unseen) more wait; drill --new N for more today)"
      }
    }
    let scope = options.filter.isEmpty ? "" : " among \(options.filter.description)"
    if let waiting {
      guard let next else { return "Nothing due\(scope); \(waiting)." }
      return "Nothing due\(scope) — next review \(SessionTally.relative(next, from: now)); \(waiting)."
    }
    guard let next else { return "Nothing due\(scope), and no new questions left. Try quiz or lessons." }
    return
      "Nothing due\(scope) — next review \(SessionTally.relative(next, from: now)) (\(ISO8601.format(next)))."
  }

  /// "today's 10 new questions are done", or with those drills running now hold (they claim them as
  /// they begin) "today's 10 new questions: 10 held by another drill running now" or "…: 3
  /// answered, 7 held by another drill running now" (session 51's review, D1: "done or held" when
  /// none was answered).
  func dayOfNewQuestionsUsed(now: Date) -> String {
    let perDay = options.settings.newPerDay
    let day = "today's \(perDay) new question\(perDay == 1 ? "" : "s")"
    let held = heldByOthersCount(claimed: [])
    guard held > 0 else { return day + (perDay == 1 ? " is done" : " are done") }
    let start = DueReviews.dayStart(of: now, timeZone: options.timeZone, settings: options.settings)
    let answered = context.attempt { try $0.reviews.newQuestionsIntroduced(since: start) } ?? 0
    return day + ": " + (answered > 0 ? "\(answered) answered, " : "")
      + "\(held) held by another drill running now"
  }
}
