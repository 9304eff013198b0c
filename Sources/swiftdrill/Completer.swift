import DrillContent
import Foundation

/// Tab-completion candidates: commands first, then each command's options and values.
struct Completer: Sendable {
  var commands: [CommandSpec] = CommandCatalog.commands
  var packIDs: [String] = []
  var lessonIDs: [String] = []
  var questionIDs: [String] = []
  var tags: [String] = []
  /// Questions' topics (their first tags): what `--topic` takes.
  var topics: [String] = []
  var games: [String] = []
  /// The bundled projects: what `project start` takes.
  var projects: [String] = []
  /// At a lesson's prompt, only its own commands (`run`, `edit`) complete, and nothing after them:
  /// the REPL's commands there read as commands that work (session 46's tryout, finding 17).
  var onlyFirstWords: [String]?

  /// The completer of a lesson page's prompt.
  static let lessonPrompt = Completer(commands: [], onlyFirstWords: ["edit", "run"])

  /// What an answer's prompt takes besides the answer (`MetaCommand`'s commands that work at any
  /// question): Tab after a `:` there offers these, not the REPL's commands or a lesson's
  /// `run`/`edit`. Without the `:` nothing: a Tab at `code> ` or `output> ` put no `:` in an answer.
  static let answerCommands = [":help", ":hint", ":quit", ":skip"]

  /// What Tab offers at a line's first word under `prompt`: nil where this completer's own
  /// commands apply (the REPL's prompt, a lesson page's), the answer commands at a question's
  /// prompt (`answer> `, `output> `, `code> `, `your answer> `, the editor's), else nothing (a
  /// game's `guess> `, a lesson program's `input> `, a confirmation).
  static func wordsOffered(at prompt: String) -> [String]? {
    let shown = prompt.trimmingCharacters(in: .whitespaces)
    if shown == REPL.prompt.trimmingCharacters(in: .whitespaces) || shown.hasPrefix("lesson (") { return nil }
    let answerPrompts = [
      "answer", "output>", "code>", "your answer", "enter opens your editor", "enter: editor>",
    ]
    return answerPrompts.contains { shown.lowercased().hasPrefix($0) } ? answerCommands : []
  }

  /// Whether Tab, with nothing to complete, is a character of the line under `prompt`: a program's
  /// output and code may hold tabs (`output> `, `code> ` and the `  ... ` that goes on a block).
  /// It did nothing there, so an output holding a tab could not be typed (session 52's tryout,
  /// finding 6). `:sk` Tab still completes `:skip`.
  static func takesTabs(at prompt: String) -> Bool {
    ["output>", "code>", "..."].contains(prompt.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// Candidates for `word`, the word under the cursor, given the text before it and the line's
  /// `prompt` (nil: the completer's own prompt).
  func candidates(before: String, word: String, prompt: String? = nil) -> [String] {
    let previous = (try? LineTokenizer.words(before)) ?? before.split(separator: " ").map(String.init)
    if let prompt, let offered = Self.wordsOffered(at: prompt) {
      return previous.isEmpty && word.hasPrefix(":") ? matching(word, offered) : []
    }
    if let onlyFirstWords { return previous.isEmpty ? matching(word, onlyFirstWords) : [] }
    guard let commandName = previous.first else {
      // An alias completes unless it starts its command's own name (`q` of `quit`): `learn`, `review`.
      return matching(
        word, commands.flatMap { spec in [spec.name] + spec.aliases.filter { !spec.name.hasPrefix($0) } })
    }
    guard let spec = commands.named(commandName) else { return [] }

    if let last = previous.last, last.hasPrefix("-"), previous.count > 1,
      let option = spec.option(named: String(last.drop(while: { $0 == "-" }))),
      let kind = option.value
    {
      return kind == .path ? Self.paths(startingWith: word) : matching(word, values(for: kind))
    }
    if word.hasPrefix("-") {
      let used = Set(previous.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
      let options = spec.options.filter { $0.repeatable || !used.contains($0.name) }
      return matching(word, options.map { "--\($0.name)" })
    }
    let index = positionalIndex(previous: previous.dropFirst(), spec: spec)
    if commandName == "project", index > 0 {
      // `project start NAME [DIR]`, `project check [DIR]`, `project status [DIR]`: the project
      // names, then a folder (session 46's tryout: `project start ` offered the files here).
      switch (previous.dropFirst().first { !$0.hasPrefix("-") }, index) {
      case ("start", 1): return matching(word, projects)
      case ("start", 2), ("check", 1), ("status", 1): return Self.paths(startingWith: word)
      default: return []
      }
    }
    guard !spec.arguments.isEmpty else { return [] }
    let argument =
      index < spec.arguments.count
      ? spec.arguments[index] : (spec.arguments.last?.variadic == true ? spec.arguments.last : nil)
    guard let argument else { return [] }
    return argument.value == .path
      ? Self.paths(startingWith: word) : matching(word, values(for: argument.value))
  }

  /// The files and folders whose path starts with `word`, as typed: relative to the current
  /// folder, absolute, or from the home folder (`~/`). Folders end in `/`, so Tab goes on into
  /// them; hidden entries only when the word asks for them (`.`).
  static func paths(startingWith word: String) -> [String] {
    let folderPart = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
    let namePrefix = String(word.dropFirst(folderPart.count))
    var folder = folderPart.isEmpty ? "." : folderPart
    if folder.hasPrefix("~/") { folder = NSHomeDirectory() + folder.dropFirst(1) }
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
    return names.filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }
      .map { name in
        var isFolder: ObjCBool = false
        let found = fileManager.fileExists(
          atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
        return folderPart + name + (found && isFolder.boolValue ? "/" : "")
      }
      .sorted()
  }

  /// How many positional arguments come before the cursor.
  private func positionalIndex(previous: ArraySlice<String>, spec: CommandSpec) -> Int {
    var count = 0
    var skipNext = false
    for word in previous {
      if skipNext {
        skipNext = false
        continue
      }
      if word.hasPrefix("-"), let option = spec.option(named: String(word.drop(while: { $0 == "-" }))) {
        skipNext = option.value != nil && !word.contains("=")
        continue
      }
      count += 1
    }
    return count
  }

  private func values(for kind: ValueKind) -> [String] {
    switch kind {
    case .level: Level.allCases.map(\.rawValue) + ["any"]
    case .kind: QuestionKind.allCases.map(\.rawValue)
    case .questionType: QuestionType.allCases.map(\.rawValue)
    case .packID: packIDs
    case .lessonID: lessonIDs
    case .questionID: questionIDs
    case .game: games
    case .tag: tags
    case .topic: topics
    case .oneOf(let words): words
    case .command: commands.map(\.name)
    case .number, .path, .text: []
    }
  }

  private func matching(_ word: String, _ candidates: [String]) -> [String] {
    Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
  }

  /// The longest prefix all candidates share.
  static func commonPrefix(_ candidates: [String]) -> String {
    guard var prefix = candidates.first else { return "" }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
