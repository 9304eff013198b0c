import DrillSupport

/// What one content file yielded: a pack or a lesson (nil when its header is
/// unusable), its code claims and its problems.
struct ParsedFile: Sendable {
  var pack: Pack?
  var lesson: Lesson?
  var snippets: [CodeSnippet] = []
  var diagnostics: [Diagnostic] = []
  /// Where the file's id is written, for cross-file messages.
  var idLocation: ContentLocation
  /// Where a lesson's `requires` list is written.
  var requiresLocation: ContentLocation?
  /// Where `teaches` is written, for messages about an unknown concept.
  var teachesLocation: ContentLocation?
  /// The pack's questions, whole, in the snapshot's form (when the loader encodes them).
  var records: QuestionRecords?
  /// Questions with key points left out of the pack for errors, as read: audited too, so that one
  /// error (a stray `- also:`) does not hide the rest of the question's findings (session 48's
  /// review, finding 6). Kept only until `audit`.
  var leftOut: [Question] = []

  init(path: String) {
    idLocation = ContentLocation(path: path, line: 1)
  }

  /// Adds the problems `audit` finds in each question of the pack, and in each left out for errors.
  mutating func audit(_ audit: (@Sendable (Question) -> [Diagnostic])?) {
    defer { leftOut = [] }
    guard let audit, let pack else { return }
    for question in pack.questions + leftOut { diagnostics += audit(question) }
  }

  /// Keeps what `retention` asks for, and a pack's code claims only when
  /// `keepsPackClaims`; called on the worker that parsed the file, so what it drops is
  /// freed before the next file is read.
  mutating func retain(
    _ retention: ContentLoader.Retention, spool: RecordSpool?, keepsPackClaims: Bool = true
  ) {
    if let spool, let pack { records = QuestionRecords(pack.questions, into: spool) }
    if retention == .outline || spool != nil { pack?.dropTexts() }
    if !keepsPackClaims, spool == nil, pack != nil { snippets = [] }
  }
}

/// One pack's questions encoded for the snapshot (`ContentLibrary+Binary`'s form):
/// where their bytes lie in the spool, and each question's length, in order.
struct QuestionRecords: Sendable {
  var range: Range<Int>
  var lengths: [Int]

  init(_ questions: [Question], into spool: RecordSpool) {
    var writer = BinaryWriter()
    var lengths: [Int] = []
    lengths.reserveCapacity(questions.count)
    for question in questions {
      let start = writer.bytes.count
      writer.write(question)
      lengths.append(writer.bytes.count - start)
    }
    range = spool.append(writer.bytes)
    self.lengths = lengths
  }
}
