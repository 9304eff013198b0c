import DrillPresentation
import DrillSessions
import DrillSupport
import Foundation

/// `quiz`: a set of questions with points and explanations.
struct QuizCommand: Command {
  static let levelOption = OptionSpec.value(
    "level", .level, "LEVEL",
    "beginner, intermediate, advanced or any (default: your placement level for a quiz without "
      + "--pack, --topic, --tag or --id, else any)")
  static let kindOption = OptionSpec.value("kind", .kind, "KIND", "written or verbal")
  static let packOption = OptionSpec.value("pack", .packID, "ID", "Only questions from this pack")
  static let topicOption = OptionSpec.value(
    "topic", .topic, "TOPIC", "Only questions on this topic (their first tag)")
  static let tagOption = OptionSpec.value("tag", .tag, "TAG", "Only questions with this tag")
  static let typeOption = OptionSpec.value(
    "type", .questionType, "TYPE", "choice, short, output, code or explain")
  static let countOption = OptionSpec.value("count", .number, "N", "How many questions (default 10)")
  static let idOption = OptionSpec.value(
    "id", .questionID, "ID", "Ask exactly this question (repeat for more)", repeatable: true)
  static let jsonOption = OptionSpec.flag(
    "json", "For scripts: the session on stderr, then each answer and its key-point evidence as JSON")

  static let spec = CommandSpec(
    name: "quiz", summary: "Answer a set of questions, with points and explanations",
    options: [
      levelOption, kindOption, packOption, topicOption, tagOption, typeOption, countOption, idOption,
      CommandCatalog.seed, jsonOption,
    ],
    discussion: """
      Inside a question: :hint shows a hint, :skip shows the answer and moves on, :accept counts \
      your last answer as right from now on (after showing it and asking), :retry tries a code \
      answer again, :quit ends the quiz with its summary (at the rating prompt too: the answer \
      counts with the suggested rating), Ctrl-C cancels it (while code compiles or runs, Ctrl-C \
      stops that run and Enter tries again). A verbal answer is one line: Enter hands it in; at a \
      terminal a paste of several lines is one answer (piped input: one line per answer). Output \
      and code answers end with a line holding only '.'. Without --level, a quiz with no --pack, \
      --topic, --tag or --id asks the level your placement test found; --level any asks every \
      level.
      """)

  let filter: QuestionFilter
  /// `--level any`: every level, whatever placement found.
  let everyLevel: Bool
  let count: Int
  let ids: [String]
  let seed: UInt64?
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    let level = try invocation.levelOrEvery(Self.levelOption)
    everyLevel = level.every
    filter = QuestionFilter(
      level: level.level, kind: try invocation.kind(Self.kindOption),
      packID: invocation.value(Self.packOption),
      tag: invocation.value(Self.tagOption), type: try invocation.questionType(Self.typeOption),
      topic: invocation.value(Self.topicOption))
    count = try invocation.number(Self.countOption, in: 1...1_000) ?? 10
    ids = invocation.allValues(Self.idOption)
    seed = try invocation.seed()
    json = invocation.has(Self.jsonOption)
  }

  /// The session's context: with `--json` its text goes to standard error, plain, so
  /// standard output carries only the JSON.
  func context(in app: App) -> StudyContext {
    let console: (any Console)? =
      json ? PlainConsole(width: app.console.width, descriptor: STDERR_FILENO) : nil
    return app.studyContext(mode: .quiz, seed: seed, console: console)
  }

  /// With `--json`, the tally as JSON on standard output.
  func report(_ tally: SessionTally, in app: App) {
    if json { app.console.write(StyledText(QuizJSONReport(tally).json())) }
  }

  func run(in app: App) throws -> ExitCode {
    if !ids.isEmpty {
      let library = app.library
      let questions = try ids.map { id throws(CommandError) in try ShowCommand.question(id, in: library) }
      let session = QuizSession(
        context: context(in: app), questions: questions,
        options: QuizSession.Options(count: questions.count, keepsOrder: true))
      guard let tally = session.run() else { throw CommandError.noQuestions("questions") }
      report(tally, in: app)
      return tally.cancelled ? .failure : .success
    }
    let catalog = app.catalog
    try filter.requireNames(in: catalog)
    var filter = self.filter
    let context = context(in: app)
    // A bare quiz (no --level, --pack, --topic or --tag) is at the placement level, where it has
    // questions for the other options: a pack or a tag is a choice of topic, not of level
    // (session 49's review: `quiz --pack optionals` served advanced questions only).
    let bare = filter.level == nil && filter.packID == nil && filter.tag == nil && filter.topic == nil
    if bare, !everyLevel, let placed = app.placementLevel() {
      var placedFilter = filter
      placedFilter.level = placed
      let entries = catalog.entries
      if entries.indices.contains(where: { placedFilter.matches(entries, at: $0) }) {
        filter = placedFilter
        context.console.writeWrapped(App.placementNote(placed, "Level"))
      }
    }
    let session = QuizSession(
      context: context, catalog: catalog, options: QuizSession.Options(filter: filter, count: count))
    guard let tally = session.run() else { throw CommandError.noQuestions(filter.description) }
    report(tally, in: app)
    // Stopped by Ctrl-C: not a success (`SessionTally.cancelled`).
    return tally.cancelled ? .failure : .success
  }
}
