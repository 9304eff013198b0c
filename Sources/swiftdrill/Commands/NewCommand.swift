import DrillContent
import DrillPresentation
import DrillSupport
import Foundation

/// `new pack|lesson ID [--json]`: a scaffold pack (one question of each type)
/// or lesson (an introduction, two pages and a check) in the learner's folder.
struct NewCommand: Command {
  static let jsonOption = OptionSpec.flag("json", "Write it as JSON instead of Markdown")
  static let outputOption = OptionSpec.value("output", short: "o", .path, "DIR", "Folder to write it in")

  static let spec = CommandSpec(
    name: "new", summary: "Create a new question pack or lesson from a scaffold",
    arguments: [
      ArgumentSpec(name: "pack|lesson", value: .oneOf(["pack", "lesson"])),
      ArgumentSpec(name: "ID", value: .text),
    ],
    options: [jsonOption, outputOption],
    discussion: """
      A pack goes to the learner's questions folder, a lesson to their lessons
      folder, unless --output names another. Both load with no problems and pass
      check --run as written. An id that a bundled or loaded pack (or lesson)
      already has is refused: two files of one id do not load.
      """)

  let isLesson: Bool
  let id: String
  let format: Pack.Format
  let folder: String?

  init(parsing invocation: Invocation) throws(UsageError) {
    isLesson = invocation.arguments[0] == "lesson"
    id = invocation.arguments[1]
    guard ContentID.isValid(id) else {
      throw .invalidValue(
        option: "ID", value: id,
        expected: "lowercase letters, digits and dashes, starting with a letter or digit")
    }
    format = invocation.has(Self.jsonOption) ? .json : .markdown
    folder = invocation.value(Self.outputOption)
    // A folder, never standard output: `-o -` made a folder named `-` (session 49's tryout).
    if folder == "-" {
      throw .invalidValue(option: "--output", value: "-", expected: "a folder to write the file in")
    }
  }

  func run(in app: App) throws -> ExitCode {
    let home = isLesson ? app.paths.userLessons : app.paths.userQuestions
    let folder = folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? home
    let file = folder.appendingPathComponent("\(id).\(format == .json ? "json" : "md")")
    let other = folder.appendingPathComponent("\(id).\(format == .json ? "md" : "json")")
    for existing in [file, other] where FileManager.default.fileExists(atPath: existing.path) {
      throw CommandError.alreadyExists(path: existing.path)
    }
    try refuseIDInUse(folder: folder, in: app)
    let text: String
    if isLesson {
      text = LessonScaffold.make(id: id, format: format)
    } else {
      let markdown = PackScaffold.make(id: id)
      text =
        format == .json
        ? PackConverter.convert(text: markdown, path: "\(id).md", to: .json).text ?? "" : markdown
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(text, to: file)
    } catch {
      throw CommandError.cannotWrite(path: file.path, reason: error.localizedDescription)
    }
    var message = StyledText("Wrote ", style: .success) + .whole(file.path, style: .success)
    message.append("\n")
    message.append(
      isLesson
        // Counted as `lessons` and the lesson's pages count them (session 44's tryout: "two pages
        // and a check", then "pages 0/4").
        ? "It has four pages: an introduction, two to read and a check. Edit it, then prove it with:"
        : "It has one question of each type. Edit it, then prove it with:")
    app.console.writeWrapped(message)
    var commands = StyledText("  ") + .whole(app.command("check --run \(file.path)"), style: .code)
    if isLesson {
      // A lesson outside the learner's lessons folder loads only with `--content` (session 48's
      // tryout: `lesson ID` said "no lesson"); a folder of --content already loads.
      let loaded = [home.standardizedFileURL.path] + app.extraContent.map(\.standardizedFileURL.path)
      let open =
        loaded.contains(folder.standardizedFileURL.path)
        ? app.command("lesson \(id)") : "swiftdrill --content \(Self.quoted(folder.path)) lesson \(id)"
      commands.append(StyledText("\n  ") + .whole(open, style: .code))
    }
    app.console.writeWrapped(commands, hangingIndent: 2)
    return .success
  }

  /// Throws when a bundled or loaded pack (or lesson) already has this id, or one in the folder
  /// written to: two files of one id are a content error, and the new one would not load
  /// (session 49's tryout: `new pack optionals` wrote a file that made every command warn).
  private func refuseIDInUse(folder: URL, in app: App) throws {
    var sources = app.contentSources
    let written = folder.standardizedFileURL.path
    if FileManager.default.fileExists(atPath: written),
      !sources.contains(where: { $0.url.standardizedFileURL.path == written })
    {
      sources.append(ContentSource(folder, role: isLesson ? .lessons : .questions))
    }
    let context = ContentLoader().loadContext(sources)
    let paths = isLesson ? context.lessons.map { ($0.id, $0.path) } : context.packs.map { ($0.id, $0.path) }
    let ids = Set(paths.map(\.0))
    guard let path = paths.first(where: { $0.0 == id })?.1 else { return }
    let bundled = app.bundledRoot.map { path.hasPrefix($0.standardizedFileURL.path + "/") } ?? false
    let free = (["my-\(id)"] + (2...99).map { "\(id)-\($0)" }).first { !ids.contains($0) }
    throw CommandError.idInUse(
      kind: isLesson ? "lesson" : "pack", id: id, path: path, bundled: bundled, suggestion: free)
  }

  /// `path` as one shell word: in single quotes when it holds anything but plain path characters.
  static func quoted(_ path: String) -> String {
    let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%".contains($0)) }
    return plain && !path.isEmpty ? path : "'" + path.replacing("'", with: "'\\''") + "'"
  }
}
