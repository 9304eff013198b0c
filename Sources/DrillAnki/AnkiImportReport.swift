/// What `import --anki` converted and what it could not.
public struct AnkiImportReport: Sendable, Equatable {
  /// A note that was left out or changed on the way.
  public struct Entry: Sendable, Equatable {
    /// The note's first field, shortened, to find it in Anki.
    public var note: String
    public var message: String
    /// The question it is about, for SwiftDrill's own notes (their `pack/question` id): a
    /// question the library already has is not written, so nothing was changed on the way.
    public var question: String? = nil
  }

  /// Notes read from the package.
  public var notes = 0
  /// Questions written.
  public var questions = 0
  /// Reviews in the package's log of the cards that became questions.
  public var reviewsInPackage = 0
  /// Rows of the package's review log left out, by why.
  public var reviewsLeftOut = LeftOutReviews()
  /// Media files the package holds (never imported): the map's entries whose file is in the zip.
  public var mediaFiles = 0
  /// Notes left out, with why.
  public var skipped: [Entry] = []
  /// Notes converted with something dropped (media) or changed.
  public var warnings: [Entry] = []
}

/// The rows of a package's review log that did not come in, counted by why (session 53's tryout,
/// finding 3: an ease of 99 and a review dated in the year 287168 went by without a word).
public struct LeftOutReviews: Sendable, Equatable {
  /// Not answers: a reschedule, a reset or a due date set by hand (rating 0, or type 4 or 5).
  public var notAnswers = 0
  /// A rating (`ease`) other than 0–4, or a type other than 0–5: a damaged row.
  public var damaged = 0
  /// Dated later than now (`ReviewLogCSV.latestTime`).
  public var afterNow = 0
  /// Of a card that became no question here (another direction of a note, a note not converted,
  /// a card the package does not hold).
  public var otherCards = 0

  public init() {}

  public var total: Int { notAnswers + damaged + afterNow + otherCards }

  /// "2 dated later than now, 1 with a rating that is not 1–4": each reason with its count.
  public var reasons: [String] {
    [
      (afterNow, "dated later than now"), (damaged, "with a rating or type Anki does not write"),
      (notAnswers, "not answers (reschedules or resets)"), (otherCards, "of cards that became no question"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
  }
}
