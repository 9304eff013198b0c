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
  /// The paths listed, once a source may list one again (see `begin(_:)`); nil before.
  private var seen: Set<String>?
  /// The paths of the sources listed so far (standardized: no `.`, `..` or trailing `/`).
  private var roots: [String] = []

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
      begin(url.path)
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
    begin(url.path)
    for path in found { append(path, role: source.role) }
  }

  /// Notes that the files of `root` come next. A file can be listed twice only by sources
  /// that are the same path or one inside the other (a folder's walk lists each path once):
  /// the paths are checked against those listed before only from the first such source on
  /// (hashing every path of the bundled content was a tenth of a start's content stamps).
  private mutating func begin(_ root: String) {
    if seen == nil, roots.contains(where: { Self.overlap($0, root) }) { seen = Set(files.map(\.path)) }
    roots.append(root)
  }

  /// Whether one of these standardized paths is the other or lies inside it.
  static func overlap(_ first: String, _ second: String) -> Bool {
    first == second || first == "/" || second == "/" || second.hasPrefix(first + "/")
      || first.hasPrefix(second + "/")
  }

  private mutating func append(_ path: String, role: ContentSource.Role) {
    if seen != nil, seen?.insert(path).inserted == false { return }
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
    // An ASCII name (the usual one) on bytes: the same answer as the characters' below.
    let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      bytes.allSatisfy { $0 < 0x80 } ? isASCIIContent(bytes) : nil
    }
    if let ascii, let answer = ascii { return answer }
    return (name.hasSuffix(".md") || name.hasSuffix(".json")) && name.lowercased() != "readme.md"
  }

  private static func isASCIIContent(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let markdown = name.count >= 3 && name.suffix(3).elementsEqual(".md".utf8)
    let json = name.count >= 5 && name.suffix(5).elementsEqual(".json".utf8)
    // Lowercase ASCII letters: "README.md", "Readme.md" … are notes too.
    let readme =
      name.count == 9
      && zip(name, "readme.md".utf8).allSatisfy { byte, letter in
        (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) == letter
      }
    return (markdown || json) && !readme
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
