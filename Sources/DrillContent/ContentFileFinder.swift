import DrillSupport
import Foundation

/// Lists the content files of sources: `.md` and `.json` files, searched
/// recursively, sorted by path, each once; `README.md` files are notes for
/// people, not content.
struct ContentFileFinder {
  struct File: Hashable {
    var path: String
    var role: ContentDocument.Role
    /// True when nothing said what the file is (a file outside `lessons/` and
    /// `questions/` given as is): its fields decide (`ContentConverter.role`).
    var guessed = false
  }

  private(set) var files: [File] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<String> = []

  mutating func add(_ source: ContentSource) {
    let url = source.url.standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      diagnostics.append(.error("no such file or folder", at: ContentLocation(path: url.path, line: 1)))
      return
    }
    guard isFolder.boolValue else {
      guard Self.isContent(url.lastPathComponent) else {
        diagnostics.append(
          .error("not a content file (.md or .json)", at: ContentLocation(path: url.path, line: 1)))
        return
      }
      append(url.path, role: source.role)
      return
    }
    if source.role == .auto {
      let questions = url.appendingPathComponent("questions", isDirectory: true)
      let lessons = url.appendingPathComponent("lessons", isDirectory: true)
      let hasQuestions = Self.isFolder(questions)
      let hasLessons = Self.isFolder(lessons)
      if hasQuestions || hasLessons {
        if hasQuestions { add(ContentSource(questions, role: .questions)) }
        if hasLessons { add(ContentSource(lessons, role: .lessons)) }
        return
      }
    }
    let found = Self.contentFiles(in: url)
    for path in found { append(path, role: source.role) }
  }

  private mutating func append(_ path: String, role: ContentSource.Role) {
    guard seen.insert(path).inserted else { return }
    switch role {
    case .questions: files.append(File(path: path, role: .pack))
    case .lessons: files.append(File(path: path, role: .lesson))
    case .auto where Self.hasFolder("lessons", path): files.append(File(path: path, role: .lesson))
    case .auto: files.append(File(path: path, role: .pack, guessed: !Self.hasFolder("questions", path)))
    }
  }

  /// Whether a folder of `path` (not its last component) is named `name`. On bytes: split
  /// by `Character`, every path of a start's content stamps cost 17,000 instructions.
  static func hasFolder(_ name: String, _ path: String) -> Bool {
    let components = path.utf8.split(separator: UInt8(ascii: "/")).dropLast()
    return components.contains { $0.elementsEqual(name.utf8) }
  }

  static func isContent(_ name: String) -> Bool {
    (name.hasSuffix(".md") || name.hasSuffix(".json")) && name.lowercased() != "readme.md"
  }

  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The content files below `folder`, sorted by path; hidden files and folders are skipped.
  static func contentFiles(in folder: URL) -> [String] {
    DirectoryWalker.files(below: folder.path, where: isContent)
  }
}
