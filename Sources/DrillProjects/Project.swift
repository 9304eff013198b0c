import DrillContent
import Foundation

/// One bundled project: a game the learner builds in their own SwiftPM package, stage by
/// stage (`projects/<id>/`, docs/projects.md). The files are read when needed, never all
/// at once: a project is its manifest and where its folder is.
public struct Project: Sendable, Equatable {
  /// One step of a project: instructions, tests, an optional scripted run, a model solution.
  public struct Stage: Sendable, Equatable, Decodable {
    /// The stage's folder name in `stages/` (`01-state`); also its id in the store.
    public var id: String
    public var title: String
    /// Ids of the lessons that teach what the stage needs.
    public var lessons: [String]

    public init(id: String, title: String, lessons: [String] = []) {
      self.id = id
      self.title = title
      self.lessons = lessons
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      title = try container.decode(String.self, forKey: .title)
      lessons = try container.decodeIfPresent([String].self, forKey: .lessons) ?? []
    }

    private enum CodingKeys: String, CodingKey { case id, title, lessons }
  }

  /// The project's name: its folder's (`guess`).
  public var id: String
  public var folder: URL
  public var title: String
  public var summary: String
  /// The library target that holds the game's rules (`GuessCore`); the tests import it.
  public var library: String
  /// The executable target (`guess`): `Sources/<executable>/main.swift`.
  public var executable: String
  public var stages: [Stage]

  /// The manifest's name in a project's folder.
  public static let manifestName = "project.json"

  private struct Manifest: Decodable {
    var title: String
    var summary: String
    var library: String
    var executable: String
    var stages: [Stage]
  }

  /// Reads the project in `folder` (its name is the project's id) and checks its manifest.
  public init(folder: URL) throws(ProjectError) {
    let manifestURL = folder.appendingPathComponent(Self.manifestName)
    let manifest: Manifest
    do {
      manifest = try JSONDecoder().decode(Manifest.self, from: try Data(contentsOf: manifestURL))
    } catch let error as DecodingError {
      throw .badManifest(path: manifestURL.path, reason: Self.describe(error))
    } catch {
      throw .badManifest(path: manifestURL.path, reason: error.localizedDescription)
    }
    id = folder.lastPathComponent
    self.folder = folder
    title = manifest.title
    summary = manifest.summary
    library = manifest.library
    executable = manifest.executable
    stages = manifest.stages
    for name in [library, executable] where !Self.isIdentifier(name) {
      throw .badManifest(
        path: manifestURL.path, reason: "'\(name)' is not a target name (letters, digits, _)")
    }
    if library == executable || library == "Learner" {
      throw .badManifest(path: manifestURL.path, reason: "the library needs a name of its own")
    }
    if stages.isEmpty { throw .badManifest(path: manifestURL.path, reason: "it has no stages") }
    for stage in stages where !ContentID.isValid(stage.id) {
      throw .badManifest(path: manifestURL.path, reason: "'\(stage.id)' is not a stage id")
    }
    if Set(stages.map(\.id)).count != stages.count {
      throw .badManifest(path: manifestURL.path, reason: "two stages have the same id")
    }
  }

  /// Every project in `root` (the bundled `projects/`), by id; a broken one is an error.
  public static func all(in root: URL) throws(ProjectError) -> [Project] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var projects: [Project] = []
    for name in names.sorted() {
      let folder = root.appendingPathComponent(name, isDirectory: true)
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(manifestName).path) else {
        continue
      }
      projects.append(try Project(folder: folder))
    }
    return projects
  }

  /// The project `name` in `root`; an unknown name says which exist.
  public static func named(_ name: String, in root: URL) throws(ProjectError) -> Project {
    let projects = try all(in: root)
    guard let project = projects.first(where: { $0.id == name }) else {
      throw .unknownProject(name, available: projects.map(\.id))
    }
    return project
  }

  /// The folder of stage `index`.
  public func stageFolder(_ index: Int) -> URL {
    folder.appendingPathComponent("stages/\(stages[index].id)", isDirectory: true)
  }

  /// Stage `index`'s instructions (Markdown).
  public func instructions(_ index: Int) throws(ProjectError) -> String {
    try Self.read(stageFolder(index).appendingPathComponent("instructions.md"))
  }

  /// The file of stage `index`'s tests.
  public func testsFile(_ index: Int) -> URL {
    stageFolder(index).appendingPathComponent("tests.swift")
  }

  /// Stage `index`'s tests: Swift statements that use `expect` and import the library.
  public func tests(_ index: Int) throws(ProjectError) -> String {
    try Self.read(testsFile(index))
  }

  /// The scripted run of the program that stage `index` checks, if it has one.
  public func playScript(_ index: Int) throws(ProjectError) -> PlayScript? {
    let url = stageFolder(index).appendingPathComponent("play.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(PlayScript.self, from: try Data(contentsOf: url))
    } catch {
      throw .badManifest(path: url.path, reason: error.localizedDescription)
    }
  }

  /// The files a new package starts with (`scaffold/`), as paths in the package and contents.
  public func scaffoldFiles() throws(ProjectError) -> [(path: String, text: String)] {
    try Self.files(under: folder.appendingPathComponent("scaffold", isDirectory: true))
  }

  /// Stage `index`'s model solution: the package's files (over the scaffold and the
  /// earlier stages' solutions) once the stage is done. Never shown to the learner.
  public func solutionFiles(_ index: Int) throws(ProjectError) -> [(path: String, text: String)] {
    try Self.files(under: stageFolder(index).appendingPathComponent("solution", isDirectory: true))
  }

  /// The file of the library a learner opens first: stage 1's model solution's first file in
  /// `Sources/LIBRARY/` (`Sources/GuessCore/GuessGame.swift`), else the scaffold's first there
  /// that is not the seeded generator; nil when there is none. `project start` names it, for a
  /// learner with no editor set up (session 45's tryout, finding 14).
  public func firstFileToEdit() -> String? {
    let prefix = "Sources/\(library)/"
    let solution = ((try? solutionFiles(0)) ?? []).map(\.path).filter { $0.hasPrefix(prefix) }.sorted()
    if let first = solution.first { return first }
    return ((try? scaffoldFiles()) ?? []).map(\.path)
      .filter { $0.hasPrefix(prefix) && !$0.hasSuffix("/SeededGenerator.swift") }.sorted().first
  }

  /// The index of the stage with `id`.
  public func stageIndex(of id: String) -> Int? {
    stages.firstIndex { $0.id == id }
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
  }

  private static func read(_ url: URL) throws(ProjectError) -> String {
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .missingFile(path: url.path)
    }
  }

  /// Every regular file under `root`, as a relative path and its text, sorted by path.
  private static func files(under root: URL) throws(ProjectError) -> [(path: String, text: String)] {
    guard let walker = FileManager.default.enumerator(atPath: root.path) else {
      throw .missingFile(path: root.path)
    }
    var result: [(path: String, text: String)] = []
    while let relative = walker.nextObject() as? String {
      let url = root.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else {
        continue
      }
      result.append((relative, try read(url)))
    }
    return result.sorted { $0.path < $1.path }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _): "it has no '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      context.debugDescription
    @unknown default: "it is not a project manifest"
    }
  }
}

/// A run of the learner's program that a stage checks: the words it is started with,
/// what is typed, and lines its output must contain, in this order.
public struct PlayScript: Sendable, Equatable, Codable {
  public var arguments: [String]
  public var stdin: String
  public var expect: [String]

  public init(arguments: [String] = [], stdin: String = "", expect: [String]) {
    self.arguments = arguments
    self.stdin = stdin
    self.expect = expect
  }

  /// The first expected text no line of `output` holds after the earlier ones matched
  /// (with the number of lines matched so far), or nil when all are there in order.
  public func firstMissing(in output: String) -> (text: String, matched: Int)? {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for (index, text) in expect.enumerated() {
      guard let found = lines.firstIndex(where: { $0.contains(text) }) else { return (text, index) }
      lines = lines[(found + 1)...]
    }
    return nil
  }
}
