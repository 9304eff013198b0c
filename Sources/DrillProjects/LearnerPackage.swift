import DrillMarkdown
import DrillSupport
import Foundation

/// The learner's own SwiftPM package for a project: the files they write, the unlocked
/// stages' instructions and tests (`stages/`, for reading: the check uses the bundled
/// tests), and a small marker (`.swiftdrill-project.json`) that says which project and
/// stage the package is at.
public struct LearnerPackage: Sendable, Equatable {
  /// What the marker file holds.
  public struct Marker: Sendable, Equatable, Codable {
    public var project: String
    /// The stage being worked on (the last one once `finished`).
    public var stage: String
    /// Every stage passed.
    public var finished: Bool

    public init(project: String, stage: String, finished: Bool = false) {
      self.project = project
      self.stage = stage
      self.finished = finished
    }
  }

  public static let markerName = ".swiftdrill-project.json"

  /// The package's folder (absolute, standardized).
  public var folder: URL
  public var marker: Marker

  public init(folder: URL, marker: Marker) {
    self.folder = folder
    self.marker = marker
  }

  /// Creates the package for `project` in `folder` (made when missing; it must be empty)
  /// with the scaffold and the first stage.
  public static func start(_ project: Project, in folder: URL) throws(ProjectError) -> LearnerPackage {
    let manager = FileManager.default
    let folder = folder.standardizedFileURL
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
      guard isFolder.boolValue, entries.isEmpty else { throw .folderNotEmpty(path: folder.path) }
    } else {
      // A new folder is made in the nearest one that exists: one the learner cannot write is
      // named, not a file inside a folder never made (session 45's tryout, as `learner` in /work/main).
      var parent = folder.deletingLastPathComponent()
      while !manager.fileExists(atPath: parent.path), parent.path != "/" {
        parent = parent.deletingLastPathComponent()
      }
      guard manager.isWritableFile(atPath: parent.path) else {
        throw .cannotMakeFolder(path: folder.path, parent: parent.path, project: project.id)
      }
    }
    var package = LearnerPackage(
      folder: folder, marker: Marker(project: project.id, stage: project.stages[0].id))
    for file in try project.scaffoldFiles() {
      try package.write(file.text, to: file.path)
    }
    try package.unlock(0, of: project)
    return package
  }

  /// The package whose folder is `folder` or the nearest one above it with a marker.
  public static func open(_ folder: URL) throws(ProjectError) -> LearnerPackage {
    var current = folder.standardizedFileURL
    while true {
      let url = current.appendingPathComponent(markerName)
      if let data = try? Data(contentsOf: url) {
        guard let marker = try? JSONDecoder().decode(Marker.self, from: data) else {
          throw .badManifest(path: url.path, reason: "it is not a project marker")
        }
        return LearnerPackage(folder: current, marker: marker)
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path || current.path == "/" { break }
      current = parent
    }
    throw .notAProject(path: folder.path, below: startedProjects(below: folder))
  }

  /// The subfolders of `folder` that hold a started project, by name (session 46's tryout:
  /// `project check` where `project start` was run told to start another one).
  public static func startedProjects(below folder: URL) -> [String] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      !$0.hasPrefix(".")
        && manager.fileExists(
          atPath: folder.appendingPathComponent($0).appendingPathComponent(markerName).path)
    }.sorted()
  }

  /// Where stage `index`'s instructions are written in the package.
  public static func instructionsPath(_ project: Project, _ index: Int) -> String {
    "stages/\(project.stages[index].id).md"
  }

  /// Where stage `index`'s tests are written in the package (a copy to read).
  public static func testsPath(_ project: Project, _ index: Int) -> String {
    "stages/\(project.stages[index].id).tests.swift"
  }

  /// Makes stage `index` the current one: writes its instructions and tests into the
  /// package and updates the marker.
  public mutating func unlock(_ index: Int, of project: Project) throws(ProjectError) {
    try write(try project.instructions(index), to: Self.instructionsPath(project, index))
    try write(try project.tests(index), to: Self.testsPath(project, index))
    marker.stage = project.stages[index].id
    try saveMarker()
  }

  /// Marks every stage passed.
  public mutating func finish() throws(ProjectError) {
    marker.finished = true
    try saveMarker()
  }

  /// The current stage's index in `project`.
  public func stageIndex(in project: Project) throws(ProjectError) -> Int {
    guard let index = project.stageIndex(of: marker.stage) else {
      throw .unknownStage(project: project.id, stage: marker.stage)
    }
    return index
  }

  /// The Swift files of target `target` (`Sources/<target>/`, sub-folders too), sorted by
  /// path, named as the learner sees them (`Sources/GuessCore/GuessGame.swift`).
  public func sources(of target: String) -> [SourceFile] {
    let root = folder.appendingPathComponent("Sources/\(target)", isDirectory: true)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var files: [SourceFile] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      else { continue }
      guard let code = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) else {
        continue
      }
      files.append(SourceFile(name: relative, displayName: "Sources/\(target)/\(relative)", code: code))
    }
    return files.sorted { $0.displayName < $1.displayName }
  }

  /// Writes `text` to `path` inside the package, making folders as needed.
  public func write(_ text: String, to path: String) throws(ProjectError) {
    let url = folder.appendingPathComponent(path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(text, to: url)
    } catch {
      throw .cannotWrite(path: url.path, reason: error.localizedDescription)
    }
  }

  private func saveMarker() throws(ProjectError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(marker), let text = String(data: data, encoding: .utf8) else {
      throw .cannotWrite(path: Self.markerName, reason: "the marker could not be encoded")
    }
    try write(text + "\n", to: Self.markerName)
  }
}
