import DrillKitTesting
import Foundation
import Testing

/// Issue 28 on a real terminal: long text through the pager, paths folded by the terminal
/// (never broken by a newline), file names completed with Tab, and a code retry that starts
/// with the last answer ready to edit.
@Suite(.ownThreads) struct ScreenTerminalTests {
  let home = TemporaryHome.make()

  private func start(
    _ arguments: [String], columns: Int, pager: String? = nil, folder: URL? = nil,
    content: LearnerTerminal.Content = .fixtureCourse
  ) throws -> PseudoTerminal {
    var environment = LearnerTerminal.environment(home: home, content: content)
    if let pager { environment["PAGER"] = pager }
    return try PseudoTerminal(
      executable: BinaryRun.executable, arguments: arguments, environment: environment, columns: columns,
      currentDirectory: folder)
  }

  /// A pager that marks every line it shows (the text went through it) when it runs in the
  /// terminal's foreground process group, where a real pager can read the keys.
  static let markingPager =
    #"[ "$(ps -o pgid= -p $$ | tr -d ' ')" = "$(ps -o tpgid= -p $$ | tr -d ' ')" ] && sed 's/^/paged| /' || cat"#

  @Test(arguments: [40, 60, 120])
  func textTallerThanTheScreenGoesThroughThePager(columns: Int) throws {
    let terminal = try start(
      ["search", "value"], columns: columns, pager: Self.markingPager, content: .bundled)
    try expectEqual(terminal.waitForExit(), 0)
    expectContains(terminal.output, "paged| ", "\(terminal.output)")
    expectContains(terminal.output, "questions found")
  }

  /// Session 46's tryout (finding 24): at less's bare `:` prompt a learner typed `lesson 3`, and
  /// `s` saved the list to a file named `son 3`. Without `$PAGER`, less's prompt says `q` returns to
  /// swiftdrill, and `LESSSECURE` refuses the log file.
  @Test func theDefaultPagerSaysHowToGetBackAndWritesNoFile() throws {
    let folder = home.appendingPathComponent("here", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var environment = LearnerTerminal.environment(home: home, content: .bundled)
    environment["PAGER"] = nil
    environment["LESS"] = nil
    environment["LESSSECURE"] = nil
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["search", "value"], environment: environment,
      columns: 40, currentDirectory: folder)
    var mark = try terminal.waitFor("q closes")
    terminal.send("slog\r")
    mark = try terminal.waitFor("not available", after: mark)
    terminal.send("q")
    try expectEqual(terminal.waitForExit(), 0)
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  /// Session 47's tryout (finding 26): below 42 columns less scrolled its prompt and showed
  /// "ace or b to scroll, q closes this page". The prompt is the longest that fits, whole, on
  /// the screen's last row.
  @Test(arguments: [
    (20, "q closes this page"), (29, "q closes this page"), (40, "Space or b scrolls, q closes"),
    (41, "Space or b scrolls, q closes"), (42, "Space or b to scroll, q closes this page"),
    (80, "Space or b to scroll, q closes this page"),
  ])
  func theDefaultPagersPromptFitsTheScreen(columns: Int, prompt: String) throws {
    var environment = LearnerTerminal.environment(home: home, content: .bundled)
    environment["PAGER"] = nil
    environment["LESS"] = nil
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["search", "value"], environment: environment,
      columns: columns)
    // The prompt is the last thing less draws.
    try terminal.waitFor(prompt)
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    expectTrue(rows.contains(prompt), "\(rows)")
    terminal.send("q")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test(arguments: [40, 60, 120])
  func textThatFitsIsNotPaged(columns: Int) throws {
    let terminal = try start(["help", "quit"], columns: columns, pager: Self.markingPager)
    try expectEqual(terminal.waitForExit(), 0)
    expectNotContains(terminal.output, "paged|", "\(terminal.output)")
    expectContains(terminal.output, "quit")
  }

  @Test func pipedOutputIsNeverPaged() throws {
    let result = try BinaryRun.run(
      ["help"], home: home, environment: ["PAGER": Self.markingPager, "COLUMNS": "40"])
    expectEqual(result.status, 0)
    expectNotContains(result.stdout, "paged|", "\(result.stdout)")
    expectContains(result.stdout, "Commands")
  }

  /// The terminal folds a path wider than the screen: the program writes it in one piece
  /// (a copy gives the whole path), and the screen shows it over two rows.
  @Test(arguments: [40, 60])
  func aPathWiderThanTheScreenIsFoldedByTheTerminal(columns: Int) throws {
    let deep = home.appendingPathComponent(
      "a-folder-with-a-rather-long-name/and-another-one-below-it/and-a-third")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let backup = deep.appendingPathComponent("progress-backup.json").path
    expectTrue(backup.count > columns)
    _ = try BinaryRun.run(
      ["quiz", "--id", "basics/constant-keyword"], input: "a\n", home: home,
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path])
    let terminal = try start(["export", "--backup", backup], columns: columns)
    try expectEqual(terminal.waitForExit(), 0)
    expectContains(terminal.output, backup, "\(terminal.output)")
    // On screen: full rows that read as the path when put end to end.
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    let start = try #require(rows.firstIndex { $0.count == columns && backup.hasPrefix($0) }, "\(rows)")
    let needed = (backup.count + columns - 1) / columns
    expectTrue(rows[start..<min(rows.count, start + needed)].joined().hasPrefix(backup), "\(rows)")
  }

  @Test func tabCompletesAFileNameWhereACommandTakesAFile() throws {
    let folder = home.appendingPathComponent("downloads")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("decks"), withIntermediateDirectories: true)
    for name in ["algebra.apkg", "notes.txt", "decks/swift.apkg"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let terminal = try start([], columns: 100, folder: folder)
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("import --anki al\t")
    mark = try terminal.waitFor("gebra.apkg", after: mark)
    terminal.send("\u{15}")  // Ctrl-U clears the line
    terminal.send("import --anki de\t")
    mark = try terminal.waitFor("cks/", after: mark)
    terminal.send("\t")  // a folder takes no space after it: Tab goes on inside
    mark = try terminal.waitFor("swift.apkg", after: mark)
    terminal.send("\u{15}")
    try terminal.typeWhenWaiting("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Retrying a code answer without an editor: the prompt starts with the last answer's line,
  /// and one edit fixes it (End, five backspaces, the right end), instead of retyping it.
  @Test(arguments: [40, 120])
  func aCodeRetryStartsWithTheLastAnswerReadyToEdit(columns: Int) throws {
    let terminal = try start(["quiz", "--id", "basics/double"], columns: columns)
    var mark = try terminal.waitFor("code> ")
    let wrong = "func double(_ value: Int) -> Int { value + 2 }"
    terminal.send(wrong + "\r")
    mark = try terminal.waitFor("... ", after: mark)
    terminal.send(".\r")
    mark = try terminal.waitFor("try again", after: mark, seconds: 60)
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("code> ", after: mark)
    mark = try terminal.waitFor("+ 2 }", after: mark)
    try terminal.waitUntilWaitingForInput()
    terminal.send("\u{05}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}* 2 }\r")  // Ctrl-E: the end of the line
    mark = try terminal.waitFor("... ", after: mark)
    terminal.send(".\r")
    mark = try terminal.waitFor("+5 of 10 points", after: mark, seconds: 60)
    let said = terminal.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    expectContains(said, "Your last answer comes back line by line, ready to edit", "\(terminal.output)")
  }
}
