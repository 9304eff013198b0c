import Foundation

/// The questions of a content library as compact summaries (ids, level, kind,
/// type, tags), each question's full text decoded only when it is asked.
///
/// `ContentCache` serves one straight from its snapshot, so a drill or quiz over
/// 10,000 questions chooses among the summaries and decodes the handful it shows.
/// Built from a `ContentLibrary` it simply holds the parsed questions.
public struct QuestionCatalog: Sendable {
  /// What choosing a question needs to know about it.
  public struct Entry: Sendable, Hashable {
    public var packID: String
    public var localID: String
    public var level: Level
    public var kind: QuestionKind
    public var type: QuestionType
    public var tags: [String]

    public init(
      packID: String, localID: String, level: Level, kind: QuestionKind, type: QuestionType, tags: [String]
    ) {
      self.packID = packID
      self.localID = localID
      self.level = level
      self.kind = kind
      self.type = type
      self.tags = tags
    }

    public init(_ question: Question) {
      self.init(
        packID: question.packID, localID: question.localID, level: question.level, kind: question.kind,
        type: question.type, tags: question.tags)
    }

    /// `<pack id>/<question id>`, as `Question.id`.
    public var id: String { "\(packID)/\(localID)" }
  }

  /// Where the full questions come from.
  enum Storage: Sendable {
    /// Parsed questions, in entry order.
    case questions([Question])
    /// Snapshot records, decoded on demand; `recover` re-reads one question from its
    /// source file when its record cannot be decoded.
    case records(SnapshotRecords, recover: @Sendable (Entry) -> Question?)
  }

  /// Every question of every pack, in library order.
  public let entries: Entries
  /// The pack ids, in library order.
  public let packIDs: [String]
  /// Errors found in the content (as `ContentLibrary.errorCount`).
  public let errorCount: Int
  let storage: Storage

  init(entries: Entries, packIDs: [String], errorCount: Int, storage: Storage) {
    self.entries = entries
    self.packIDs = packIDs
    self.errorCount = errorCount
    self.storage = storage
  }

  /// The questions of `library`'s packs.
  public init(_ library: ContentLibrary) {
    let questions = library.questions
    self.init(
      entries: Entries(questions.map(Entry.init)), packIDs: library.packs.map(\.id),
      errorCount: library.errorCount, storage: .questions(questions))
  }

  /// These questions (as given to a session directly).
  public init(questions: [Question]) {
    var packIDs: [String] = []
    var seen: Set<String> = []
    for question in questions where seen.insert(question.packID).inserted { packIDs.append(question.packID) }
    self.init(
      entries: Entries(questions.map(Entry.init)), packIDs: packIDs, errorCount: 0,
      storage: .questions(questions))
  }

  public var count: Int { entries.count }

  /// The full question of `entries[index]`; nil only when neither its snapshot
  /// record nor its source file still hold it.
  public func question(at index: Int) -> Question? {
    guard entries.indices.contains(index) else { return nil }
    switch storage {
    case .questions(let questions):
      return questions[index]
    case .records(let records, let recover):
      return records.question(at: index) ?? recover(entries[index])
    }
  }

  /// The full questions at `indices`, in that order (any that cannot be read are left out).
  /// An array, not any sequence: a generic call from another module is not specialised, and
  /// its run-time metadata cost six times the decoding of a quiz's one question.
  public func questions(at indices: [Int]) -> [Question] {
    var questions: [Question] = []
    questions.reserveCapacity(indices.count)
    for index in indices {
      if let question = question(at: index) { questions.append(question) }
    }
    return questions
  }

  /// Every question, decoded.
  public var allQuestions: [Question] { questions(at: Array(entries.indices)) }
}
