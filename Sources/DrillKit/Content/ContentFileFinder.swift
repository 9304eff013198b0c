import Foundation

/// Lists the content files of sources: `.md` and `.json` files, searched
/// recursively, sorted by path, each once; `README.md` files are notes for
/// people, not content.
struct ContentFileFinder {
  struct File: Hashable {
    var path: String
    var role: ContentDocument.Role
  }

  private(set) var files: [File] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<String> = []

  mutating func add(_ source: ContentSource) {
    let url = source.url.standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      diagnostics.append(.error("no such file or folder", at: SourceLocation(path: url.path, line: 1)))
      return
    }
    guard isFolder.boolValue else {
      guard Self.isContent(url.lastPathComponent) else {
        diagnostics.append(
          .error("not a content file (.md or .json)", at: SourceLocation(path: url.path, line: 1)))
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
    let documentRole: ContentDocument.Role
    switch role {
    case .questions: documentRole = .pack
    case .lessons: documentRole = .lesson
    case .auto: documentRole = path.split(separator: "/").contains("lessons") ? .lesson : .pack
    }
    files.append(File(path: path, role: documentRole))
  }

  static func isContent(_ name: String) -> Bool {
    (name.hasSuffix(".md") || name.hasSuffix(".json")) && name.lowercased() != "readme.md"
  }

  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Whether `path` is a regular file itself (a symbolic link is not). `lstat`
  /// answers what `URL.resourceValues(forKeys: [.isRegularFileKey])` did, at a
  /// hundredth of its cost (it was a quarter of a million instructions a file).
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// The content files below `folder`, sorted by path; hidden files and folders are skipped.
  static func contentFiles(in folder: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    for case let url as URL in enumerator where isContent(url.lastPathComponent) {
      guard isRegularFile(url.path) else { continue }
      let path = url.standardizedFileURL.path
      let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
      paths.append(base + relative)
    }
    return paths.sorted()
  }
}
