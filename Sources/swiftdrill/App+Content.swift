import DrillKit
import Foundation

extension App {
  /// Where the running binary is (for finding the bundled content).
  var executableURL: URL? {
    let path = CommandLine.arguments.first ?? ""
    if path.contains("/") { return URL(fileURLWithPath: path) }
    return Bundle.main.executableURL
  }

  /// Bundled, user and `--content` sources. `SWIFTDRILL_BUNDLED=DIR` points at
  /// another bundled folder (for packagers and tests); `none` leaves it out.
  var contentSources: [ContentSource] {
    var sources = ContentDiscovery.sources(executable: bundledExecutable, paths: paths, extra: extraContent)
    if let root = environment["SWIFTDRILL_BUNDLED"], !root.isEmpty, root != "none" {
      let url = URL(fileURLWithPath: root, isDirectory: true)
      sources.insert(
        contentsOf: [
          ContentSource(url.appendingPathComponent("questions", isDirectory: true), role: .questions),
          ContentSource(url.appendingPathComponent("lessons", isDirectory: true), role: .lessons),
        ].filter { FileManager.default.fileExists(atPath: $0.url.path) }, at: 0)
    }
    return sources
  }

  /// The executable used to find bundled content, unless `SWIFTDRILL_BUNDLED` overrides it.
  var bundledExecutable: URL? {
    environment["SWIFTDRILL_BUNDLED"] == nil ? executableURL : nil
  }

  /// The folder holding the bundled `questions/`, `lessons/` and `games/`.
  var bundledRoot: URL? {
    if let root = environment["SWIFTDRILL_BUNDLED"] {
      return root.isEmpty || root == "none" ? nil : URL(fileURLWithPath: root, isDirectory: true)
    }
    return executableURL.flatMap(ContentDiscovery.bundledRoot(executable:))
  }

  /// The content library, loaded once per run (from the parsed-content cache
  /// when no file changed). Problems in content are reported by `check`; here
  /// they are only counted, so study goes on.
  func loadLibrary() -> ContentLibrary {
    if let cachedLibrary { return cachedLibrary }
    let library = loadContent().library
    cachedLibrary = library
    return library
  }

  /// The questions of the content, each decoded only when a session asks it.
  func loadCatalog() -> QuestionCatalog {
    loadContent().catalog
  }

  private func loadContent() -> ContentCache.Loaded {
    if let cachedContent { return cachedContent }
    let build = ContentCache.buildIdentity(version: Self.version, executable: executableURL)
    let content = ContentCache(paths: paths, build: build).load(contentSources)
    cachedContent = content
    let errors = content.catalog.errorCount
    if errors > 0 && !warnedAboutContent {
      warnedAboutContent = true
      reportWarning(
        "\(errors) problem\(errors == 1 ? "" : "s") in the content; run 'swiftdrill check' to see where")
    }
    return content
  }

  /// Tab-completion candidates drawn from the loaded content.
  func makeCompleter() -> Completer {
    let library = loadLibrary()
    return Completer(
      packIDs: library.packs.map(\.id).sorted(), lessonIDs: library.course.map(\.id),
      tags: Array(Set(library.questions.flatMap(\.tags))).sorted(),
      games: GameKind.allCases.map(\.rawValue))
  }

  // MARK: - check

  func check(_ invocation: Invocation) throws -> ExitStatus {
    let jobs = try invocation.number("jobs", in: 1...64)
    let sources =
      invocation.arguments.isEmpty
      ? contentSources
      : invocation.arguments.map { ContentSource(URL(fileURLWithPath: $0), role: .auto) }
    for argument in invocation.arguments where !FileManager.default.fileExists(atPath: argument) {
      reportError("no such file or folder: \(argument)")
      return .failure
    }
    var library = ContentLoader().load(sources)
    var proved: (total: Int, cached: Int)?
    if invocation.has("run") {
      var runner = try CodeRunner(environment: environment, paths: paths)
      runner.isCancelled = { Interrupts.isPending }
      let progress = ProgressBar(enabled: !invocation.has("json") && TerminalInfo.stderrIsTerminal)
      let snippets = library.snippets
      let verifier = SnippetVerifier(runner: runner, jobs: jobs)
      let verification = verifier.check(snippets) { done, total in progress.update(done, total) }
      progress.finish()
      library.diagnostics += verification.diagnostics
      proved = (snippets.count, verification.fromCache)
    }
    let root = FileManager.default.currentDirectoryPath
    if invocation.has("json") {
      console.write(StyledText(CheckReport(library, relativeTo: root).json()))
    } else {
      printDiagnostics(library.diagnostics, relativeTo: root)
      console.writeLine(checkSummary(library, proved: proved))
    }
    return library.errorCount > 0 ? .failure : .success
  }

  private func printDiagnostics(_ diagnostics: [Diagnostic], relativeTo root: String) {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for diagnostic in ContentLoader.sorted(diagnostics) {
      var location = diagnostic.location
      if location.path.hasPrefix(prefix) { location.path = String(location.path.dropFirst(prefix.count)) }
      var line = StyledText("\(location): ", style: .bold)
      line.append(
        "\(diagnostic.severity.rawValue): ", style: diagnostic.severity == .error ? .failure : .warning)
      line.append(TerminalSanitizer.strip(diagnostic.message.replacingOccurrences(of: prefix, with: "")))
      console.writeLine(line)
    }
  }

  private func checkSummary(_ library: ContentLibrary, proved: (total: Int, cached: Int)?) -> StyledText {
    let questions = library.questions.count
    var text = StyledText(
      "Checked \(library.packs.count) pack\(library.packs.count == 1 ? "" : "s") "
        + "(\(questions) question\(questions == 1 ? "" : "s")) and \(library.lessons.count) lesson"
        + "\(library.lessons.count == 1 ? "" : "s")")
    if let proved {
      text.append("; ran \(proved.total) code claim\(proved.total == 1 ? "" : "s") with swiftc")
      if proved.cached > 0 { text.append(" (\(proved.cached) from cache)") }
    }
    text.append(": ")
    let errors = library.errorCount
    let warnings = library.warningCount
    text.append("\(errors) error\(errors == 1 ? "" : "s")", style: errors > 0 ? .failure : .success)
    text.append(", \(warnings) warning\(warnings == 1 ? "" : "s")", style: warnings > 0 ? .warning : .plain)
    return text
  }

  // MARK: - packs

  func packs(_ invocation: Invocation) -> ExitStatus {
    let library = loadLibrary()
    guard !library.packs.isEmpty else {
      console.writeLine("No question packs found. 'new pack ID' writes one to start from.", style: .warning)
      return .failure
    }
    if invocation.has("topics") {
      if invocation.has("markdown") {
        console.write(StyledText(TopicTable.markdown(library.questions)))
        return .success
      }
      console.writeLine(TopicTable.render(library.questions, width: console.width))
      return .success
    }
    let table = TableFormatter(columns: [
      .init("Pack"), .init("Beg.", alignment: .right), .init("Int.", alignment: .right),
      .init("Adv.", alignment: .right), .init("Written", alignment: .right),
      .init("Verbal", alignment: .right),
      .init("Source"), .init("Title"),
    ])
    let packs = library.packs.sorted { $0.id < $1.id }
    // Ids are what a learner types: they stay whole, and the title gets what is left.
    let idWidth = max(4, packs.map(\.id.count).max() ?? 0)
    let titleWidth = max(8, console.width - idWidth - 46)
    let rows = packs.map { pack -> [String] in
      let count = { (level: Level) in String(pack.questions.filter { $0.level == level }.count) }
      let kind = { (kind: QuestionKind) in String(pack.questions.filter { $0.kind == kind }.count) }
      return [
        pack.id, count(.beginner), count(.intermediate), count(.advanced), kind(.written), kind(.verbal),
        sourceName(pack.path), pack.title.truncated(toWidth: titleWidth),
      ]
    }
    console.writeLine(table.render(rows, width: console.width))
    console.writeLine(
      "\(library.packs.count) pack\(library.packs.count == 1 ? "" : "s"), \(library.questions.count) questions",
      style: .muted)
    return .success
  }

  /// "bundled", "yours" or the folder a pack came from.
  func sourceName(_ path: String) -> String {
    if path.hasPrefix(paths.dataDirectory.path) { return "yours" }
    if let root = bundledRoot, path.hasPrefix(root.path) { return "bundled" }
    return URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
  }

  // MARK: - convert and new

  func convert(_ invocation: Invocation) throws -> ExitStatus {
    guard let target = invocation.value("to") else { throw UsageError.missingValue(option: "--to") }
    let path = invocation.arguments[0]
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      reportError("cannot read \(path): \(error.localizedDescription)")
      return .failure
    }
    let conversion = PackConverter.convert(text: text, path: path, to: target == "json" ? .json : .markdown)
    printDiagnostics(conversion.diagnostics, relativeTo: FileManager.default.currentDirectoryPath)
    guard let output = conversion.text else {
      reportError("\(path) was not converted: fix the errors above first")
      return .failure
    }
    if let destination = invocation.value("output") {
      do {
        try AtomicFile.write(output, to: URL(fileURLWithPath: destination))
      } catch {
        reportError("cannot write \(destination): \(error.localizedDescription)")
        return .failure
      }
      console.writeLine("Wrote \(destination)", style: .muted)
    } else {
      console.write(StyledText(output))
    }
    return .success
  }

  func newPack(_ invocation: Invocation) throws -> ExitStatus {
    let id = invocation.arguments[1]
    guard ContentID.isValid(id) else {
      throw UsageError.invalidValue(
        option: "ID", value: id,
        expected: "lowercase letters, digits and dashes, starting with a letter or digit")
    }
    let folder =
      invocation.value("output").map { URL(fileURLWithPath: $0, isDirectory: true) } ?? paths.userQuestions
    let file = folder.appendingPathComponent("\(id).md")
    guard !FileManager.default.fileExists(atPath: file.path) else {
      reportError("\(file.path) already exists; choose another id or remove it")
      return .failure
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(PackScaffold.make(id: id), to: file)
    } catch {
      reportError("cannot write \(file.path): \(error.localizedDescription)")
      return .failure
    }
    var text = StyledText("Wrote \(file.path)\n", style: .success)
    text.append("It has one question of each type. Edit it, then prove it with:\n")
    text.append("  swiftdrill check --run \(file.path)\n", style: .code)
    console.write(text)
    return .success
  }
}
