import DrillSupport
import DrillContent
import DrillPresentation
import Foundation

/// Spaced-repetition review: due questions first (earliest due first), then up
/// to `newLimit` questions never seen before.
public struct DrillSession {
  public struct Options: Sendable {
    /// At most this many due reviews (nil: all).
    public var limit: Int?
    public var newLimit: Int

    public init(limit: Int? = nil, newLimit: Int = 10) {
      self.limit = limit
      self.newLimit = newLimit
    }
  }

  let context: StudyContext
  let catalog: QuestionCatalog
  let options: Options

  public init(context: StudyContext, library: ContentLibrary, options: Options) {
    self.init(context: context, catalog: QuestionCatalog(library), options: options)
  }

  /// A drill over `catalog`: only the questions it asks are decoded.
  public init(context: StudyContext, catalog: QuestionCatalog, options: Options) {
    self.context = context
    self.catalog = catalog
    self.options = options
  }

  /// Due questions (in due order) and new ones (beginner first, in pack order).
  public func plan() -> (due: [Question], new: [Question]) {
    let now = context.clock.now()
    let entries = catalog.entries
    // Summaries, not questions: a bank of 10,000 is planned without decoding it.
    // All due, then the servable ones (`DueReviews`), then the limit: checks never take a place.
    let dueMemories = context.attempt { try $0.dueQuestions(now: now, limit: Int.max) } ?? []
    var due: [Int] = []
    if !dueMemories.isEmpty {
      let byID = Dictionary(
        entries.indices.map { (entries[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
      let servable = DueReviews.servable(dueMemories, in: Set(byID.keys))
      due = servable.prefix(options.limit ?? Int.max).compactMap { byID[$0.questionID] }
    }
    let known = context.attempt { try $0.knownQuestionIDs() } ?? []
    // New questions: easiest level first, then in library order, up to the limit.
    var fresh: [Int] = []
    for level in Level.allCases.sorted() where fresh.count < options.newLimit {
      for index in entries.indices where fresh.count < options.newLimit && entries[index].level == level {
        if !known.contains(entries[index].id) { fresh.append(index) }
      }
    }
    return (catalog.questions(at: due), catalog.questions(at: fresh))
  }

  @discardableResult
  public func run() -> SessionTally? {
    guard context.store != nil else {
      context.console.writeLine(
        "Drill needs the progress file to know what is due; try quiz instead.", style: .warning)
      return nil
    }
    let (due, fresh) = plan()
    let queue = due + fresh
    guard !queue.isEmpty else {
      context.console.writeLine(nothingDueMessage(), style: .muted)
      return nil
    }
    var intro = StyledText("Drill: ", style: .heading)
    intro.append("\(due.count) due review\(due.count == 1 ? "" : "s"), \(fresh.count) new")
    context.console.writeLine(intro)
    context.beginSession()
    defer { context.endSession() }
    let tally = StudyLoop(context: context, name: "Drill").run(
      started: context.clock.now(),
      next: { number in
        guard number <= queue.count else { return nil }
        let label = number <= due.count ? "review" : "new"
        return StudyLoop.Step(
          question: queue[number - 1], options: AskOptions(number: number, total: queue.count, status: label))
      },
      isLast: { $0 == queue.count })
    let nextDue =
      context.attempt { try $0.dueQuestions(now: .distantFuture, limit: 1).first?.memory.due } ?? nil
    context.console.writeFitted(
      tally.summary(title: "Drill summary", now: context.clock.now(), nextDue: nextDue),
      hangingIndent: SessionTally.labelWidth)
    return tally
  }

  private func nothingDueMessage() -> String {
    let now = context.clock.now()
    let next = context.attempt { try $0.dueQuestions(now: .distantFuture, limit: 1).first?.memory.due } ?? nil
    if options.newLimit == 0 {
      let known = context.attempt { try $0.knownQuestionIDs() } ?? []
      let unseen = catalog.entries.filter { !known.contains($0.id) }.count
      if unseen > 0 {
        let waiting =
          "\(unseen) new question\(unseen == 1 ? "" : "s") \(unseen == 1 ? "is" : "are") left out by --new 0"
        guard let next else { return "Nothing due; \(waiting)." }
        return "Nothing due — next review \(SessionTally.relative(next, from: now)); \(waiting)."
      }
    }
    guard let next else { return "Nothing due, and no new questions left. Try quiz or lessons." }
    return "Nothing due — next review \(SessionTally.relative(next, from: now)) (\(ISO8601.format(next)))."
  }
}
