import DrillPresentation
import DrillProgress
import DrillSessions
import DrillSupport
import Foundation

/// `drill`: spaced-repetition review, due questions first, then new ones; misses come back
/// in the same session after their learning step.
struct DrillCommand: Command {
  static let packOption = OptionSpec.value("pack", .packID, "ID", "Only questions from this pack")
  static let topicOption = OptionSpec.value(
    "topic", .topic, "TOPIC", "Only questions on this topic (their first tag)")
  static let tagOption = OptionSpec.value("tag", .tag, "TAG", "Only questions with this tag")
  static let levelOption = OptionSpec.value(
    "level", .level, "LEVEL",
    "beginner, intermediate, advanced or any (default: every level, new ones from your placement level)")
  static let kindOption = OptionSpec.value("kind", .kind, "KIND", "written or verbal")
  static let typeOption = OptionSpec.value(
    "type", .questionType, "TYPE", "choice, short, output, code or explain")
  static let reviewsOption = OptionSpec.value(
    "reviews", .number, "N", "At most N due questions (learning ones first, then reviews)")
  static let newOption = OptionSpec.value(
    "new", .number, "N", "At most N new questions (default: what is left of today's limit)")
  static let orderOption = OptionSpec.value(
    "order", .oneOf(NewQuestionOrder.allCases.map(\.rawValue)), "ORDER",
    "New questions by levels (easiest first, topics interleaved; the default), random or library")
  static let retentionOption = OptionSpec.value(
    "retention", .text, "R", "Desired retention, 0.7 to 0.99 (default 0.9), remembered")
  static let learningStepsOption = OptionSpec.value(
    "learning-steps", .text, "STEPS", "Learning steps, such as \"1m 10m\" (the default), remembered")
  static let relearningStepsOption = OptionSpec.value(
    "relearning-steps", .text, "STEPS", "Steps after a forgotten review (default \"10m\"), remembered")
  static let learnAheadOption = OptionSpec.value(
    "learn-ahead", .text, "TIME",
    "Ask a learning question this early when nothing else is left (default 20m), remembered")
  static let newPerDayOption = OptionSpec.value(
    "new-per-day", .number, "N", "New questions a day (default 10), remembered")
  static let dayStartsOption = OptionSpec.value(
    "day-starts", .number, "HOUR",
    "The hour (0-23) a study day starts at, as Anki's \"next day starts at\" (default 4), remembered")

  static let spec = CommandSpec(
    name: "drill", aliases: ["review"], summary: "Spaced-repetition review: what is due, then new questions",
    options: [
      packOption, topicOption, tagOption, levelOption, kindOption, typeOption, reviewsOption, newOption,
      orderOption, retentionOption, learningStepsOption, relearningStepsOption, learnAheadOption,
      newPerDayOption, dayStartsOption, CommandCatalog.seed,
    ],
    discussion: """
      A question answered Again (or a code answer that did not pass) comes back in the same \
      session after its learning step, as in Anki; so does a new question through its steps. \
      After each answer the drill shows what each rating would do and when the question comes back. \
      Without --level, new questions start at the level your placement test found (the easiest \
      level before any placement, or with --level any) when --order is levels. --reviews N bounds the learning questions due as well as the \
      reviews, and says how many more wait. A review question is due any time on its due day, and the daily new limit counts per day; \
      a day starts at --day-starts o'clock (4 am by default), as Anki's does.
      """)

  let options: DrillSession.Options
  let seed: UInt64?
  /// `--level any`: new questions from the easiest level, whatever placement found.
  let everyLevel: Bool
  let retention: Double?
  let learningSteps: [TimeInterval]?
  let relearningSteps: [TimeInterval]?
  let learnAhead: TimeInterval?
  let newPerDay: Int?
  let dayStartHour: Int?
  /// The keys of the stored settings this command line sets anew (`storedOptions`).
  let replacedSettings: Set<String>

  init(parsing invocation: Invocation) throws(UsageError) {
    if let text = invocation.value(Self.retentionOption) {
      guard let value = Double(text), StoreSettings.retentionRange.contains(value) else {
        throw .invalidValue(
          option: "--retention", value: text, expected: "a number from 0.7 to 0.99, such as 0.9")
      }
      retention = value
    } else {
      retention = nil
    }
    learningSteps = try Self.steps(invocation, Self.learningStepsOption)
    relearningSteps = try Self.steps(invocation, Self.relearningStepsOption)
    if let text = invocation.value(Self.learnAheadOption) {
      guard let value = DrillSettings.duration(parsing: text) else {
        throw .invalidValue(
          option: "--learn-ahead", value: text, expected: "a time such as 20m, 90s or 1h, at most 365d")
      }
      learnAhead = value
    } else {
      learnAhead = nil
    }
    newPerDay = try invocation.number(Self.newPerDayOption, in: 0...10_000)
    dayStartHour = try invocation.number(Self.dayStartsOption, in: 0...23)
    let level = try invocation.levelOrEvery(Self.levelOption)
    everyLevel = level.every
    let filter = QuestionFilter(
      level: level.level, kind: try invocation.kind(Self.kindOption),
      packID: invocation.value(Self.packOption),
      tag: invocation.value(Self.tagOption), type: try invocation.questionType(Self.typeOption),
      topic: invocation.value(Self.topicOption))
    options = DrillSession.Options(
      limit: try invocation.number(Self.reviewsOption, in: 0...100_000),
      newLimit: try invocation.number(Self.newOption, in: 0...10_000),
      filter: filter, order: try invocation.enumValue(Self.orderOption, NewQuestionOrder.self) ?? .levels)
    seed = try invocation.seed()
    replacedSettings = Set(Self.storedOptions.filter { invocation.value($0.value) != nil }.keys)
  }

  /// The option that sets the drill setting stored under `key` (`StoreSettings`).
  static func option(storedAs key: String) -> String? {
    storedOptions[key]?.name
  }

  /// The options whose values are kept in the progress file, by the key they are kept under.
  static let storedOptions = [
    StoreSettings.learningStepsKey: learningStepsOption,
    StoreSettings.relearningStepsKey: relearningStepsOption,
    StoreSettings.learnAheadKey: learnAheadOption, StoreSettings.newPerDayKey: newPerDayOption,
    StoreSettings.dayStartHourKey: dayStartsOption, StoreSettings.retentionKey: retentionOption,
  ]

  private static func steps(_ invocation: Invocation, _ option: OptionSpec) throws(UsageError)
    -> [TimeInterval]?
  {
    guard let text = invocation.value(option) else { return nil }
    guard let steps = DrillSettings.steps(parsing: text) else {
      throw .invalidValue(
        option: "--\(option.name)", value: text,
        expected: "times such as \"1m 10m\" (s, m, h or d; each at most 365d), or none")
    }
    return steps
  }

  func run(in app: App) throws -> ExitCode {
    let catalog = app.catalog
    try options.filter.requireNames(in: catalog)
    // Each name valid, the combination empty: the quiz's error, exit 1 (session 49's tryout: "no
    // new questions left" on a fresh home read as if they were used up).
    let entries = catalog.entries
    let filter = self.options.filter
    if !filter.isEmpty, !entries.indices.contains(where: { filter.matches(entries, at: $0) }) {
      throw CommandError.noQuestions(filter.description)
    }
    var settings = DrillSettings.defaults
    app.settingsBeingReplaced = replacedSettings
    // A drill cannot run unrecorded (it needs the progress file to know what is due): one
    // warning says why and what works instead, not "Study goes on" and then a refusal.
    guard let store = app.openStore(warns: false) else {
      let reason = app.storeError.map { "\($0.localizedDescription)\n" } ?? ""
      app.reporter.warn(
        "\(reason)Drill cannot run without recording (it needs the progress file to know what is due); "
          + "quiz works, unrecorded.")
      return .success
    }
    try remember(in: store, console: app.console)
    settings = (try? store.settings.drillSettings()) ?? .defaults
    var options = self.options
    options.settings = settings
    options.timeZone = app.timeZone
    // Only the levels order starts somewhere (session 49's review: random and library printed it too).
    if options.filter.level == nil, !everyLevel, options.order == .levels,
      let placed = try? store.settings.placementLevel()
    {
      options.newFrom = placed
      if placed != .beginner { app.console.writeWrapped(App.placementNote(placed, "New questions from")) }
    }
    let session = DrillSession(
      context: app.studyContext(mode: .drill, seed: seed), catalog: catalog, options: options)
    // Stopped by Ctrl-C: not a success (`SessionTally.cancelled`).
    return session.run()?.cancelled == true ? .failure : .success
  }

  /// Stores the settings given on this command line, and says so.
  private func remember(in store: ProgressStore, console: any Console) throws {
    if let retention {
      try store.settings.setDesiredRetention(retention)
      console.writeLine("Desired retention set to \(retention); drill keeps it from now on.", style: .muted)
    }
    guard
      learningSteps != nil || relearningSteps != nil || learnAhead != nil || newPerDay != nil
        || dayStartHour != nil
    else {
      return
    }
    var settings = try store.settings.drillSettings()
    if let learningSteps { settings.learningSteps = learningSteps }
    if let relearningSteps { settings.relearningSteps = relearningSteps }
    if let learnAhead { settings.learnAhead = learnAhead }
    if let newPerDay { settings.newPerDay = newPerDay }
    if let dayStartHour { settings.dayStartHour = dayStartHour }
    try store.settings.setDrillSettings(settings)
    console.writeLine(
      "Drill settings: learning steps \(DrillSettings.text(of: settings.learningSteps)), relearning steps "
        + "\(DrillSettings.text(of: settings.relearningSteps)), learn ahead \(DrillSettings.text(of: settings.learnAhead)), "
        + "\(settings.newPerDay) new a day, day starts at \(settings.dayStartHour):00; kept from now on.",
      style: .muted)
  }
}
