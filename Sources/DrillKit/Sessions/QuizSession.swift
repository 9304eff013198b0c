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
  let questions: [Question]
  let options: Options

  public init(context: StudyContext, questions: [Question], options: Options) {
    self.context = context
    self.questions = questions
    self.options = options
  }

  /// The questions this quiz will ask, in order.
  public func selection() -> [Question] {
    var generator = context.generator
    let chosen = questions.filter(options.filter.matches).shuffled(using: &generator)
    return Array(chosen.prefix(options.count))
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
      pauseBetweenQuestions(&asker, isLast: index == chosen.count - 1)
    }
    context.console.write(tally.summary(title: "Quiz summary", now: context.clock.now(), nextDue: nextDue))
    return tally
  }

  /// On a terminal, wait for Enter so the explanation can be read; `:accept` works here too.
  func pauseBetweenQuestions(_ asker: inout QuestionAsker, isLast: Bool) {
    Pause.afterFeedback(context: context, asker: &asker, isLast: isLast)
  }
}

/// The pause after feedback on a terminal.
enum Pause {
  static func afterFeedback(context: StudyContext, asker: inout QuestionAsker, isLast: Bool) {
    guard context.console.isInteractive else { return }
    while true {
      let prompt = isLast ? "Enter for the summary> " : "Enter for the next question> "
      guard case .line(let line) = context.console.readLine(prompt: prompt) else { return }
      if MetaCommand(line) == .accept {
        asker.acceptPending()
        continue
      }
      return
    }
  }
}
