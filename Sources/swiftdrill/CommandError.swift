import DrillSessions
import Foundation

/// A command that could not do its work (exit code 1). Usage errors are `UsageError`.
enum CommandError: Error, Equatable {
  case noSuchPath(String)
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  /// An export file could not be replaced; the earlier one is kept.
  case cannotReplace(path: String, reason: String)
  case notConverted(path: String)
  case alreadyExists(path: String)
  /// `export` to a FILE that exists, without `--force` (session 50's tryout, finding 11: it was replaced).
  case wouldReplace(path: String)
  /// `new`: a loaded pack or lesson has this id already; `suggestion` is a free one.
  case idInUse(kind: String, id: String, path: String, bundled: Bool, suggestion: String?)
  case noLessons
  /// No pack found; `note` says why the bundled ones are left out, when they are.
  case noPacks(note: String?)
  /// No question matches a quiz's filter (its description: "advanced questions tagged x").
  case noQuestions(String)
  case noLesson(String, suggestion: String?)
  case noPack(String, suggestion: String?)
  /// `--topic` or `--tag` names no question's topic or tag.
  case noFilterName(QuestionFilter.UnknownName)
  case nothingToExport(database: String)
  /// `export` stopped by a signal (`SIGINT`, `SIGTERM`…) before its files were placed: none was.
  case exportStopped(signal: String)
  /// `import` or `restore` stopped by a signal: its one transaction rolled back, its pack files
  /// not placed. `partly` when an earlier part of the same command (reported above) came in.
  case importStopped(command: String, signal: String, partly: Bool)
  case anagramsListMissing
  /// `check --run` of content that is not bundled, where no sandbox layer confines files.
  case untrustedCode(String, others: Bool)
  case noQuestion(String, suggestion: String?)
  /// `reset` was not confirmed: nothing was changed.
  case notConfirmed
  case noAcceptedAnswer(String)
  /// The data, state or cache folder is open to another user (`AppPaths.ownershipProblem`).
  case unsafeDataFolder(String)
}

extension CommandError: LocalizedError {
  var errorDescription: String? {
    switch self {
    case .unsafeDataFolder(let problem):
      problem
    case .untrustedCode(let path, let others):
      "not running the code of \(path)\(others ? " and others" : ""): no sandbox layer on this machine "
        + "confines files (see `swiftdrill doctor`). Run `swiftdrill --trust check --run` if you trust it."
    case .noSuchPath(let path):
      "no such file or folder: \(path)"
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason)"
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    case .cannotReplace(let path, let reason):
      "cannot write \(path): \(reason) Any earlier file there is unchanged."
    case .notConverted(let path):
      "\(path) was not converted: fix the errors above first"
    case .alreadyExists(let path):
      "\(path) already exists; choose another id or remove it"
    case .wouldReplace(let path):
      "\(path) already exists and was left as it is; add --force to replace it, or give another name"
    case .idInUse(let kind, let id, let path, let bundled, let suggestion):
      "`\(id)` is already the id of \(bundled ? "a bundled" : "the") \(kind) (\(path)); choose another id"
        + (suggestion.map { ", such as `\($0)`" } ?? "")
    case .noLessons:
      "no lessons found"
    case .noPacks(let note):
      "no question packs found; 'new pack ID' writes one to start from" + (note.map { " (\($0))" } ?? "")
    case .noQuestions(let description):
      "no \(description) found"
    case .noLesson(let id, let suggestion):
      "no lesson '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'lessons'")
    case .noPack(let id, let suggestion):
      "no pack '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'packs'")
    case .noFilterName(let unknown):
      "no question has the \(unknown.kind.rawValue) '\(unknown.name)'"
        + (unknown.isTag
          ? "; it is a tag, not a topic: --tag \(unknown.name) finds its questions"
          : unknown.suggestion.map { "; did you mean '\($0)'?" }
            ?? (unknown.kind == .topic
              ? "; 'packs --topics' lists the topics"
              : "; 'packs --topics' lists the topics, which are tags too"))
    case .nothingToExport(let database):
      "no progress yet at \(database): nothing to export"
    case .exportStopped(let signal):
      "export stopped (\(signal)): no file was written, and any file there is unchanged"
    case .importStopped(let command, let signal, let partly):
      "\(command) stopped (\(signal)): "
        + (partly ? "nothing more was imported (what is reported above came in)" : "nothing was imported")
    case .noQuestion(let id, let suggestion):
      "no question '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; try 'search TEXT'")
    case .notConfirmed:
      "not confirmed: nothing was changed"
    case .noAcceptedAnswer(let id):
      "no accepted answer for '\(id)'; see 'accepted'"
    case .anagramsListMissing:
      "the anagrams word list (games/anagrams.json) was not found next to the bundled content"
    }
  }
}
