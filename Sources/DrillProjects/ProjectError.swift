import DrillSupport
import Foundation

/// Why a project command could not do its work; each message says what to do.
public enum ProjectError: Error, Equatable, LocalizedError {
  case unknownProject(String, available: [String])
  case badManifest(path: String, reason: String)
  case missingFile(path: String)
  case noProjects
  /// The folder (or one above it) holds no started project; `below`: the started projects in its
  /// subfolders (the folder where `project start` was run).
  case notAProject(path: String, below: [String] = [])
  /// `project start` into a folder that already has files.
  case folderNotEmpty(path: String)
  case unknownStage(project: String, stage: String)
  case cannotWrite(path: String, reason: String)
  /// `project start` into a new folder inside one the learner cannot write.
  case cannotMakeFolder(path: String, parent: String, project: String)

  public var errorDescription: String? {
    switch self {
    case .unknownProject(let name, let available):
      "there is no project '\(name)'; the projects are \(available.joined(separator: ", "))"
    case .badManifest(let path, let reason): "\(path) is not a valid project file: \(reason)"
    case .missingFile(let path): "the project file \(path) is missing"
    case .noProjects: "no bundled projects were found (the projects/ folder is missing)"
    case .notAProject(let path, let below) where !below.isEmpty:
      "\(path) is not a project folder; the projects below it: \(below.joined(separator: ", ")). "
        + "Check one with `swiftdrill project check \(ShellWord.quoted(below[0]))`, or "
        + "`cd \(ShellWord.quoted(below[0]))` first"
    case .notAProject(let path, _):
      "\(path) is not a project folder; start one with `swiftdrill project start NAME \(path)`"
    case .folderNotEmpty(let path):
      "\(path) already has files; start the project in a new or empty folder"
    case .unknownStage(let project, let stage):
      "this package is at stage '\(stage)', which project \(project) no longer has"
    case .cannotWrite(let path, let reason): "could not write \(path): \(reason)"
    case .cannotMakeFolder(let path, let parent, let project):
      "cannot make \(path): you cannot write in \(parent); "
        + "`swiftdrill project start \(project) DIR` starts it in a folder DIR of yours"
    }
  }
}
