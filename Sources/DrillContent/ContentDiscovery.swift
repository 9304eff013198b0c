import DrillSupport
import Foundation

/// Finds content without configuration: the bundled `questions/` and
/// `lessons/` (from a clone or an installed prefix), the user's own folders,
/// and folders given with `--content`.
public enum ContentDiscovery {
  /// Where `make install` puts the bundled content, below the prefix: a folder
  /// of its own, never the data folder (`$XDG_DATA_HOME/swiftdrill`, which a
  /// per-user install at `~/.local` would otherwise share), so nothing a
  /// learner drops into their data folder counts as bundled.
  public static let installedFolder = "share/swiftdrill-bundled"

  /// The folder holding the bundled `questions/` and `lessons/`, or nil.
  ///
  /// After `make install` the binary is `<prefix>/bin/swiftdrill` and the content
  /// is in `<prefix>/share/swiftdrill-bundled/`. From a clone (`swift run`, `.build/…/swiftdrill`)
  /// the content is in the nearest folder above the binary that has both
  /// `Package.swift` and `questions/`. `executable` must be the binary's real
  /// path (`/proc/self/exe`), never `argv[0]`, which whoever starts the program chooses.
  public static func bundledRoot(executable: URL) -> URL? {
    let binary = executable.resolvingSymlinksInPath().standardizedFileURL
    let binFolder = binary.deletingLastPathComponent()
    if binFolder.lastPathComponent == "bin" {
      let share = binFolder.deletingLastPathComponent()
        .appendingPathComponent(installedFolder, isDirectory: true)
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

  /// The bundled folder before it is kept apart from the learner's folders:
  /// `SWIFTDRILL_BUNDLED`'s (none for an empty value or `none`; for packagers and tests),
  /// else the one found from the binary's real path. The content and the grading lexicon
  /// are both found here, so `check` never audits a pack without the lexicon its folder
  /// ships with.
  public static func bundledCandidate(environment: [String: String], executable: URL?) -> URL? {
    if let root = environment["SWIFTDRILL_BUNDLED"] {
      return root.isEmpty || root == "none" ? nil : URL(fileURLWithPath: root, isDirectory: true)
    }
    return executable.flatMap(bundledRoot(executable:))
  }

  /// `root` unless it overlaps the learner's own folders (is one of them, or
  /// holds or lies inside one): then nothing there is bundled.
  public static func bundledRoot(_ root: URL?, apartFrom paths: AppPaths) -> URL? {
    guard let root else { return nil }
    let bundled = real(root)
    for folder in [paths.dataDirectory, paths.stateDirectory, paths.cacheDirectory] {
      let own = real(folder)
      if bundled == own || bundled.hasPrefix(own + "/") || own.hasPrefix(bundled + "/") { return nil }
    }
    return root
  }

  /// The path with symbolic links resolved, without a trailing slash.
  private static func real(_ url: URL) -> String {
    let path = url.resolvingSymlinksInPath().standardizedFileURL.path
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The sources to load, in order: bundled packs and lessons, the user's
  /// packs and lessons (when those folders exist), then `extra` folders or files.
  public static func sources(executable: URL?, paths: AppPaths, extra: [URL] = []) -> [ContentSource] {
    var sources: [ContentSource] = []
    if let executable, let root = bundledRoot(bundledRoot(executable: executable), apartFrom: paths) {
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

  /// The bundled `questions/` and `lessons/` of `root`, those that are folders.
  public static func folders(in root: URL) -> [ContentSource] {
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
