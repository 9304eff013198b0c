import DrillContent
import DrillProgress
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Fills a new schema-11 collection database with SwiftDrill's notes, cards, decks and,
/// with progress, scheduling and the review log.
struct AnkiCollectionBuilder {
  let questions: [Question]
  let packTitles: [String: String]
  let progress: AnkiProgress?
  let now: Date
  /// The notes' and decks' modification time: Anki updates a note only from a newer copy.
  var modifiedAt: Date? = nil

  /// Seconds since 1970 of now, and of the collection's creation: 04:00 UTC (Anki's day
  /// boundary) at least 10 years back, so today's day number is positive and stable.
  private var nowSeconds: Int64 { Int64(now.timeIntervalSince1970.rounded(.down)) }
  private var dayStart: Int64 {
    let shifted = nowSeconds - 4 * 3_600
    return (shifted - ((shifted % 86_400) + 86_400) % 86_400) + 4 * 3_600
  }
  private var created: Int64 { dayStart - 3_650 * 86_400 }
  private var today: Int64 { 3_650 }

  func build(at path: String) throws(AnkiPackageError) -> AnkiExportSummary {
    do {
      let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
      try database.execute(AnkiSchema.tables)
      try database.execute("BEGIN")
      let summary = try fill(database)
      try database.execute("COMMIT")
      return summary
    } catch let error as SQLiteError {
      throw .database(detail: error.message)
    } catch let error as AnkiPackageError {
      throw error
    } catch {
      throw .database(detail: "\(error)")
    }
  }

  private func fill(_ database: SQLiteDatabase) throws -> AnkiExportSummary {
    var summary = AnkiExportSummary()
    let preset = learnerPreset
    var presets: [String: Any] = ["1": AnkiSchema.defaultDeckOptions]
    if let preset { presets["\(preset.id)"] = preset.options }
    let modified = Int64((modifiedAt ?? now).timeIntervalSince1970.rounded(.down))
    let conf = preset?.id ?? 1
    var decks: [String: Any] = ["1": AnkiSchema.deck(id: 1, name: "Default", modified: 0)]
    decks["\(AnkiIDs.parentDeck)"] = AnkiSchema.deck(
      id: AnkiIDs.parentDeck, name: "SwiftDrill", modified: modified,
      description: "Questions from SwiftDrill.", conf: conf)
    var deckIDs: [String: Int64] = [:]
    for packID in Set(questions.map(\.packID)).sorted() {
      let id = AnkiIDs.number("deck:\(packID)")
      let title = (packTitles[packID] ?? packID).replacingOccurrences(of: "::", with: ":")
      decks["\(id)"] = AnkiSchema.deck(id: id, name: "SwiftDrill::\(title)", modified: modified, conf: conf)
      deckIDs[packID] = id
    }
    summary.decks = deckIDs.count
    let plan = AnkiExportPlan(questions)
    summary.leftOut = plan.leftOut.map(\.id)
    var models = ["\(AnkiIDs.noteType)": AnkiSchema.noteType(modified: modified)]
    if plan.entries.contains(where: { $0.cloze != nil }) {
      models["\(AnkiIDs.clozeNoteType)"] = AnkiSchema.clozeNoteType(modified: modified)
    }
    try database.run(
      "INSERT INTO col VALUES (1, ?1, ?2, ?2, 11, 0, 0, 0, ?3, ?4, ?5, ?6, '{}')",
      [
        .integer(created), .integer(modified * 1_000),
        .text(try AnkiSchema.json(AnkiSchema.configuration(modelID: AnkiIDs.noteType))),
        .text(try AnkiSchema.json(models)), .text(try AnkiSchema.json(decks)),
        .text(try AnkiSchema.json(presets)),
      ])
    var writer = CardWriter(builder: self, database: database, modified: modified, deckIDs: deckIDs)
    // A cloze note imported as several questions is one note again (`AnkiExportPlan`).
    var guids = Set<String>()
    for entry in plan.entries {
      let first = entry.questions[0]
      let noteID = AnkiIDs.number("note:\(first.id)")
      var guid = AnkiIDs.guid(for: first)
      if !guids.insert(guid).inserted {
        guid = AnkiIDs.guid(first.id)
        guids.insert(guid)
      }
      let tags = " " + AnkiNoteFields.tags(first).joined(separator: " ") + " "
      if let cloze = entry.cloze {
        let ids = entry.questions.map(\.id).joined(separator: " ")
        let sortField = HTMLToMarkdown.plainText(cloze.text)
        try database.run(
          "INSERT INTO notes VALUES (?1, ?2, ?3, ?4, -1, ?5, ?6, ?7, ?8, 0, '')",
          [
            .integer(noteID), .text(guid), .integer(AnkiIDs.clozeNoteType), .integer(modified), .text(tags),
            .text([cloze.text, cloze.backExtra, ids].joined(separator: "\u{1F}")), .text(sortField),
            .integer(AnkiIDs.checksum(sortField)),
          ])
      } else {
        try database.run(
          "INSERT INTO notes VALUES (?1, ?2, ?3, ?4, -1, ?5, ?6, ?7, ?8, 0, '')",
          [
            .integer(noteID), .text(guid), .integer(AnkiIDs.noteType), .integer(modified), .text(tags),
            .text(AnkiNoteFields(first).joined), .text(first.title), .integer(AnkiIDs.checksum(first.id)),
          ])
      }
      summary.notes += 1
      for (ord, question) in entry.questions.enumerated() {
        try writer.card(question, note: noteID, ord: ord, deck: first.packID, summary: &summary)
      }
    }
    return summary
  }

  /// Writes cards and their review log, numbering new cards and keeping review ids apart.
  struct CardWriter {
    let builder: AnkiCollectionBuilder
    let database: SQLiteDatabase
    let modified: Int64
    let deckIDs: [String: Int64]
    var position = 0
    var revlogIDs = Set<Int64>()

    init(builder: AnkiCollectionBuilder, database: SQLiteDatabase, modified: Int64, deckIDs: [String: Int64])
    {
      self.builder = builder
      self.database = database
      self.modified = modified
      self.deckIDs = deckIDs
    }

    mutating func card(
      _ question: Question, note noteID: Int64, ord: Int, deck: String, summary: inout AnkiExportSummary
    ) throws {
      position += 1
      let cardID = AnkiIDs.number("card:\(question.id)")
      let memory = builder.progress?.memories[question.id]
      let card = builder.schedule(memory, position: position)
      try database.run(
        "INSERT INTO cards VALUES (?1, ?2, ?3, ?4, ?5, -1, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 0, 0, 0, ?14)",
        [
          .integer(cardID), .integer(noteID), .integer(deckIDs[deck] ?? 1), .integer(Int64(ord)),
          .integer(modified), .integer(card.type), .integer(card.queue), .integer(card.due),
          .integer(card.interval), .integer(card.factor), .integer(Int64(memory?.reps ?? 0)),
          .integer(Int64(memory?.lapses ?? 0)), .integer(card.left), .text(card.data),
        ])
      if memory != nil { summary.scheduledCards += 1 }
      var lastInterval: Int64 = 0
      // How far this card's reviews were moved on so far: each is moved at least as far as the
      // one before it, so no two of its reviews come closer together than they were. Moved
      // each by the first free millisecond alone, the reviews of a fixed clock (several at one
      // millisecond, whole days apart) came back a millisecond short of a day apart, were
      // replayed as same-day reviews, and the imported memory was far weaker than the source's
      // (session 47's tryout, finding 34: stability 6.6 days came back 3.0).
      var shift: Int64 = 0
      for review in builder.progress?.reviews[question.id] ?? [] {
        let time = review.reviewedAt.unixMilliseconds
        var id = time + shift
        while revlogIDs.contains(id) { id += 1 }
        revlogIDs.insert(id)
        shift = id - time
        let seconds = review.dueAfter.timeIntervalSince(review.reviewedAt)
        let interval =
          review.stateAfter == CardState.review.rawValue
          ? max(1, Int64((seconds / 86_400).rounded())) : -Int64(max(1, seconds.rounded()))
        let factor = review.difficultyAfter.map { Int64((((($0 - 1) / 9) + 0.1) * 1_000).rounded()) } ?? 0
        let type: Int64 = review.stateBefore == 2 ? 1 : review.stateBefore == 3 ? 2 : 0
        try database.run(
          "INSERT INTO revlog VALUES (?1, ?2, -1, ?3, ?4, ?5, ?6, ?7, ?8)",
          [
            .integer(id), .integer(cardID), .integer(Int64(review.rating.rawValue)), .integer(interval),
            .integer(lastInterval), .integer(factor),
            .integer(Int64(ReviewDuration.clamped(review.durationMilliseconds ?? 0))),
            .integer(type),
          ])
        lastInterval = interval
        summary.reviews += 1
      }
    }
  }

  /// With progress, the deck options preset every SwiftDrill deck uses: Anki's defaults with
  /// the learner's FSRS-6 parameters (`fsrsParams6`) and desired retention, which Anki
  /// schedules with when FSRS is on. Anki imports a preset only under an id it does not
  /// have yet (never its own Default, id 1), and moves the imported decks to it: so the id
  /// comes from the parameters and retention, and new parameters come in as a new preset.
  var learnerPreset: (id: Int64, options: [String: Any])? {
    guard let progress, progress.parameters.count == 21 else { return nil }
    let parameters = progress.parameters.map { ($0 * 10_000).rounded() / 10_000 }
    let retention = (progress.desiredRetention * 10_000).rounded() / 10_000
    // The daily limits and steps too (session 50's tryout, finding 8): a preset Anki has keeps
    // its old values, so other settings come in as another preset, as new parameters do.
    let settings = progress.settings
    let minutes = { (steps: [TimeInterval]) in steps.map { ($0 / 60 * 100).rounded() / 100 } }
    let daily =
      "\(settings.newPerDay):\(minutes(settings.learningSteps)):\(minutes(settings.relearningSteps))"
    let id = AnkiIDs.number("preset:\(parameters):\(retention):\(daily)")
    var options = AnkiSchema.defaultDeckOptions
    var new = options["new"] as? [String: Any] ?? [:]
    new["perDay"] = settings.newPerDay
    new["delays"] = minutes(settings.learningSteps)
    options["new"] = new
    var lapse = options["lapse"] as? [String: Any] ?? [:]
    lapse["delays"] = minutes(settings.relearningSteps)
    options["lapse"] = lapse
    // SwiftDrill serves every due review: Anki's most (9,999), not its default 200.
    var review = options["rev"] as? [String: Any] ?? [:]
    review["perDay"] = 9_999
    options["rev"] = review
    options["id"] = id
    options["name"] = "SwiftDrill (FSRS parameters of \(ISO8601.day(modifiedAt ?? now)))"
    options["mod"] = Int64((modifiedAt ?? now).timeIntervalSince1970.rounded(.down))
    options["fsrsParams6"] = parameters
    options["desiredRetention"] = retention
    return (id, options)
  }

  /// A card's scheduling columns and FSRS data.
  struct CardColumns {
    var type: Int64 = 0
    var queue: Int64 = 0
    var due: Int64
    var interval: Int64 = 0
    var factor: Int64 = 0
    var left: Int64 = 0
    var data = "{}"
  }

  func schedule(_ memory: QuestionMemory?, position: Int) -> CardColumns {
    guard let memory, let stability = memory.memory.stability, let difficulty = memory.memory.difficulty,
      let lastReview = memory.memory.lastReview
    else { return CardColumns(due: Int64(position)) }
    let due = Int64(memory.memory.due.timeIntervalSince1970.rounded(.down))
    let lastReviewSeconds = Int64(lastReview.timeIntervalSince1970.rounded(.down))
    var data: [String: Any] = [
      "s": (stability * 10_000).rounded() / 10_000, "d": (difficulty * 1_000).rounded() / 1_000,
      "lrt": lastReviewSeconds,
    ]
    if let progress {
      data["dr"] = progress.desiredRetention
      data["decay"] = progress.decay
    }
    let json = (try? AnkiSchema.json(data)) ?? "{}"
    switch memory.memory.state {
    case .review:
      let dueDay = today + Int64((Double(due - dayStart) / 86_400).rounded(.down))
      let interval = max(1, Int64((Double(due - lastReviewSeconds) / 86_400).rounded()))
      return CardColumns(type: 2, queue: 2, due: dueDay, interval: interval, factor: 2_500, data: json)
    case .learning, .relearning:
      let steps = memory.memory.state == .learning ? 2 : 1
      let remaining = Int64(max(1, steps - (memory.memory.step ?? 0)))
      return CardColumns(
        type: memory.memory.state == .learning ? 1 : 3, queue: 1, due: due, interval: 0,
        factor: memory.memory.state == .learning ? 0 : 2_500, left: remaining * 1_000 + remaining, data: json)
    }
  }
}
