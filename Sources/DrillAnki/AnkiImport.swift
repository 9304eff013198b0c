import DrillContent
import DrillProgress

/// Packs made from an Anki package, ready to be written.
public struct AnkiImport: Sendable {
  /// A pack to write and its text in the authoring format.
  public struct File: Sendable {
    public var pack: Pack
    public var markdown: String
  }

  /// The pack of Anki's own notes (`--to`, else `anki-<deck>`); it may have no questions.
  public var pack: Pack
  /// The pack in the authoring format.
  public var markdown: String
  /// SwiftDrill's own questions the library does not have, each pack under its original id.
  public var restored: [File] = []
  /// SwiftDrill's own questions the library has (full ids): not written again; their
  /// reviews join them.
  public var known: [String] = []
  public var report: AnkiImportReport
  /// The package's review log for the questions made (cards of other directions left out),
  /// each row's card id the question's id: `ProgressStore.importReviewLog` adds them.
  public var reviews: [ReviewLogCSV.Row] = []
  /// The FSRS memory the package's review cards carry (their `data` and interval), by question
  /// id: what the source scheduled, fuzz and its own parameters included (`CarriedMemory`).
  public var memories: [String: CarriedMemory] = [:]

  /// A review card's memory as the package carries it: Anki's `data` (`s`, `d`, `lrt`) and the
  /// card's interval in days, its due day being `lrt` plus that many days.
  public struct CarriedMemory: Sendable, Equatable {
    public var stability: Double
    public var difficulty: Double
    /// The last review, in whole seconds since 1970 (`lrt`).
    public var lastReview: Int64
    public var intervalDays: Int
  }

  /// Every pack to write: the import pack when it has questions, then the restored ones.
  public var files: [File] {
    (pack.questions.isEmpty ? [] : [File(pack: pack, markdown: markdown)]) + restored
  }
}

/// What the learner's library already holds, for SwiftDrill's own notes coming back: a
/// question it has is not written again, and a pack it has is not written a second time.
public struct AnkiExistingContent: Sendable {
  public var questions: Set<String>
  public var packs: Set<String>

  public init(questions: Set<String> = [], packs: Set<String> = []) {
    self.questions = questions
    self.packs = packs
  }
}
