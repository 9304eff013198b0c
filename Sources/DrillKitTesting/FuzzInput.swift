import DrillAnki
import DrillContent
import DrillProgress
import DrillSupport
import Foundation

/// One input of the fuzzers (Benchmarks/fuzz.sh) and of their regression tests: a selector
/// byte, then the bytes of a file or of a learner's answer. The selector picks which reader of
/// outside input gets them (the graders of answers and of `grading/`: FuzzInput+Grading.swift).
/// Invalid UTF-8 is read the way the app would show it (replacement characters), never
/// rejected here; errors and diagnostics are fine, a crash, trap or sanitizer report is a bug.
public enum FuzzInput {
  /// The readers, by selector (`selector % count`).
  public enum Target: UInt8, CaseIterable, Sendable {
    case markdownPack = 0, jsonPack, markdownLesson, snapshot, ankiPackage, zipEntries, reviewsCSV
    case ankiCollection, frontMatter, jsonLesson, backup, movedIDs
    case spokenAnswer, typedAnswer, gradingLexicon

    /// The libFuzzer target name (`make fuzz TARGET=…`).
    public var name: String {
      switch self {
      case .markdownPack: "markdown-pack"
      case .jsonPack: "json-pack"
      case .markdownLesson: "markdown-lesson"
      case .snapshot: "snapshot"
      case .ankiPackage: "anki-package"
      case .zipEntries: "zip-entries"
      case .reviewsCSV: "reviews-csv"
      case .ankiCollection: "anki-collection"
      case .frontMatter: "front-matter"
      case .jsonLesson: "json-lesson"
      case .backup: "backup"
      case .movedIDs: "moved-ids"
      case .spokenAnswer: "spoken-answer"
      case .typedAnswer: "typed-answer"
      case .gradingLexicon: "grading-lexicon"
      }
    }
  }

  public static func target(_ selector: UInt8) -> Target {
    Target(rawValue: selector % UInt8(Target.allCases.count)) ?? .markdownPack
  }

  public static func read(selector: UInt8, body: [UInt8]) {
    read(target(selector), body: body)
  }

  public static func read(_ target: Target, body: [UInt8]) {
    let text = String(decoding: body, as: UTF8.self)
    switch target {
    case .markdownPack: _ = ContentLoader().loadPack(text: text, path: "fuzz.md")
    case .jsonPack: _ = ContentLoader().loadPack(text: text, path: "fuzz.json")
    case .markdownLesson: _ = ContentLoader().loadLesson(text: text, path: "lessons/fuzz.md")
    case .jsonLesson: _ = ContentLoader().loadLesson(text: text, path: "lessons/fuzz.json")
    case .frontMatter:
      // The bytes as the front matter of a pack and of a lesson (libyaml and the readers of its tree).
      let document = "---\n\(text)\n---\n\n## A question\n\nWhat?\n"
      _ = ContentLoader().loadPack(text: document, path: "fuzz.md")
      _ = ContentLoader().loadLesson(text: document, path: "lessons/fuzz.md")
    case .snapshot:
      var reader = BinaryReader(body)
      _ = try? ContentLibrary(from: &reader)
      if let snapshot = ContentCache.decode(Data(body), fingerprint: nil) {
        _ = try? snapshot.library()
        _ = snapshot.records.question(at: 0)
      }
    case .reviewsCSV: _ = try? ReviewLogCSV.parse(text)
    case .movedIDs: _ = QuestionMoves.parse(text, path: "moved-ids.tsv")
    case .spokenAnswer: gradeSpoken(text)
    case .typedAnswer: matchTyped(text)
    case .gradingLexicon: readGradingFiles(text)
    case .backup:
      // The bytes as an `import --backup` file (this format's JSON, or a SQLite progress file),
      // restored into a fresh store as `restore` does.
      withFile(Data(body), named: "backup") { path in
        guard let backup = try? ProgressBackup.read(from: URL(fileURLWithPath: path)) else { return }
        withFile(Data(), named: "progress.sqlite") { path in
          defer { for suffix in ["-wal", "-shm", "-journal"] { unlink(path + suffix) } }
          guard let store = try? ProgressStore(url: URL(fileURLWithPath: path)),
            let scheduler = try? store.settings.scheduler()
          else { return }
          _ = try? store.transfer.restore(backup, scheduler: scheduler)
        }
      }
    case .ankiPackage:
      withFile(Data(body), named: "fuzz.apkg") { path in
        _ = try? AnkiPackageReader.read(path: path, packID: nil, limits: smallLimits)
      }
    case .zipEntries:
      withFile(Data(body), named: "fuzz.zip") { path in
        guard let zip = try? ZipReader(path: path, limits: smallLimits) else { return }
        for name in zip.names { _ = try? zip.data(of: name) }
      }
    case .ankiCollection:
      // The bytes as the SQLite collection inside a well-formed package.
      withFile(Data(), named: "collection.apkg") { path in
        guard (try? ZipWriter.write([(name: "collection.anki2", data: Data(body))], to: path)) != nil else {
          return
        }
        _ = try? AnkiPackageReader.read(path: path, packID: nil, limits: smallLimits)
      }
    }
  }

  /// Zip limits small enough that a fuzzer's zip bomb costs milliseconds, not memory.
  static var smallLimits: ZipReader.Limits {
    var limits = ZipReader.Limits()
    limits.maximumEntries = 1_000
    limits.maximumEntrySize = 8 * 1_048_576
    return limits
  }

  /// Runs `body` with `data` written to a private scratch file (readers of packages take a path).
  static func withFile(_ data: Data, named name: String, _ body: (String) -> Void) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdrill-fuzz-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: file)
    if !data.isEmpty { guard (try? data.write(to: file)) != nil else { return } }
    body(file.path)
    try? FileManager.default.removeItem(at: file)
  }
}
