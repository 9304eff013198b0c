import DrillKitTesting
import DrillSQLite
import DrillSupport
import Foundation
import Testing

/// Issue 25, findings 4 and 5, through the built binary: escape sequences in a pack's file
/// name (the REPL's reload line) and in an Anki package's note type, field and media names
/// (`import --anki`'s report) never reach the terminal. `TerminalChokePointTests` checks the
/// choke point itself; these check that the two paths the attack used go through it.
@Suite(.ownThreads) struct TerminalEscapesEndToEndTests {
  let home = TemporaryHome.make()

  /// OSC 0 (title), OSC 52 (clipboard: `rm -rf ~`), CSI 2J (clear), a raw C1 CSI, a bidi override.
  static let hostile = "evil\u{1B}]0;pwned\u{07}\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{9B}31m\u{202E}txt"

  /// What no output may hold: what makes a terminal act (ESC, BEL, a C1 CSI, a raw bidi
  /// override). A sequence's printable rest, left by a reader that dropped only its
  /// controls, is inert text.
  static func leaks(_ output: String) -> [String] {
    let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{9D}", "\u{202E}"]
    return forbidden.filter { output.unicodeScalars.contains($0) }.map { "U+\(String($0.value, radix: 16))" }
  }

  /// Finding 4: a pack file whose name holds escape sequences appears while the REPL runs;
  /// the "Reloaded the content: added …" line names it with the sequences removed.
  @Test func aHostileFileNameInTheReloadLineIsShownInert() throws {
    let questions = home.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let terminal = try LearnerTerminal.start(home: home)
    var mark = try terminal.waitFor("swiftdrill> ")
    try "---\nid: planted\ntitle: Planted\n---\n\n## Say yes\nid: q1\n\nSay yes.\n\n### Accept\n- yes\n"
      .write(to: questions.appendingPathComponent(Self.hostile + ".md"), atomically: true, encoding: .utf8)
    try terminal.typeWhenWaiting("packs\r")
    mark = try terminal.waitFor("Reloaded the content: added evil\\u{202E}txt.md", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    try terminal.typeWhenWaiting("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
    // The line editor writes escapes of its own on a terminal; none of the file name's may be
    // there, nor their payloads (the sanitiser drops a whole sequence).
    let output = terminal.output
    let leaked = ["\u{1B}]", "\u{1B}[2J", "\u{07}", "\u{9B}", "\u{202E}", "pwned", "cm0gLXJmIH4="].filter {
      output.contains($0)
    }
    expectTrue(leaked.isEmpty, "\(leaked) in \(output.debugDescription)")
  }

  /// A legacy collection (note types as JSON in `col.models`) holding `notes`, zipped as a package.
  static func package(
    at path: String, models: [String: Any], notes: [(id: Int64, model: Int64, fields: [String])]
  )
    throws
  {
    let collection = path + ".anki2"
    defer { unlink(collection) }
    let database = try SQLiteDatabase(path: collection, mode: .readWriteCreate)
    try database.execute(
      """
      CREATE TABLE col (id integer PRIMARY KEY, models text NOT NULL, decks text NOT NULL);
      CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL,
        tags text NOT NULL, flds text NOT NULL);
      CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL);
      """)
    let modelsText = String(decoding: try JSONSerialization.data(withJSONObject: models), as: UTF8.self)
    try database.run(
      "INSERT INTO col VALUES (1, ?1, '{\"1\": {\"name\": \"Default\"}}')", [.text(modelsText)])
    for note in notes {
      try database.run(
        "INSERT INTO notes VALUES (?1, ?2, ?3, '', ?4)",
        [
          .integer(note.id), .text("g\(note.id)"), .integer(note.model),
          .text(note.fields.joined(separator: "\u{1F}")),
        ])
      try database.run("INSERT INTO cards VALUES (?1, ?1, 1, 0)", [.integer(note.id)])
    }
    database.close()
    try ZipWriter.write(
      [(name: "collection.anki2", data: try Data(contentsOf: URL(fileURLWithPath: collection)))], to: path)
  }

  /// Finding 5: a note type's name, a field's name, a note's first field and a media file's
  /// name holding escape sequences reach the "Not converted" and "Converted with changes"
  /// lines of `import --anki` with the sequences removed.
  @Test func hostileNamesInAnAnkiPackageAreShownInert() throws {
    let field = { (name: String, order: Int) -> [String: Any] in ["name": name, "ord": order] }
    let models: [String: Any] = [
      "1": [
        "name": "Basic", "type": 0, "flds": [field("Front", 0), field("Back", 1), field(Self.hostile, 2)],
      ],
      "2": ["name": Self.hostile, "type": 0, "flds": [field("Only", 0)]],
    ]
    let path = home.appendingPathComponent("hostile.apkg").path
    try Self.package(
      at: path, models: models,
      notes: [
        (1, 1, ["\(Self.hostile) asks <img src=\"\(Self.hostile).png\">", "an answer", "unshown text"]),
        (2, 2, ["\(Self.hostile) alone"]),
      ])
    let folder = home.appendingPathComponent("out").path
    let result = try BinaryRun.run(
      ["import", "--anki", path, "--to", "hostile", "-o", folder], home: home,
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path])
    let output = result.stdout + result.stderr
    expectEqual(result.status, 0, "\(output)")
    // The lines the attack used are there, so what is checked below was printed.
    let flowing = result.flowingStdout
    expectTrue(
      flowing.contains("Not converted (1)") && flowing.contains("Converted with changes"), "\(output)")
    expectContains(flowing, "media dropped: evil\\u{202E}txt.png", "\(output)")
    expectContains(flowing, "a evil\\u{202E}txt note with fewer than two fields", "\(output)")
    expectContains(flowing, "went to the explanation: evil\\u{202E}txt", "\(output)")
    expectTrue(Self.leaks(output).isEmpty, "\(Self.leaks(output)) in \(output.debugDescription)")
    expectNotContains(output, "\u{1B}]52;")
  }
}
