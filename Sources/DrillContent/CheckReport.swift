import DrillSupport
import Foundation

/// The `check --json` report: packs, lessons, diagnostics and counts, with
/// sorted keys and a stable order (packs and lessons by id, diagnostics by place).
public struct CheckReport: Sendable, Hashable, Encodable, JSONReport {
  public struct PackEntry: Sendable, Hashable, Encodable {
    public var id: String
    public var title: String
    public var path: String
    public var questions: [QuestionEntry]
  }

  public struct QuestionEntry: Sendable, Hashable, Encodable {
    /// The id within the pack (no pack prefix).
    public var id: String
    public var title: String
    public var type: QuestionType
    public var level: Level
    public var kind: QuestionKind
    public var points: Int
    public var line: Int
    /// The question's first tag (what `packs --topics` counts it under).
    public var topic: String
    public var tags: [String]
    /// How many hints the question has.
    public var hints: Int
  }

  public struct LessonEntry: Sendable, Hashable, Encodable {
    public var id: String
    public var title: String
    public var path: String
    /// How many `##` pages the lesson has, checks included.
    public var pages: Int
    /// How many of its pages are `## Check:` questions.
    public var checks: Int
  }

  public struct DiagnosticEntry: Sendable, Hashable, Encodable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Diagnostic.Severity
    public var message: String
  }

  public var packs: [PackEntry]
  public var lessons: [LessonEntry]
  public var diagnostics: [DiagnosticEntry]
  public var errors: Int
  public var warnings: Int
  /// True when Ctrl-C stopped `check --run` (the command fails): `checked` of the `total` code
  /// claims ran, and the diagnostics are those found before the stop. The three are left out of
  /// a report that was not stopped.
  public var stopped: Bool?
  public var checked: Int?
  public var total: Int?

  /// The report of a `check --run` Ctrl-C stopped after `checked` of `total` claims.
  public mutating func stop(checked: Int, of total: Int) {
    stopped = true
    self.checked = checked
    self.total = total
  }

  /// The report of `library`; paths under `root` are written relative to it
  /// (in messages too, where a message names another file).
  public init(_ library: ContentLibrary, relativeTo root: String? = nil) {
    let prefix = root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    func display(_ path: String) -> String {
      guard let prefix, prefix != "/" else { return path }
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    func message(_ text: String) -> String {
      guard let prefix, prefix != "/" else { return text }
      return text.replacingOccurrences(of: prefix, with: "")
    }
    packs = library.packs.sorted { $0.id < $1.id }.map { pack in
      PackEntry(
        id: pack.id, title: pack.title, path: display(pack.path),
        questions: pack.questions.map {
          QuestionEntry(
            id: $0.localID, title: $0.title, type: $0.type, level: $0.level, kind: $0.kind, points: $0.points,
            line: $0.location.line, topic: $0.topic, tags: $0.tags, hints: $0.hints.count)
        })
    }
    lessons = library.lessons.sorted { $0.id < $1.id }.map {
      LessonEntry(
        id: $0.id, title: $0.title, path: display($0.path), pages: $0.pages.count, checks: $0.checks.count)
    }
    diagnostics = ContentLoader.sorted(library.diagnostics).map {
      DiagnosticEntry(
        path: display($0.location.path), line: $0.location.line, column: $0.location.column,
        severity: $0.severity, message: message($0.message))
    }
    errors = library.errorCount
    warnings = library.warningCount
  }

  /// Pretty-printed JSON with sorted keys and a final line break.
}
