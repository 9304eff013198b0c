import DrillMarkdown
import DrillSupport
import Foundation

/// Loads packs and lessons from files and folders. It never throws and never
/// stops at a bad file: every problem becomes a located `Diagnostic`, and
/// every valid pack and lesson loads even when others fail.
public struct ContentLoader: Sendable {
  /// Files or totals over these are refused with a diagnostic naming the file.
  public var sizeLimit: ContentSizeLimit
  /// How much of each question is kept once its file is parsed.
  public var retention: Retention
  /// More problems to find in each parsed question, on the worker that parsed it,
  /// before its texts are dropped (`check` audits key points against the model
  /// Answer with it; the content layer knows nothing of grading). In `.outline`, with
  /// no snapshot, a Markdown question comes to it with the texts the key-point audit
  /// reads only (`MarkdownQuestionParser.Texts.audited`).
  public var questionAudit: (@Sendable (Question) -> [Diagnostic])?
  /// Whether packs' code claims (`ContentLibrary.snippets`) are kept once checked:
  /// `check` without `--run` only reports their problems, so without a snapshot they
  /// are not made (`SnippetCollector.keepsClaims`). Lessons' claims are always kept
  /// (the lesson order check reads them).
  public var keepsPackClaims = true

  /// What the loader keeps of the questions it parsed.
  public enum Retention: Sendable {
    /// Every question whole: what study, reports and conversion need.
    case everything
    /// Packs and questions in outline (`Pack.outline`): what `check` reads. The texts
    /// are still parsed and checked, then dropped by the worker that parsed them, so
    /// a large bank is checked without holding its text.
    case outline
  }

  public init(sizeLimit: ContentSizeLimit = .standard, retention: Retention = .everything) {
    self.sizeLimit = sizeLimit
    self.retention = retention
  }

  /// Loads every `.md` and `.json` file of `sources` (folders are searched recursively).
  public func load(_ sources: [ContentSource]) -> ContentLibrary {
    load(sources, spool: nil).library
  }

  /// Loads `sources` for a snapshot: the library in outline, and each of its packs'
  /// questions encoded whole into `spool` (the records in `library.packs` order), so
  /// the text is held neither as strings nor as records once its file is parsed.
  func loadEncoded(
    _ sources: [ContentSource], into spool: RecordSpool
  ) -> (library: ContentLibrary, records: [QuestionRecords]) {
    load(sources, spool: spool)
  }

  private func load(
    _ sources: [ContentSource], spool: RecordSpool?
  ) -> (library: ContentLibrary, records: [QuestionRecords]) {
    var files = ContentFileFinder()
    for source in sources { files.add(source) }
    // Each file is read by the worker that parses it, so only the files being
    // parsed are in memory at once, and reading runs in parallel too.
    let (admitted, refused) = sizeLimit.admit(files.files.map(\.path))
    let limit = sizeLimit
    let retention = retention
    let audit = questionAudit
    let keeps = keeps(spool: spool)
    let keepsClaims = keepsPackClaims
    let outcomes = ParallelMap.map(files.files.filter { admitted.contains($0.path) }) {
      Self.readAndParse($0, limit: limit, keeps: keeps).map { parsed in
        var parsed = parsed
        parsed.audit(audit)
        parsed.retain(retention, spool: spool, keepsPackClaims: keepsClaims)
        return parsed
      }
    }
    var parsed: [ParsedFile] = []
    var diagnostics = files.diagnostics
    for (path, message) in refused {
      diagnostics.append(.error(message, at: ContentLocation(path: path, line: 1)))
    }
    for outcome in outcomes {
      switch outcome {
      case .success(let file): parsed.append(file)
      case .failure(let unreadable): diagnostics.append(unreadable.diagnostic)
      }
    }
    var records: [QuestionRecords] = []
    var library = assemble(parsed, records: &records)
    library.diagnostics = Self.sorted(library.diagnostics + diagnostics)
    return (library, records)
  }

  /// What the pack parser makes of what `check` does not print. Texts a question shows:
  /// all when they are kept; when they are dropped right after parsing, those the audit
  /// reads, or none without an audit. Code claims: only when they are kept (`retain`).
  private func keeps(spool: RecordSpool?) -> MarkdownPackParser.Keeps {
    var keeps = MarkdownPackParser.Keeps(claims: keepsPackClaims || spool != nil)
    if retention == .outline, spool == nil { keeps.texts = questionAudit == nil ? .none : .audited }
    return keeps
  }

  /// A file that cannot be read as UTF-8 text.
  struct Unreadable: Error {
    var diagnostic: Diagnostic
  }

  /// Reads (at most the size cap) and parses one file (`headerOnly`: see `loadContext`).
  static func readAndParse(
    _ file: ContentFileFinder.File, limit: ContentSizeLimit, keeps: MarkdownPackParser.Keeps,
    headerOnly: Bool = false
  ) -> Result<ParsedFile, Unreadable> {
    let data: [UInt8]
    switch limit.read(file.path) {
    case .success(let read): data = read
    case .failure(let refusal):
      return .failure(
        Unreadable(diagnostic: .error(refusal.message, at: ContentLocation(path: file.path, line: 1))))
    }
    // The file's bytes, checked as UTF-8 but never made one `String` (`SourceText`).
    guard let source = SourceText(utf8: data, path: file.path) else {
      return .failure(Unreadable(diagnostic: notUTF8(data, path: file.path)))
    }
    let role =
      file.guessed
      ? ContentConverter.role(ofText: String(decoding: data, as: UTF8.self), path: file.path) : file.role
    return .success(parse(source, role: role, keeps: keeps, headerOnly: headerOnly))
  }

  /// The refusal of a file that is not UTF-8, placed at its first bad byte and naming it.
  public static func notUTF8(_ data: [UInt8], path: String) -> Diagnostic {
    let message = "this file is not valid UTF-8 text"
    guard let problem = UTF8Validation.firstProblem(in: data) else {
      return .error(message, at: ContentLocation(path: path, line: 1))
    }
    let byte = "0x" + String(problem.byte, radix: 16, uppercase: true)
    return .error(
      "\(message) (byte \(byte) here); save it as UTF-8",
      at: ContentLocation(path: path, line: problem.line, column: problem.column))
  }

  /// Loads one pack's text; `path` ending in `.json` selects the JSON format.
  public func loadPack(text: String, path: String) -> ContentLibrary {
    load(documents: [ContentDocument(text: text, path: path, role: .pack)])
  }

  /// Loads one lesson's text. Its `requires` are not checked: there is no other lesson to name.
  public func loadLesson(text: String, path: String) -> ContentLibrary {
    var library = load(documents: [ContentDocument(text: text, path: path, role: .lesson)])
    library.diagnostics.removeAll { $0.message.hasPrefix(Self.unknownRequirement) }
    return library
  }

  /// Loads documents already read, then checks what spans files: duplicate
  /// pack and lesson ids, lessons that require unknown lessons, and lessons
  /// that use a concept before the lesson that teaches it (`LessonOrderCheck`).
  public func load(documents: [ContentDocument]) -> ContentLibrary {
    let retention = retention
    let audit = questionAudit
    let keeps = keeps(spool: nil)
    let keepsClaims = keepsPackClaims
    var records: [QuestionRecords] = []
    return assemble(
      ParallelMap.map(documents) { document in
        var parsed = Self.parse(document, keeps: keeps)
        parsed.audit(audit)
        parsed.retain(retention, spool: nil, keepsPackClaims: keepsClaims)
        return parsed
      }, records: &records)
  }

  /// The library of parsed files, in order: what spans files is checked here.
  /// `records` gets the encoded questions of each pack admitted, when the files carry them.
  private func assemble(_ files: [ParsedFile], records: inout [QuestionRecords]) -> ContentLibrary {
    var library = ContentLibrary()
    var packPaths: [String: String] = [:]
    var lessonPaths: [String: String] = [:]
    var requirements: [(lesson: Lesson, location: ContentLocation?)] = []
    for parsed in files {
      library.diagnostics += parsed.diagnostics
      if let pack = parsed.pack {
        if let first = packPaths[pack.id] {
          library.diagnostics.append(
            .error(
              "pack id `\(pack.id)` is used twice: by \(first) and by \(pack.path)", at: parsed.idLocation))
          continue
        }
        packPaths[pack.id] = pack.path
        library.packs.append(pack)
        if let encoded = parsed.records { records.append(encoded) }
        library.snippets += parsed.snippets
      } else if let lesson = parsed.lesson {
        if let first = lessonPaths[lesson.id] {
          library.diagnostics.append(
            .error(
              "lesson id `\(lesson.id)` is used twice: by \(first) and by \(lesson.path)",
              at: parsed.idLocation))
          continue
        }
        lessonPaths[lesson.id] = lesson.path
        library.lessons.append(lesson)
        library.snippets += parsed.snippets
        requirements.append((lesson, parsed.requiresLocation))
        library.diagnostics += LessonOrderCheck.unknownConcepts(in: lesson, at: parsed.teachesLocation)
      }
    }
    library.diagnostics += LessonOrderCheck.diagnostics(
      for: library.lessons, snippets: library.snippets, teachers: library.lessons)
    for (lesson, location) in requirements {
      for required in lesson.requires where lessonPaths[required] == nil {
        library.diagnostics.append(
          .error(
            "\(Self.unknownRequirement) `\(required)`",
            at: location ?? ContentLocation(path: lesson.path, line: 1)))
      }
    }
    // Progress is keyed by full id, so a check must not share one with a pack question.
    let hasChecks = library.lessons.contains { !$0.checks.isEmpty }
    let packQuestions = hasChecks ? Set(library.packs.lazy.flatMap(\.questions).map(\.id)) : []
    for lesson in library.lessons {
      for check in lesson.checks where packQuestions.contains(check.id) {
        library.diagnostics.append(
          .error(
            "check id `\(check.id)` is also a question of pack `\(check.packID)` (\(packPaths[check.packID] ?? ""))",
            at: check.location))
      }
    }
    library.diagnostics = Self.sorted(library.diagnostics)
    return library
  }

  /// One document's parse: JSON when the path ends in `.json`, else Markdown. `headerOnly`
  /// reads a Markdown file's front matter alone (a JSON file is parsed whole either way).
  private static func parse(_ document: ContentDocument, keeps: MarkdownPackParser.Keeps) -> ParsedFile {
    parse(SourceText(document.text, path: document.path), role: document.role, keeps: keeps)
  }

  private static func parse(
    _ source: SourceText, role: ContentDocument.Role, keeps: MarkdownPackParser.Keeps,
    headerOnly: Bool = false
  ) -> ParsedFile {
    let isJSON = source.path.hasSuffix(".json")
    switch role {
    case .lesson:
      return isJSON ? JSONLessonParser.parse(source) : LessonParser.parse(source, headerOnly: headerOnly)
    case .pack:
      return isJSON
        ? JSONPackParser.parse(source)
        : MarkdownPackParser.parse(source, keeps: keeps, headerOnly: headerOnly)
    }
  }

  static let unknownRequirement = "`requires` names an unknown lesson"

  /// Diagnostics by file, then position; the message breaks ties.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted {
      ($0.location.path, $0.location.line, $0.location.column, $0.message)
        < ($1.location.path, $1.location.line, $1.location.column, $1.message)
    }
  }
}
