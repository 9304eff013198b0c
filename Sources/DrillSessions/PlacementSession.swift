import DrillContent
import DrillPresentation
import Foundation

/// An adaptive self-test: starts at beginner; two right in a row move up a
/// level, a wrong answer (or a `:skip`) moves down. 12 to 15 questions, two of them explain questions
/// (`explainNumbers`), then an estimate.
public struct PlacementSession {
  public static let minimumQuestions = 12
  public static let maximumQuestions = 15

  let context: StudyContext
  let questions: [Question]

  public init(context: StudyContext, questions: [Question]) {
    self.context = context
    self.questions = questions
  }

  /// The adaptive rule, on its own for testing.
  public struct Ladder: Sendable, Equatable {
    public private(set) var level: Level = .beginner
    public private(set) var streak = 0
    public private(set) var answers: [(level: Level, correct: Bool)] = []

    public init() {}

    public mutating func record(correct: Bool) {
      answers.append((level, correct))
      if correct {
        streak += 1
        if streak >= 2 {
          level = level.next ?? level
          streak = 0
        }
      } else {
        streak = 0
        level = level.previous ?? level
      }
    }

    /// Done after 12 answers when the last four stayed at one level, else at 15.
    public var isDone: Bool {
      if answers.count >= PlacementSession.maximumQuestions { return true }
      guard answers.count >= PlacementSession.minimumQuestions else { return false }
      let recent = answers.suffix(4).map(\.level)
      return Set(recent).count == 1
    }

    /// The highest level answered at least twice with two thirds right.
    public var estimate: Level {
      var best = Level.beginner
      for level in Level.allCases {
        let atLevel = answers.filter { $0.level == level }
        let right = atLevel.filter(\.correct).count
        if atLevel.count >= 2, right * 3 >= atLevel.count * 2 { best = max(best, level) }
      }
      return best
    }

    public static func == (lhs: Ladder, rhs: Ladder) -> Bool {
      lhs.level == rhs.level && lhs.streak == rhs.streak
        && lhs.answers.map(\.correct) == rhs.answers.map(\.correct)
    }
  }

  /// Questions a placement can score without a self-rating or a compiler.
  static func isQuick(_ question: Question) -> Bool {
    [.choice, .short, .output].contains(question.type)
  }

  /// The questions asked as explain questions, at the level being probed: half of an interview
  /// is explaining (session 47's tryout: 15 questions, none of them explain). Self-rated with
  /// the key points shown, and counted as the interview report counts them: the rating is
  /// capped by the key points stated (`AskOptions.capsSelfRating`).
  static let explainNumbers: Set<Int> = [5, 11]

  @discardableResult
  public func run() -> Ladder {
    var ladder = Ladder()
    var pools: [Level: [Question]] = [:]
    for level in Level.allCases {
      pools[level] = questions.filter { $0.level == level && Self.isQuick($0) }
        .shuffled(using: &context.generator)
    }
    // Drawn after the quick ones, so a seed gives the quick questions it gave before.
    var explainPools: [Level: [Question]] = [:]
    for level in Level.allCases {
      explainPools[level] = questions.filter { $0.level == level && $0.type == .explain }
        .shuffled(using: &context.generator)
    }
    let explains = explainPools.values.contains { !$0.isEmpty }
    var intro = StyledText("Placement test\n", style: .heading)
    intro.append(
      "Between \(Self.minimumQuestions) and \(Self.maximumQuestions) questions. Two right in a row "
        + "move you up a level; a wrong answer moves you down, and so does :skip (not known)."
        + (explains
          ? " Two ask you to explain, as in an interview: type the gist, then rate yourself against "
            + "the key points; a rating the key points you stated do not support counts as missed."
          : "") + "\n")
    context.console.writeFitted(intro)
    context.beginSession()
    defer { context.endSession() }
    var missedTopics: [String] = []
    var skipped = 0
    _ = StudyLoop(context: context, name: "Placement").run(
      started: context.clock.now(),
      next: { number in
        guard !ladder.isDone else { return nil }
        var options = AskOptions(number: number, status: "placement · \(ladder.level.rawValue)")
        if Self.explainNumbers.contains(number),
          let question = explainPools[ladder.level]?.popLast()
            ?? nearestQuestion(&explainPools, to: ladder.level)
        {
          options.capsSelfRating = true
          return StudyLoop.Step(question: question, options: options)
        }
        guard let question = pools[ladder.level]?.popLast() ?? nearestQuestion(&pools, to: ladder.level)
        else { return nil }
        return StudyLoop.Step(question: question, options: options)
      },
      isLast: { _ in ladder.isDone },
      answered: { question, result in
        // A skip is "I don't know" for the ladder: it moves down a level and counts toward the
        // test's length, as a wrong answer does (nothing is recorded in the progress). Skips that
        // did not count made a test of skips endless (session 48's tryout: 200 skips, question 201).
        let correct: Bool
        if let outcome = result.recorded?.outcome {
          correct = outcome.isRight
        } else if result == .skipped {
          correct = false
          skipped += 1
        } else {
          return
        }
        ladder.record(correct: correct)
        if !correct, let topic = question.tags.first { missedTopics.append(topic) }
      })
    context.console.writeFitted(
      report(ladder, missedTopics: missedTopics, skipped: skipped), hangingIndent: SessionTally.labelWidth)
    // A completed test's level is kept: `interview`, `quiz` and a drill's new questions start
    // from it where no --level is given (session 49's tryout: told once and kept nowhere). A test
    // of skips only placed nobody: no level is kept.
    if ladder.isDone, skipped < ladder.answers.count,
      context.attempt({ try $0.settings.setPlacementLevel(ladder.estimate) }) != nil
    {
      context.console.writeWrapped(
        StyledText(
          "Kept: interview, quiz and drill's new questions start at \(ladder.estimate.rawValue) "
            + "where no --level is given.", style: .muted))
    }
    return ladder
  }

  private func nearestQuestion(_ pools: inout [Level: [Question]], to level: Level) -> Question? {
    for candidate in [level.previous, level.next, level.previous?.previous, level.next?.next] {
      if let candidate, let question = pools[candidate]?.popLast() { return question }
    }
    return nil
  }

  /// The result of the test: `skipped` of `ladder`'s answers were `:skip`s.
  func report(_ ladder: Ladder, missedTopics: [String], skipped: Int = 0) -> StyledText {
    var text = StyledText("\nPlacement result\n", style: .heading)
    guard !ladder.answers.isEmpty else {
      text.append("No questions answered.\n", style: .muted)
      return text
    }
    let right = ladder.answers.filter(\.correct).count
    // Every question skipped: nothing was answered, and no topic is known to be weak (session 48's
    // review, finding 13: "Answered 0 of 12 right", then three topics picked by name).
    if skipped >= ladder.answers.count {
      text.append("Skipped   ", style: .bold)
      text.append("all \(ladder.answers.count) questions\n")
    } else {
      text.append("Answered  ", style: .bold)
      text.append("\(right) of \(ladder.answers.count) right")
      text.append(skipped > 0 ? " (\(skipped) skipped)\n" : "\n")
    }
    text.append("Level     ", style: .bold)
    if ladder.isDone {
      text.append("\(ladder.estimate.rawValue)\n", style: .success)
    } else {
      text.append("\(ladder.estimate.rawValue) (provisional", style: .warning)
      text.append(
        ": the test ended after \(ladder.answers.count) of at least \(Self.minimumQuestions) questions; "
          + "run placement again to confirm)\n", style: .muted)
    }
    // The tally the level was decided on, and the rule (session 51's tryout: "11 of 15 right" over
    // "Level beginner" read as a contradiction).
    text.append("By level  ", style: .bold)
    text.append(
      Level.allCases.compactMap { level in
        let atLevel = ladder.answers.filter { $0.level == level }
        return atLevel.isEmpty
          ? nil : "\(level.rawValue) \(atLevel.filter(\.correct).count) of \(atLevel.count)"
      }.joined(separator: ", ")
        + " right; the level is the highest with two thirds right (of 2 or more)\n")
    let counts = Dictionary(missedTopics.map { ($0, 1) }, uniquingKeysWith: +)
    let weakest = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map(\.key)
    text.append("Next      ", style: .bold)
    if skipped >= ladder.answers.count {
      text.append("start with the lessons, in order: ")
      text.append("lesson\n", style: .code)
    } else if weakest.isEmpty {
      // The level just given, so the two lines agree (a level above the estimate read as a
      // contradiction after a short, all-right test).
      text.append("quiz --level \(ladder.estimate.rawValue)\n", style: .code)
    } else if weakest.count == 1 {
      text.append("study \(weakest[0]): ")
      text.append(StyledText.whole("quiz --tag \(weakest[0])", style: .code))
      text.append("\n")
    } else {
      // A command for each topic named, each on its own line (session 51's tryout: three topics,
      // the first one's command).
      text.append("study the topics you missed most:\n")
      for topic in weakest {
        text.append(StyledText.glued(String(repeating: " ", count: SessionTally.labelWidth)))
        text.append(StyledText.whole("quiz --tag \(topic)", style: .code))
        text.append("\n")
      }
    }
    return text
  }
}

extension Level {
  /// The level above, if any.
  public var next: Level? {
    switch self {
    case .beginner: .intermediate
    case .intermediate: .advanced
    case .advanced: nil
    }
  }

  /// The level below, if any.
  public var previous: Level? {
    switch self {
    case .beginner: nil
    case .intermediate: .beginner
    case .advanced: .intermediate
    }
  }
}
