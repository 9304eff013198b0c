import DrillProgress
import Foundation

/// The new questions a drill claims against the day's limit (`StoreSettings.claimNewQuestion`).
extension DrillSession {
  /// Claims the planned new questions against the day's limit, in order, and keeps those granted:
  /// one another drill running now took since the plan was made is dropped, and so is every one
  /// after the day is full. A drill with `--new N` claims its N as well, unbound by the limit
  /// (`claimLimit`): they are held by a drill running now, which another drill neither serves nor
  /// counts among the day's new questions left (session 53's tryout, finding 7: a second drill
  /// served the same new questions and the whole day's 10).
  func claimPlanned(_ queue: inout DrillQueue, claimed: inout Set<String>) {
    guard !queue.fresh.isEmpty else { return }
    let now = context.clock.now()
    let start = DueReviews.dayStart(of: now, timeZone: options.timeZone, settings: options.settings)
    var kept: Set<Int> = []
    for index in queue.fresh {
      let id = catalog.entries.id(at: index)
      let claim =
        context.attempt {
          try $0.settings.claimNewQuestion(id, now: now, dayStart: start, limit: claimLimit)
        } ?? .granted
      if claim == .full { break }
      guard claim == .granted else { continue }
      claimed.insert(id)
      kept.insert(index)
    }
    queue.keepNew { kept.contains($0) }
  }

  /// The next question, a new one claimed against the day's limit in the store first: another
  /// drill on the same home may have introduced the rest of today's new questions since this one
  /// started (session 49's tryout). An explicit `--new N` claims its questions too, and is not
  /// bound by the daily limit.
  func take(from queue: inout DrillQueue, claimed: inout Set<String>) -> (
    index: Int, kind: DrillQueue.Kind
  )? {
    while let chosen = queue.next(now: context.clock.now()) {
      guard chosen.kind == .new else { return chosen }
      let id = catalog.entries.id(at: chosen.index)
      let now = context.clock.now()
      let start = DueReviews.dayStart(of: now, timeZone: options.timeZone, settings: options.settings)
      let claim =
        context.attempt {
          try $0.settings.claimNewQuestion(id, now: now, dayStart: start, limit: claimLimit)
        } ?? .granted
      if claim == .granted {
        claimed.insert(id)
        return chosen
      }
      // Another drill running now took this one since this drill began: the next new one.
      if claim == .heldByAnother { continue }
      queue.dropNew()
      context.console.writeLine(
        "Today's \(options.settings.newPerDay) new questions are taken (a drill running now took some); "
          + "drill --new N for more today.", style: .muted)
    }
    return nil
  }

  /// The day's limit this drill's new questions are claimed against: none with `--new N`.
  var claimLimit: Int { options.newLimit == nil ? options.settings.newPerDay : .max }
}
