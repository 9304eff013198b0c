import DrillContent
import DrillProgress

/// A pack made from an Anki package, ready to be written.
public struct AnkiImport: Sendable {
  public var pack: Pack
  /// The pack in the authoring format.
  public var markdown: String
  public var report: AnkiImportReport
  /// The package's review log for the questions made (cards of other directions left out),
  /// each row's card id the question's id: `ProgressStore.importReviewLog` adds them.
  public var reviews: [ReviewLogCSV.Row] = []
}
