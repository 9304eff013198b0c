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
        // A drill running now may hold the rest of the day's (it claims them as it begins).
        let held = heldByOthersCount(claimed: [])
        waiting =
          "today's \(options.settings.newPerDay) new question\(options.settings.newPerDay == 1 ? " is" : "s are") done"
          + (held > 0 ? " or held by another drill running now" : "")
          + " (\(unseen) more wait; drill --new N for more today)"
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
}
