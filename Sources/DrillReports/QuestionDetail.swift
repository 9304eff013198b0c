import DrillContent
import DrillPresentation
import DrillProgress
import DrillScheduling
import DrillSessions
import DrillSupport
import Foundation

/// `show ID`: one question with its answer and explanation, and the learner's history with it.
public struct QuestionDetail: Sendable, TerminalReport, JSONReport {
  package struct JSONForm: Encodable {
    struct Review: Encodable {
      var reviewedAt: String
      var mode: String
      var rating: String
      var credit: Double
      var answer: String

      enum CodingKeys: String, CodingKey {
        case mode, rating, credit, answer
        case reviewedAt = "reviewed_at"
      }
    }

    var id: String
    var title: String
    var level: String
    var kind: String
    var type: String
    var tags: [String]
    var points: Int
    var prompt: String
    var choices: [Choice]?
    var accept: [String]?
    var output: String?
    var tests: String?
    var answer: String?
    var keyPoints: [String]?
    var hints: [String]?
    var explanation: String?
    var history: [Review]
    var due: String?
    var lapses: Int?
    var accepted: [String]

    enum CodingKeys: String, CodingKey {
      case id, title, level, kind, type, tags, points, prompt, choices, accept, output, tests, answer, hints
      case explanation, history, due, lapses, accepted
      case keyPoints = "key_points"
    }
  }

  /// When a question with a memory is asked again, as `due` counts it (session 50's tryout: "next
  /// review 2026-12-08" was shown on 12-23, two weeks past, for a question `due` counted due).
  public enum NextReview: Sendable, Equatable {
    /// A drill serves it now; `since`: when it fell due, if on an earlier study day.
    case now(since: Date?)
    /// A learning step due at `at`, still ahead of `now` but within the learn-ahead limit: a drill
    /// serves it now and `due` counts it ("1 learning").
    case early(at: Date, now: Date)
    /// A drill first serves it at `at` (the start of its study day for a review), `now` being now.
    case later(at: Date, now: Date)
    /// A lesson's check: its lesson asks it, no drill does (nor does `due` count it).
    case byItsLesson
  }

  public let question: Question
  public let history: [ReviewExportRow]
  public let memory: QuestionMemory?
  public let accepted: [AcceptedAnswer]
  public let nextReview: NextReview?

  public init(
    question: Question, history: [ReviewExportRow], memory: QuestionMemory?, accepted: [AcceptedAnswer],
    nextReview: NextReview? = nil
  ) {
    self.question = question
    self.history = history
    self.memory = memory
    self.accepted = accepted
    self.nextReview = nextReview
  }

  /// "next review due now (since 2026-12-08)", "next review due in 3 days (2026-12-11)": the words
  /// of a session's summary ("Next review due now"); without `nextReview`, the date due.
  static func nextReviewText(_ next: NextReview?, due: Date) -> String {
    switch next {
    case .now(let since):
      "next review due now" + (since.map { " (since \(ISO8601.day($0)))" } ?? "")
    case .early(let at, let now):
      "next review due \(SessionTally.relative(at, from: now)) (a learning step: drill asks it now)"
    case .later(let at, let now): "next review due \(SessionTally.relative(at, from: now))"
    case .byItsLesson: "a lesson check: asked in its lesson, not by drill"
    case nil: "next review \(ISO8601.day(due))"
    }
  }

  static func ratingName(_ value: Int) -> String {
    Rating(rawValue: value).map { "\($0)" } ?? String(value)
  }

  package var jsonForm: JSONForm {
    let question = question
    return JSONForm(
      id: question.id, title: question.title, level: question.level.rawValue, kind: question.kind.rawValue,
      type: question.type.rawValue, tags: question.tags, points: question.points, prompt: question.prompt,
      choices: question.choices.isEmpty ? nil : question.choices,
      accept: question.accept.isEmpty ? nil : question.accept, output: question.output,
      tests: question.tests,
      answer: question.answer, keyPoints: question.keyPoints.isEmpty ? nil : question.keyPoints,
      hints: question.hints.isEmpty ? nil : question.hints, explanation: question.explanation,
      history: history.map {
        JSONForm.Review(
          reviewedAt: $0.reviewedAt, mode: $0.mode, rating: Self.ratingName($0.rating), credit: $0.credit,
          answer: $0.answer)
      },
      due: memory.map { ISO8601.format($0.memory.due) }, lapses: memory?.lapses,
      accepted: accepted.map(\.answer))
  }

  /// A choice answer as the history shows it: the options chosen, as the log keeps them since
  /// session 50 (one a line), or for an older row its letters, which were of the list as it was
  /// shuffled then and name nothing in the Choices above (session 50's tryout, finding 19).
  static func choiceAnswer(_ answer: String, of question: Question) -> String {
    let texts = Set(question.choices.map(\.text))
    let lines = answer.split(separator: "\n").map(String.init)
    if !lines.isEmpty, lines.allSatisfy(texts.contains) {
      return TerminalSanitizer.strip(lines.joined(separator: " · "))
    }
    let cleaned = TerminalSanitizer.strip(answer).replacingOccurrences(of: "\n", with: " ⏎ ")
    guard isLetters(answer, choices: question.choices.count) else { return String(cleaned.prefix(40)) }
    return "\(cleaned.prefix(40)) (letters of the list as shuffled then)"
  }

  /// Whether `answer` is only picks typed as letters or numbers ("a d", "ac", "2", "b)").
  static func isLetters(_ answer: String, choices: Int) -> Bool {
    let tokens = answer.lowercased().split(whereSeparator: { " ,;\t".contains($0) })
    return !tokens.isEmpty
      && tokens.allSatisfy { token in
        let core = token.filter { !"().".contains($0) }
        if let number = Int(core) { return number >= 1 && number <= choices }
        return !core.isEmpty
          && core.allSatisfy { ($0.asciiValue ?? 0) >= 97 && Int($0.asciiValue ?? 0) - 97 < choices }
      }
  }

  public func render(width: Int) -> StyledText {
    let renderer = MarkdownRenderer(width: width)
    var text = StyledText("\(question.id)\n", style: .heading)
    let facts = StyledText(
      "\(question.level.rawValue) · \(question.kind.rawValue) · \(question.type.rawValue) · "
        + "\(question.points) points"
        + (question.tags.isEmpty ? "" : " · " + question.tags.joined(separator: ", ")), style: .muted)
    text.append(StyledText(lines: facts.fitted(toWidth: width)))
    text.append("\n")
    text.append(renderer.render(question.title))
    text.append("\n")
    text.append(renderer.render(question.prompt))
    text.append("\n")
    func heading(_ title: String) { text.append("\n\(title)\n", style: .bold) }
    switch question.type {
    case .choice:
      heading("Choices")
      for choice in question.choices {
        let mark = StyledText(choice.correct ? "  ✓ " : "  · ", style: choice.correct ? .success : .muted)
        text.append(renderer.render(choice.text, after: mark))
        text.append("\n")
      }
    case .short:
      heading("Accepted answers")
      for answer in question.accept { text.append("  \(TerminalSanitizer.strip(answer))\n", style: .code) }
    case .output:
      heading("Output" + (question.compare == .loose ? " (compared loosely)" : ""))
      text.append(
        OutputGutter.lines(TerminalSanitizer.strip(question.output ?? ""), style: .code, width: width))
    case .code, .explain:
      break
    }
    if let answer = question.answer {
      heading(question.type == .code ? "A model answer" : "Answer")
      text.append(renderer.render(answer))
      text.append("\n")
    }
    if !question.keyPoints.isEmpty {
      heading("Key points")
      for point in question.keyPoints {
        text.append(renderer.render(inline: point, after: "  · ", hangingIndent: 4))
        text.append("\n")
      }
    }
    if let explanation = question.explanation {
      heading("Why")
      text.append(renderer.render(explanation))
      text.append("\n")
    }
    heading("Your history")
    if history.isEmpty {
      text.append("  not answered yet\n", style: .muted)
    } else {
      let choice = question.type == .choice
      let table = TableFormatter(columns: [
        .init("When"), .init("Mode"), .init("Rating"), .init("Your answer", wraps: choice),
      ])
      let rows = history.map { row in
        [
          ISO8601.minute(row.reviewedAt), row.mode,
          Self.ratingName(row.rating),
          choice
            ? Self.choiceAnswer(row.answer, of: question)
            : String(
              TerminalSanitizer.strip(row.answer).replacingOccurrences(of: "\n", with: " ⏎ ").prefix(40)),
        ]
      }
      text.append(table.render(rows, width: width))
      text.append("\n")
    }
    var notes = StyledText()
    if let memory {
      notes.append(
        "  \(Self.nextReviewText(nextReview, due: memory.memory.due)) · \(memory.lapses) lapse"
          + (memory.lapses == 1 ? "" : "s") + "\n", style: .muted)
    }
    for answer in accepted {
      notes.append("  you accepted: \(TerminalSanitizer.strip(answer.answer))\n", style: .muted)
    }
    text.append(StyledText(lines: notes.fitted(toWidth: width, hangingIndent: 2)))
    return text
  }
}
