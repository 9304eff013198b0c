import DrillSupport
import Foundation

/// Finds content without configuration: the bundled `questions/` and
/// `lessons/` (from a clone or an installed prefix), the user's own folders,
/// and folders given with `--content`.
public enum ContentDiscovery {
  /// The folder holding the bundled `questions/` and `lessons/`, or nil.
  ///
  /// After `make install` the binary is `<prefix>/bin/swiftdrill` and the content
  /// is in `<prefix>/share/swiftdrill/`. From a clone (`swift run`, `.build/…/swiftdrill`)
  /// the content is in the nearest folder above the binary that has both
  /// `Package.swift` and `questions/`.
  public static func bundledRoot(executable: URL) -> URL? {
    let binary = executable.resolvingSymlinksInPath().standardizedFileURL
    let binFolder = binary.deletingLastPathComponent()
    if binFolder.lastPathComponent == "bin" {
      let share = binFolder.deletingLastPathComponent()
        .appendingPathComponent("share/swiftdrill", isDirectory: true)
      if hasContent(share) { return share }
    }
    var folder = binFolder
    while folder.path != "/" && !folder.path.isEmpty {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest),
        ContentFileFinder.isFolder(folder.appendingPathComponent("questions", isDirectory: true))
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The sources to load, in order: bundled packs and lessons, the user's
  /// packs and lessons (when those folders exist), then `extra` folders or files.
  public static func sources(executable: URL?, paths: AppPaths, extra: [URL] = []) -> [ContentSource] {
    var sources: [ContentSource] = []
    if let executable, let root = bundledRoot(executable: executable) {
      sources += folders(in: root)
    }
    for (folder, role) in [
      (paths.userQuestions, ContentSource.Role.questions), (paths.userLessons, .lessons),
    ]
    where ContentFileFinder.isFolder(folder) {
      sources.append(ContentSource(folder, role: role))
    }
    sources += extra.map { ContentSource($0, role: .auto) }
    return sources
  }

  private static func folders(in root: URL) -> [ContentSource] {
    let questions = root.appendingPathComponent("questions", isDirectory: true)
    let lessons = root.appendingPathComponent("lessons", isDirectory: true)
    var sources: [ContentSource] = []
    if ContentFileFinder.isFolder(questions) { sources.append(ContentSource(questions, role: .questions)) }
    if ContentFileFinder.isFolder(lessons) { sources.append(ContentSource(lessons, role: .lessons)) }
    return sources
  }

  private static func hasContent(_ folder: URL) -> Bool {
    ContentFileFinder.isFolder(folder.appendingPathComponent("questions", isDirectory: true))
      || ContentFileFinder.isFolder(folder.appendingPathComponent("lessons", isDirectory: true))
  }
}
