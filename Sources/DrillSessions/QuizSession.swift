import DrillContent
import DrillPresentation
import DrillSupport
import Foundation

/// A quiz: a seeded random set of questions, with points and an explanation
/// after each, and a summary at the end.
public struct QuizSession {
  public struct Options: Sendable {
    public var filter: QuestionFilter
    public var count: Int
    /// Ask the questions in the order given (`quiz --id`, `mistakes`), not shuffled.
    public var keepsOrder: Bool

    public init(filter: QuestionFilter = QuestionFilter(), count: Int = 10, keepsOrder: Bool = false) {
      self.filter = filter
      self.count = count
      self.keepsOrder = keepsOrder
    }
  }

  let context: StudyContext
  let catalog: QuestionCatalog
  let options: Options

  public init(context: StudyContext, questions: [Question], options: Options) {
    self.init(context: context, catalog: QuestionCatalog(questions: questions), options: options)
  }

  /// A quiz drawing from `catalog`: only the questions it asks are decoded.
  public init(context: StudyContext, catalog: QuestionCatalog, options: Options) {
    self.context = context
    self.catalog = catalog
    self.options = options
  }

  /// The questions this quiz will ask, in order.
  public func selection() -> [Question] {
    var generator = context.generator
    let entries = catalog.entries
    let matching =
      options.filter.isEmpty
      ? Array(entries.indices) : entries.indices.filter { options.filter.matches(entries, at: $0) }
    let chosen = options.keepsOrder ? matching : matching.shuffled(using: &generator)
    return catalog.questions(at: Array(chosen.prefix(options.count)))
  }

  /// Runs the quiz; returns the tally (nil when no question matched).
  @discardableResult
  public func run() -> SessionTally? {
    let chosen = selection()
    context.generator = SeededGenerator(seed: context.generator.next())
    // The caller says so (`quiz` throws): the session writes no error of its own.
    guard !chosen.isEmpty else { return nil }
    // Fewer than asked for: said before the first question (session 49's tryout: `--count 2`
    // gave "Question 1 of 1" without a word).
    if !options.keepsOrder, chosen.count < options.count {
      let scope = options.filter.isEmpty ? "" : " (\(options.filter.description))"
      context.console.writeWrapped(
        StyledText(
          "Only \(chosen.count) question\(chosen.count == 1 ? " matches" : "s match")\(scope), "
            + "not the \(options.count) asked for.", style: .muted))
    }
    context.beginSession()
    defer { context.endSession() }
    var nextDue: Date?
    let tally = StudyLoop(context: context, name: "Quiz").run(
      started: context.clock.now(),
      next: { number in
        number <= chosen.count
          ? StudyLoop.Step(
            question: chosen[number - 1], options: AskOptions(number: number, total: chosen.count))
          : nil
      },
      isLast: { $0 == chosen.count },
      answered: { _, result in
        if result.recorded != nil, let due = context.lastMemory?.due { nextDue = min(nextDue ?? due, due) }
      })
    // No review is promised for an answer the progress file has not taken (a full disk).
    if context.unsavedAnswerCount > 0 { nextDue = nil }
    context.console.writeFitted(
      tally.summary(title: "Quiz summary", now: context.clock.now(), nextDue: nextDue),
      hangingIndent: SessionTally.labelWidth)
    return tally
  }
}
