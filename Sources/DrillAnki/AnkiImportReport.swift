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
  /// Media files the package holds (never imported).
  public var mediaFiles = 0
  /// Notes left out, with why.
  public var skipped: [Entry] = []
  /// Notes converted with something dropped (media) or changed.
  public var warnings: [Entry] = []
}
