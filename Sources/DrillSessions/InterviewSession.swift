import DrillContent
import DrillPresentation
import DrillSupport
import Foundation

/// A mock interview: written questions, then verbal ones, against a visible
/// clock; a report of strengths and gaps per topic and a verdict at the end.
public struct InterviewSession {
  public struct Options: Sendable, Codable {
    /// The level of every question; nil: questions of every level (`--level any`).
    public var level: Level?
    public var minutes: Int
    /// How many questions; nil: one per two minutes (3 to 15).
    public var count: Int?

    public init(level: Level? = .beginner, minutes: Int = 20, count: Int? = nil) {
      self.level = level
      self.minutes = minutes
      self.count = count
    }
  }

  let context: StudyContext
  let questions: [Question]
  let options: Options

  public init(context: StudyContext, questions: [Question], options: Options) {
    self.context = context
    self.questions = questions
    self.options = options
  }

  /// How long a question answered counts as recent: the interview prefers others.
  static let recentDays = 3

  /// `count` questions, or about one per two minutes: two thirds written, then one third verbal.
  /// Questions answered in the last `recentDays` days come after the others, as an interviewer
  /// would not repeat the question just rehearsed (session 49's tryout: placement's question was
  /// the interview's first five minutes later).
  public func selection(now: Date? = nil) -> [Question] {
    var generator = context.generator
    let atLevel = options.level.map { level in questions.filter { $0.level == level } } ?? questions
    let since = (now ?? context.clock.now()).addingTimeInterval(-Double(Self.recentDays) * 86_400)
    let recent = context.attempt { try $0.reviews.questionIDs(reviewedSince: since) } ?? []
    // Shuffled, then the recent ones moved last (a stable partition keeps the seed's order).
    func fresherFirst(_ pool: [Question]) -> [Question] {
      let shuffled = pool.shuffled(using: &generator)
      return shuffled.filter { !recent.contains($0.id) } + shuffled.filter { recent.contains($0.id) }
    }
    let total = options.count ?? max(3, min(15, options.minutes / 2))
    let verbalCount = max(1, total / 3)
    let verbal = fresherFirst(atLevel.filter { $0.kind == .verbal }).prefix(verbalCount)
    let written = fresherFirst(atLevel.filter { $0.kind == .written }).prefix(total - verbal.count)
    return Array(written) + Array(verbal)
  }

  @discardableResult
  public func run() -> SessionTally? {
    // The clock read once for both (a test's clock moves with each reading).
    let start = context.clock.now()
    let chosen = selection(now: start)
    context.generator = SeededGenerator(seed: context.generator.next())
    guard !chosen.isEmpty else {
      context.console.writeLine(
        "No \(options.level.map { "\($0.rawValue) " } ?? "")questions to interview with.",
        style: .warning)
      return nil
    }
    // The clock stands still while code answers compile and run (`StudyContext.pausedTime`).
    let paused = context.pausedTime
    var deadline: Date {
      start.addingTimeInterval(TimeInterval(options.minutes * 60) + context.pausedTime - paused)
    }
    var intro = StyledText("Mock interview — \(options.level?.rawValue ?? "every level")\n", style: .heading)
    intro.append(
      "\(chosen.count) question\(chosen.count == 1 ? "" : "s") in \(options.minutes) minute\(options.minutes == 1 ? "" : "s")"
        + (chosen.count > 1 ? ": written first, then verbal. " : ". ")
        + "Answer as you would to an interviewer; each answer is scored as you go, and the report "
        + "with strengths and gaps comes at the end.\n")
    context.console.writeFitted(intro)
    context.beginSession(recording: options)
    defer { context.endSession() }
    var timeIsUp = false
    // Ctrl-C, `:quit` or the end of input ends the interview at the question on screen (as in
    // every mode): the report says so, and counts it as unanswered, not as "not asked".
    var stoppedAt: Stop?
    let loop = StudyLoop(context: context, name: "Interview", pausesAfterFeedback: false)
    let tally = loop.run(
      started: start,
      next: { number in
        guard number <= chosen.count else { return nil }
        let left = deadline.timeIntervalSince(context.clock.now())
        if left <= 0 {
          timeIsUp = true
          return nil
        }
        let index = number - 1
        if index > 0, chosen[index].kind == .verbal, chosen[index - 1].kind == .written {
          context.console.writeLine(
            "\nNow the verbal part: explain out loud, then type the gist.", style: .accent)
        }
        let clock = "⏱ \(Self.clockText(left)) left"
        var options = AskOptions(
          number: number, total: chosen.count, showsFeedback: false, status: clock, deadline: deadline)
        options.capsSelfRating = true
        return StudyLoop.Step(question: chosen[index], options: options)
      },
      isLast: { $0 == chosen.count },
      answered: { question, result in
        let number = chosen.firstIndex { $0.id == question.id }.map { $0 + 1 }
        switch (result, number) {
        case (.interrupted, let number?): stoppedAt = Stop(number: number, reason: .interrupted)
        case (.quit, let number?): stoppedAt = Stop(number: number, reason: .quit)
        case (.endOfInput, let number?): stoppedAt = Stop(number: number, reason: .endOfInput)
        default: break
        }
      })
    if timeIsUp || deadline.timeIntervalSince(context.clock.now()) <= 0 {
      context.console.writeLine("\n⏱ Time is up.", style: .warning)
    }
    context.console.writeFitted(
      report(tally, planned: chosen, stoppedAt: stoppedAt), hangingIndent: SessionTally.labelWidth)
    return tally
  }

  /// "a" or "an" before a level's name ("an intermediate interview").
  static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0.lowercased()) } == true ? "an" : "a"
  }

  static func clockText(_ seconds: TimeInterval) -> String {
    let total = max(0, Int(seconds.rounded(.up)))
    return String(format: "%02d:%02d", total / 60, total % 60)
  }
}
