import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillGames
@testable import DrillPlay
@testable import DrillProgress
@testable import DrillReports
@testable import DrillSessions
@testable import DrillSupport

/// The lines issue 15 names, at 40, 60 and 110 columns: none wider than the
/// console except a single unbreakable token, no word cut in two, inline code
/// rendered without backticks.
@Suite struct WidthSessionTests {
  static let widths = [40, 60, 110]

  static func expectLaidOut(
    _ transcript: String, width: Int, phrases: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      LineWidths.overflows(in: transcript, width: width).isEmpty, "\(transcript)",
      sourceLocation: sourceLocation)
    for phrase in phrases {
      #expect(
        LineWidths.cutWords(of: phrase, in: transcript).isEmpty, "\(phrase) in \(transcript)",
        sourceLocation: sourceLocation)
    }
  }

  static let choice = Question(
    localID: "actor", packID: "fixture", title: "Which keeps the UI update on the `@MainActor`?",
    shuffle: false, prompt: "Pick one.",
    choices: [
      Choice(text: "`DispatchQueue.global().async` followed by an update of the label text", correct: false),
      Choice(
        text: "`await MainActor.run { label.text = value }` after the work finished elsewhere",
        correct: true),
    ])

  @Test(arguments: widths)
  func rightAnswerWrapsWithItsCodeRendered(width: Int) {
    let (context, console) = SessionFixtures.context(lines: ["a"], store: nil, width: width)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(Self.choice)
    let transcript = console.transcript
    Self.expectLaidOut(
      transcript, width: width, phrases: ["Right answer:", "after the work finished elsewhere"])
    expectContains(console.flowingTranscript, "Right answer: b) await MainActor.run { label.text = value }")
    expectNotContains(transcript, "`")
  }

  @Test(arguments: widths)
  func keyPointsRenderTheirCodeAndWrap(width: Int) {
    var question = SessionFixtures.explain("k")
    question.keyPoints = [
      "a `struct` is copied on assignment, so two variables never share one instance of it",
      "`let` makes the whole value immutable",
    ]
    let (context, console) = SessionFixtures.context(lines: [":skip"], store: nil, width: width)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(question)
    Self.expectLaidOut(
      console.transcript, width: width, phrases: ["so two variables never share one instance"])
    expectContains(console.flowingTranscript, "· a struct is copied on assignment")
    expectNotContains(console.transcript, "`")
  }

  /// The learner's own clause under a key point wraps under its own first column (4), not
  /// deeper, at every width.
  @Test(arguments: widths)
  func keyPointEvidenceWrapsUnderItself(width: Int) {
    var question = SessionFixtures.explain("k")
    question.keyPoints = ["copied on assignment"]
    let said =
      "well structs are copied on assignment every single time you pass one around to a function or store it"
    let (context, console) = SessionFixtures.context(lines: [said, "x", "good"], store: nil, width: width)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(question)
    let lines = console.transcript.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("    “") }) else {
      Issue.record("no evidence line in \(console.transcript)")
      return
    }
    let evidence = lines[first...].prefix { $0.hasPrefix("    ") }
    expectTrue(evidence.count > 1 || width > 80, "\(console.transcript)")
    for line in evidence.dropFirst() {
      expectTrue(line.hasPrefix("    ") && !line.hasPrefix("     "), "\(console.transcript)")
    }
    let flowing = evidence.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    expectTrue(flowing.hasPrefix("“well structs are copied on assignment"), "\(flowing)")
    // The typed answer's echo is the learner's own line; the lines drawn for them fit.
    expectTrue(evidence.allSatisfy { $0.count <= width }, "\(console.transcript)")
  }

  @Test(arguments: widths)
  func lessonNoteAndTitlesWrap(width: Int) throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let setup = Lesson(
      id: "setup", title: "Setting up the toolchain and your first playground of Swift code",
      level: .beginner,
      order: 1, pages: [LessonPage(title: "One", content: .text("Hi."), line: 1)], path: "setup.md")
    let lesson = Lesson(
      id: "values", title: "Values, variables and the constants that make Swift code safe to read",
      level: .beginner, order: 2, requires: ["setup"],
      pages: [
        LessonPage(
          title: "Printing what a program computes, one line after another on the terminal",
          content: .text("Text."), line: 3)
      ], path: "values.md")
    let (context, console) = SessionFixtures.context(lines: ["q"], store: store, mode: .lesson, width: width)
    _ = LessonPlayer(context: context, lesson: lesson, course: [setup, lesson], runner: nil).run()
    Self.expectLaidOut(
      console.transcript, width: width,
      phrases: [
        "Note: this lesson builds on Setting up the toolchain and your first playground of Swift code (setup), not done yet.",
        lesson.title, "one line after another on the terminal",
      ])
  }

  @Test(arguments: widths)
  func bullseyeInfoAndKeyLinesWrap(width: Int) {
    let console = ScriptedConsole(lines: [], keys: [.character("i"), .character("q")], width: width)
    _ = BullseyeSession(GameContext(console: console, clock: .fixed(Date()), onFinish: { _ in })).run()
    let transcript = console.transcript.replacing("\r\n", with: "\n").replacing("\r\u{1B}[2K", with: "\n")
    Self.expectLaidOut(
      transcript, width: width,
      phrases: ["move the slider, PgUp/PgDn or", "s: start over, i: info, q: quit", BullseyeEngine.aboutText])
  }

  @Test(arguments: widths)
  func typedBullseyeLinesWrap(width: Int) {
    let console = ScriptedConsole(lines: ["i", "50", "q"], width: width)
    _ = BullseyeSession(GameContext(console: console, clock: .fixed(Date()), onFinish: { _ in })).run()
    Self.expectLaidOut(
      console.transcript, width: width,
      phrases: [
        "Type where the slider goes (1 to 100) to hit.", BullseyeEngine.aboutText, "The slider was at 50",
      ])
  }

  @Test(arguments: widths)
  func interviewIntroAndReportWrap(width: Int) {
    let questions = (1...3).map { SessionFixtures.choice("w\($0)", tags: ["optionals-and-unwrapping"]) }
    let (context, console) = SessionFixtures.context(lines: ["a", "b", "a"], store: nil, width: width)
    _ = InterviewSession(context: context, questions: questions, options: .init(minutes: 6)).run()
    Self.expectLaidOut(
      console.transcript, width: width,
      phrases: [
        "Answer as you would to an interviewer; each answer is scored as you go, and the report with strengths and gaps comes at the end."
      ])
  }

  @Test(arguments: widths)
  func statsSparklineLabelWraps(width: Int) {
    let now = Date(timeIntervalSince1970: 1_768_467_600)
    var report = StatsReport.empty(now: now)
    report.reviews = 12
    report.reviewsPerDay = (0..<30).map {
      DayCount(day: now.addingTimeInterval(Double($0 - 29) * 86_400), count: $0 % 3)
    }
    report.dueForecast = (0..<7).map { DayCount(day: now.addingTimeInterval(Double($0) * 86_400), count: $0) }
    let text = report.render(width: width).plain
    Self.expectLaidOut(text, width: width, phrases: ["Reviews, last 30 days (30 in all; · = none)"])
  }
}
