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
    let matching = entries.indices.filter { options.filter.matches(entries[$0]) }
    let chosen = options.keepsOrder ? matching : matching.shuffled(using: &generator)
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
      if case .answered = result {
        let due = context.memory(for: question).due
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

/// The pause after feedback on a terminal, so the explanation can be read
/// before the next question scrolls it away; `:accept` works here too.
enum Pause {
  /// False when the learner pressed Ctrl-C, typed `:quit` or closed the input: the session ends.
  static func afterFeedback(context: StudyContext, asker: inout QuestionAsker, isLast: Bool) -> Bool {
    guard context.console.isInteractive else { return true }
    while true {
      let prompt = isLast ? "Enter for the summary> " : "Enter for the next question> "
      guard case .line(let line) = context.console.readLine(prompt: prompt) else { return false }
      switch MetaCommand(line) {
      case .accept:
        asker.acceptPending()
      case .quit:
        return false
      default:
        return true
      }
    }
  }
}
