/// What an Anki export wrote.
public struct AnkiExportSummary: Sendable, Equatable {
  public var notes = 0
  /// Pack decks (the "SwiftDrill" parent not counted).
  public var decks = 0
  /// Cards that carry FSRS memory (with `--with-progress`).
  public var scheduledCards = 0
  /// Review log entries written.
  public var reviews = 0
  /// Questions of an Anki cloze note that could not be rebuilt as its cards (edited since
  /// the import): left out rather than sent as notes of their own (`AnkiExportPlan`).
  public var leftOut: [String] = []
}
