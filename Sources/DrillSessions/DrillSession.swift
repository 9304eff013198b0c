import DrillContent
import DrillPresentation
import DrillProgress
import DrillScheduling
import DrillSupport
import Foundation

/// Spaced-repetition review, as Anki's scheduler runs it: due questions first (earliest due
/// first), then new ones (up to today's limit, `NewQuestionOrder`); a question answered into
/// a learning step comes back in the same session once its step is over (`DrillQueue`).
/// What comes next is decided after each answer, on the session's clock.
public struct DrillSession {
  public struct Options: Sendable {
    /// Which questions the drill serves (reviews and new alike).
    public var filter: QuestionFilter
    /// At most this many due questions, reviews and learning ones due alike (nil: all). Until
    /// session 49 it bounded the reviews alone: `drill --reviews 3` after a two-week gap served 26
    /// (23 overdue learning questions).
    public var limit: Int?
    /// At most this many new questions (nil: what is left of today's `settings.newPerDay`).
    public var newLimit: Int?
    public var order: NewQuestionOrder
    /// The level the `.levels` order starts from (the placement level; nil: beginner).
    public var newFrom: Level?
    public var settings: DrillSettings
    /// The time zone whose study days (`DrillSettings.studyDay`) decide what is due and the daily new limit.
    public var timeZone: TimeZone

    public init(
      limit: Int? = nil, newLimit: Int? = nil, filter: QuestionFilter = QuestionFilter(),
      order: NewQuestionOrder = .levels, settings: DrillSettings = .defaults,
      timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) {
      self.limit = limit
      self.newLimit = newLimit
      self.filter = filter
      self.order = order
      self.settings = settings
      self.timeZone = timeZone
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

  /// Due questions as the drill asks them (learning ones due now, then reviews in due
  /// order) and new ones (in the chosen order).
  public func plan() -> (due: [Question], new: [Question]) {
    var generator = context.generator
    let queue = makeQueue(generator: &generator)
    let now = context.clock.now()
    let learning = queue.learning.filter { $0.due <= now }.map(\.index)
    return (catalog.questions(at: learning + queue.reviews), catalog.questions(at: queue.fresh))
  }

  /// The queue at the session's start. Summaries, not questions: a bank of 10,000 is
  /// planned without decoding it. All due, then the servable ones (`DueReviews`), then the
  /// filter and the limit: checks never take a place.
  func makeQueue(generator: inout SeededGenerator) -> DrillQueue {
    let now = context.clock.now()
    let entries = catalog.entries
    let filter = options.filter
    let dueMemories =
      context.attempt {
        try DueReviews.due(in: $0, now: now, settings: options.settings, timeZone: options.timeZone)
      } ?? []
    let learningMemories =
      context.attempt {
        try $0.reviews.learningQuestions(dueAfter: now, until: now.addingTimeInterval(86_400))
      } ?? []
    var due: [Int] = []
    var learning: [(index: Int, due: Date)] = []
    var heldBack = 0
    // The id of every question is built only when something is due or in learning.
    if !dueMemories.isEmpty || !learningMemories.isEmpty {
      let byID = Dictionary(
        entries.indices.lazy.filter { filter.matches(entries, at: $0) }.map { (entries.id(at: $0), $0) },
        uniquingKeysWith: { first, _ in first })
      let servable = DueReviews.servable(dueMemories, in: Set(byID.keys))
      // Review-state questions are the reviews; learning ones already due wait in the
      // learning queue, which serves them first (as Anki shows intraday learning cards).
      due = servable.lazy.filter { $0.memory.state == .review }.compactMap { byID[$0.questionID] }
      learning = (servable.filter { $0.memory.state != .review } + learningMemories).compactMap { memory in
        byID[memory.questionID].map { (index: $0, due: memory.memory.due) }
      }
      if let limit = options.limit {
        // The learning questions due now (or within the learn-ahead limit) come first, as the
        // queue serves them, then the reviews; a learning step later today is not due yet.
        let ahead = now.addingTimeInterval(options.settings.learnAhead)
        let dueLearning = learning.filter { $0.due <= ahead }.sorted {
          ($0.due, $0.index) < ($1.due, $1.index)
        }
        let taken = Array(dueLearning.prefix(limit))
        let takenReviews = Array(due.prefix(limit - taken.count))
        heldBack = dueLearning.count - taken.count + due.count - takenReviews.count
        learning = taken + learning.filter { $0.due > ahead }
        due = takenReviews
      }
    }
    let newLimit = options.newLimit ?? newLeftToday(now: now)
    var fresh: [Int] = []
    if newLimit > 0 {
      let known = context.attempt { try $0.reviews.knownQuestionIDs() } ?? []
      // Those another drill running now holds are its to ask (session 50's review, F6), whether
      // this drill takes the day's new questions or `--new N` (session 53's tryout, finding 7).
      let held = heldByOthers(now: now)
      let candidates =
        filter.isEmpty ? Array(entries.indices) : entries.indices.filter { filter.matches(entries, at: $0) }
      fresh = options.order.arrange(
        candidates, entries: entries, generator: &generator, limit: newLimit,
        levels: (options.newFrom ?? .beginner).levelsFromHere
      ) {
        (known.isEmpty && held.isEmpty)
          || !known.contains(entries.id(at: $0)) && !held.contains(entries.id(at: $0))
      }
    }
    var queue = DrillQueue(
      reviews: due, fresh: fresh, learning: learning, learnAhead: options.settings.learnAhead)
    queue.heldBack = heldBack
    return queue
  }

  private func newLeftToday(now: Date) -> Int {
    context.attempt {
      try DueReviews.newLeftToday(in: $0, now: now, timeZone: options.timeZone, settings: options.settings)
    } ?? 0
  }

  @discardableResult
  public func run() -> SessionTally? {
    guard context.store != nil else {
      context.console.writeLine(
        "Drill needs the progress file to know what is due; try quiz instead.", style: .warning)
      return nil
    }
    var queue = makeQueue(generator: &context.generator)
    // The new questions this drill claimed against the day's limit, released at its end. Claimed
    // before the intro counts them: it promises only what this drill holds (session 50: two drills
    // reaching for one question in the same instant, the loser promised one more than it asked).
    var claimed: Set<String> = []
    defer { _ = context.attempt { try $0.settings.releaseNewClaims(claimed) } }
    claimPlanned(&queue, claimed: &claimed)
    guard queue.peek(now: context.clock.now()) != nil else {
      context.console.writeLine(nothingDueMessage(queue), style: .muted)
      return nil
    }
    var intro = StyledText("Drill: ", style: .heading)
    intro.append(
      "\(queue.reviews.count) due review\(queue.reviews.count == 1 ? "" : "s"), \(queue.fresh.count) new")
    // Learning questions count as the greeting and `stats` count them: due within the learn-ahead limit.
    let ahead = context.clock.now().addingTimeInterval(options.settings.learnAhead)
    let learning = queue.learning.filter { $0.due <= ahead }.count
    if learning > 0 { intro.append(", \(learning) in learning") }
    if queue.heldBack > 0, let limit = options.limit {
      intro.append(" (\(queue.heldBack) more due held back by --reviews \(limit))")
    }
    intro.append(heldByOtherDrills(claimed: claimed))
    context.console.writeWrapped(intro, hangingIndent: 2)
    context.beginSession()
    defer { context.endSession() }
    var current: Int?
    // Questions taken from the queue whose answer was not recorded (skipped, or the drill
    // left at them): one still in learning is told with the others at the end.
    var unrecorded: Set<Int> = []
    // The queue index of each question answered, for an answer graded again later (`:accept`).
    var answeredIndex: [String: Int] = [:]
    let tally = StudyLoop(context: context, name: "Drill").run(
      started: context.clock.now(),
      next: { number in
        guard let chosen = take(from: &queue, claimed: &claimed),
          let question = catalog.questions(at: [chosen.index]).first
        else { return nil }
        current = chosen.index
        unrecorded.insert(chosen.index)
        var options = AskOptions(number: number, total: nil, status: chosen.kind.rawValue)
        options.remaining = queue.left(now: context.clock.now())
        options.showsSchedule = true
        return StudyLoop.Step(question: question, options: options)
      },
      isLast: { _ in queue.peek(now: context.clock.now()) == nil },
      answered: { question, result in
        guard let current, result.recorded != nil, let memory = context.lastMemory else { return }
        unrecorded.remove(current)
        answeredIndex[question.id] = current
        queue.answered(current, memory: memory, now: context.clock.now())
      },
      regraded: { question in
        // Accepted and graded again as right: it comes back when its new memory says, not in a minute.
        guard let index = answeredIndex[question.id] else { return }
        queue.answered(index, memory: context.memory(for: question), now: context.clock.now())
      })
    // Session 46's tryout: Ctrl-C at a missed question's second showing said "the next comes back
    // in 10 minutes" above "Next review due in 1 minute" (that question, taken and not put back).
    // Every learning question is told at its stored due, not at the place `answered` gave it in
    // this session's order (session 48's review, finding 9: a miss moved after the next one).
    for index in unrecorded.union(queue.learning.map(\.index)).sorted() {
      guard let id = catalog.entries.indices.contains(index) ? catalog.entries.id(at: index) : nil,
        let memory = context.attempt({ try $0.reviews.memory(for: id) })??.memory
      else { continue }
      queue.putBack(index, memory: memory, now: context.clock.now())
    }
    if let waiting = queue.nextLearningDue {
      let count = queue.learning.count
      let when = SessionTally.relative(waiting, from: context.clock.now())
      context.console.writeLine(
        "\(count) question\(count == 1 ? "" : "s") still in learning: "
          + (when == "now"
            ? "the next is due now; drill again to review it."
            : "the next comes back \(when); drill again then."),
        style: .muted)
    }
    if queue.heldBack > 0 {
      context.console.writeLine(
        "\(queue.heldBack) more due question\(queue.heldBack == 1 ? " waits" : "s wait") (--reviews); drill again to go on.",
        style: .muted)
    }
    let nextDue = nextOffered()
    context.console.writeFitted(
      tally.summary(title: "Drill summary", now: context.clock.now(), nextDue: nextDue),
      hangingIndent: SessionTally.labelWidth)
    return tally
  }

  /// When the drill next has a question to offer (`DueReviews.nextOffered`): among the questions
  /// it serves (its filter's, as `due` counts them; lesson checks and removed packs never).
  func nextOffered() -> Date? {
    let entries = catalog.entries
    let filter = options.filter
    let servable = Set(entries.indices.lazy.filter { filter.matches(entries, at: $0) }.map(entries.id(at:)))
    return context.attempt {
      try DueReviews.nextOffered(
        in: $0, servable: servable, settings: options.settings, timeZone: options.timeZone)
    } ?? nil
  }
}
