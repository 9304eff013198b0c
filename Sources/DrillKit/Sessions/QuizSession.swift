import Foundation

/// A quiz: a seeded random set of questions, with points and an explanation
/// after each, and a summary at the end.
public struct QuizSession {
  public struct Options: Sendable {
    public var filter: QuestionFilter
    public var count: Int

    public init(filter: QuestionFilter = QuestionFilter(), count: Int = 10) {
      self.filter = filter
      self.count = count
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
    let chosen = entries.indices.filter { options.filter.matches(entries[$0]) }.shuffled(using: &generator)
    return catalog.questions(at: chosen.prefix(options.count))
  }

  /// Runs the quiz; returns the tally (nil when no question matched).
  @discardableResult
  public func run() -> SessionTally? {
    let chosen = selection()
    context.generator = SeededGenerator(seed: context.generator.next())
    guard !chosen.isEmpty else {
      context.console.writeLine("No \(options.filter.description) found.", style: .warning)
      return nil
    }
    context.beginSession()
    defer { context.endSession() }
    var asker = QuestionAsker(context: context)
    var tally = SessionTally(started: context.clock.now())
    var nextDue: Date?
    for (index, question) in chosen.enumerated() {
      let result = asker.ask(question, options: AskOptions(number: index + 1, total: chosen.count))
      tally.add(question, result)
      if case .answered = result, let due = context.lastMemory?.due {
        nextDue = min(nextDue ?? due, due)
      }
      if result == .interrupted { context.console.writeLine("Quiz cancelled.", style: .muted) }
      if result.endsSession { break }
      guard Pause.afterFeedback(context: context, asker: &asker, isLast: index == chosen.count - 1) else {
        context.console.writeLine("Quiz cancelled.", style: .muted)
        break
      }
    }
    context.console.write(tally.summary(title: "Quiz summary", now: context.clock.now(), nextDue: nextDue))
    return tally
  }
}
