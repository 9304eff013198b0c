import DrillContent
import Foundation

extension App {
  /// Where the running binary really is (for finding the bundled content):
  /// `/proc/self/exe`, never `argv[0]`, which whoever starts swiftdrill chooses.
  var executableURL: URL? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return Bundle.main.executableURL
  }

  /// Bundled, user and `--content` sources. `SWIFTDRILL_BUNDLED=DIR` points at
  /// another bundled folder (for packagers and tests); `none` leaves it out.
  var contentSources: [ContentSource] {
    // The bundled folder is `bundledRoot`, found once per run (it was found twice a start).
    var sources = ContentDiscovery.sources(executable: nil, paths: paths, extra: extraContent)
    guard let url = bundledRoot else { return sources }
    if environment["SWIFTDRILL_BUNDLED"] == nil {
      sources.insert(contentsOf: ContentDiscovery.folders(in: url), at: 0)
    } else {
      sources.insert(
        contentsOf: [
          ContentSource(url.appendingPathComponent("questions", isDirectory: true), role: .questions),
          ContentSource(url.appendingPathComponent("lessons", isDirectory: true), role: .lessons),
        ].filter { FileManager.default.fileExists(atPath: $0.url.path) }, at: 0)
    }
    return sources
  }

  /// The learner's own content: the data folder's `questions/` and `lessons/` and each
  /// `--content DIR`, without the bundled folders.
  var ownContentSources: [ContentSource] {
    ContentDiscovery.sources(executable: nil, paths: paths, extra: extraContent)
  }

  /// The folder holding the bundled `questions/`, `lessons/` and `games/`
  /// (never one that overlaps the learner's data, state or cache folder).
  var bundledRoot: URL? {
    if let found = foundBundledRoot { return found }
    let root = findBundledRoot()
    foundBundledRoot = .some(root)
    return root
  }

  /// The bundled folder this binary would use but refuses because it overlaps the learner's
  /// own folders (a `SWIFTDRILL_HOME` inside it, say); nil when there is none, or it is used.
  var refusedBundledRoot: URL? {
    bundledRoot == nil ? bundledCandidate : nil
  }

  /// Why the bundled content (and its grading lexicon) is left out, when it is refused.
  var refusedBundledNote: String? {
    refusedBundledRoot.map {
      "the bundled content in \($0.path) is not used: it holds, or lies inside, a folder of yours "
        + "(\(paths.dataDirectory.path)); set SWIFTDRILL_HOME to a folder outside it"
    }
  }

  /// Why `check` would audit key points with stemming alone when nobody asked it to (nil when
  /// `lexiconIsRead`, when the bundled folder is refused: `refusedBundledNote` says why, or when
  /// `SWIFTDRILL_BUNDLED` names no folder or one without `grading/`: a packager's choice). A binary
  /// copied out of its install or clone finds no bundled folder: its audit's verdicts would differ
  /// from the installed binary's, silently (session 39's read-through found a pack's error missed).
  func missingLexiconNote(lexiconIsRead: Bool) -> String? {
    guard !lexiconIsRead, refusedBundledRoot == nil else { return nil }
    let named = environment["SWIFTDRILL_BUNDLED"] != nil
    guard let root = bundledRoot else {
      guard !named else { return nil }
      return "no bundled content was found for this binary (\(executableURL?.path ?? "swiftdrill")): "
        + "key points are checked without the grading lexicon, so verdicts can differ from an "
        + "installed swiftdrill's; run the installed binary, or set SWIFTDRILL_BUNDLED to the "
        + "folder holding `questions/` and `grading/`"
    }
    let folder = root.appendingPathComponent("grading", isDirectory: true)
    guard !named || FileManager.default.fileExists(atPath: folder.path) else { return nil }
    return "the grading lexicon in \(folder.path) is missing, unreadable, or writable by another "
      + "user: key points are checked without it"
  }

  /// Why `SWIFTDRILL_BUNDLED` gives no bundled content (session 52's tryout, finding 5): it names
  /// a folder that is not there, or one holding none of `questions/`, `lessons/`, `games/`,
  /// `grading/` (the `questions/` folder itself, say: the variable names the folder holding it).
  /// Nil when it is unset, empty or `none` (left out on purpose), or gives content.
  var bundledSettingProblem: String? {
    guard let value = environment["SWIFTDRILL_BUNDLED"], !value.isEmpty, value != "none" else { return nil }
    let url = URL(fileURLWithPath: value, isDirectory: true)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      return "SWIFTDRILL_BUNDLED=\(value): no such folder, so no bundled content is used; set it to the "
        + "folder holding `questions/` and `lessons/`, or unset it"
    }
    let parts = ["questions", "lessons", "games", "grading"]
    if parts.contains(where: { FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path) })
    {
      return nil
    }
    let parent = url.standardizedFileURL.deletingLastPathComponent().path
    let guess = parts.contains(url.standardizedFileURL.lastPathComponent) ? " (did you mean \(parent)?)" : ""
    return "SWIFTDRILL_BUNDLED=\(value) holds no `questions/` or `lessons/` folder, so no bundled content "
      + "is used\(guess); it names the folder holding them"
  }

  /// The bundled folder before the learner's folders are kept apart from it: `SWIFTDRILL_BUNDLED`'s
  /// (none for an empty value or `none`), else the one found from the binary's real path.
  private var bundledCandidate: URL? {
    ContentDiscovery.bundledCandidate(environment: environment, executable: executableURL)
  }

  private func findBundledRoot() -> URL? {
    ContentDiscovery.bundledRoot(bundledCandidate, apartFrom: paths)
  }
}
