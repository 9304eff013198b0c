import Foundation

extension Bench {
  /// The 10,000-question bank (100 packs × 100 questions, every type) and its bytes in one file.
  /// `-v2` since its explain questions' Answers state their key points (every `check` audits them):
  /// a bank generated before has Answers that fail the audit. `-v3` since each explain question
  /// has its own Answer and points (`ExplainVocabulary`): before, they were nearly all alike.
  func bigBank() throws -> (folder: String, markdown: String) {
    try bank(named: "bank10k-v3", mix: .all)
  }

  /// A generated 10,000-question bank in `name`, and the Markdown cmark-gfm is
  /// given for it: the pack files concatenated, each without its front matter.
  func bank(named name: String, mix: BankGenerator.Mix) throws -> (folder: String, markdown: String) {
    let folder = path(name)
    let joined = path(name + ".md")
    if !FileManager.default.fileExists(atPath: joined) {
      progress("generating 10,000 questions (\(mix.rawValue))")
      let files = try BankGenerator(packs: 100, questions: 100, mix: mix).write(
        to: URL(fileURLWithPath: folder))
      var all = ""
      for file in files {
        all += BankGenerator.markdownBody(try String(contentsOf: file, encoding: .utf8))
      }
      try Data(all.utf8).write(to: URL(fileURLWithPath: joined))
    }
    return (folder, joined)
  }

  /// The three shapes of 10,000-question bank figure (a) checks, with their folders.
  static let checkShapes: [(name: String, folder: String, mix: BankGenerator.Mix)] = [
    ("mixed", "bank10k-v3", .all), ("prose", "bank10k-v3-prose", .prose),
    ("unicode", "bank10k-v3-unicode", .unicode),
  ]

  /// A bundled folder that holds the grading lexicon and nothing else: figure (a)'s `check`
  /// grades key points with the words an installed binary ships, and no bundled pack is
  /// loaded beside the bank. (Until session 22 the copy found no lexicon and audited with
  /// stemming alone: 8–15 % fewer instructions than a learner's `check`.)
  func lexiconOnlyFolder() throws -> String {
    let folder = work.appendingPathComponent("lexicon-only", isDirectory: true)
    let grading = folder.appendingPathComponent("grading", isDirectory: true)
    try FileManager.default.createDirectory(at: grading, withIntermediateDirectories: true)
    let copy = grading.appendingPathComponent("lexicon.txt")
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: lexicon), to: copy)
    return folder.path
  }

  /// (a) `check` without `--run` over 10,000 questions vs `cmark-gfm` rendering the same
  /// Markdown, on three shapes of bank: wall and CPU time, and peak memory with no cache
  /// (the home is removed before every run). Each figure is the worst shape. Both sides
  /// are checked to have read every question: check's summary counts 10,000 questions
  /// and no error, and cmark-gfm's whole HTML (one untimed run) has 10,000 `<h2>`.
  func checkVersusCmark() throws -> [Figure] {
    var shapes: [(name: String, result: Comparison)] = []
    var failures: [String] = []
    let bundled = try lexiconOnlyFolder()
    for shape in Self.checkShapes {
      progress("(a) check vs cmark-gfm, \(shape.name) bank")
      let bank = try bank(named: shape.folder, mix: shape.mix)
      let home = path("home-a-\(shape.name)")
      var check = swiftdrill(["check", bank.folder + "/questions"], home: home)
      check.environment["SWIFTDRILL_BUNDLED"] = bundled
      let cmark = Command(cmark, ["--extension", "tasklist", "--extension", "table"], stdin: bank.markdown)
      let result = try compare(check, cmark, runs: runs) { side in
        if side == .subject { remove(home) }
      }
      shapes.append((shape.name, result))
      let summaries = Set(result.subject.map { Command.words($0.stdout) })
      let expected = "Checked 100 packs (10000 questions) and 0 lessons: 0 errors, 0 warnings"
      if summaries != [expected] {
        failures.append(
          "\(shape.name): check said \(summaries.sorted().joined(separator: " | ").suffix(300))")
      }
      let html = try cmark.run(keepBytes: .max).stdout
      let headings = Command.occurrences(of: "<h2>", in: html)
      if headings != 10_000 { failures.append("\(shape.name): cmark-gfm wrote \(headings) <h2>, not 10000") }
    }
    func worst(_ value: (Comparison) -> Double) -> (name: String, result: Comparison) {
      shapes.max { value($0.result) < value($1.result) } ?? shapes[0]
    }
    func each(_ text: (Comparison) -> String) -> String {
      shapes.map { "\($0.name): \(text($0.result))" }.joined(separator: "; ")
    }
    let wall = worst(\.ratio)
    let cpu = worst(\.cpuRatio)
    let memory = worst(\.peakMemory)
    let failure = failures.isEmpty ? nil : failures.joined(separator: "; ")
    return [
      Figure(
        key: "a-cpu",
        title:
          "CPU time of check, 10,000 questions, vs cmark-gfm's on the same Markdown (worst shape: \(cpu.name))",
        value: cpu.result.cpuRatio, unit: .ratio, goal: 1.5,
        detail: each {
          String(
            format: "%.3f× (%.1f / %.1f ms)", $0.cpuRatio, $0.subjectCPU * 1000, $0.baselineCPU * 1000)
        }, failure: failure),
      Figure(
        key: "a", title: "wall time of that check vs cmark-gfm's (worst shape: \(wall.name))",
        value: wall.result.ratio, unit: .ratio, goal: 1.0,
        detail: each { String(format: "%.3f×, ", $0.ratio) + $0.detail("check", "cmark-gfm") },
        failure: failure),
      Figure(
        key: "f′", title: "peak memory of check over 10,000 questions, cold (worst shape: \(memory.name))",
        value: memory.result.peakMemory / 1_048_576, unit: .megabytes, goal: 40,
        detail: each {
          String(
            format: "%.1f MB (cmark-gfm %.1f MB)", $0.peakMemory / 1_048_576,
            $0.baselinePeakMemory / 1_048_576)
        }, failure: failure),
    ]
  }

  /// (b) Time to the first prompt of a quiz over the bundled content vs a bare Foundation "hello".
  /// Every run is checked: the quiz printed its one question ("Question 1 of 1") and ended with status 0
  /// (stdin at its end is a quiet stop); hello printed its line.
  func firstPromptVersusHello() throws -> [Figure] {
    progress("(b) first prompt vs hello")
    let home = path("home-b")
    let quiz = swiftdrill(["quiz", "--count", "1", "--seed", "1"], home: home, bundled: true)
    let result = try compare(quiz, Command(hello), runs: runs, warmup: 2)
    var failures: [String] = []
    if let run = result.subject.first(where: { !$0.stdout.contains("Question 1 of 1") }) {
      failures.append("a quiz run printed no first question: \(run.stdout.prefix(200))")
    }
    if let run = result.baseline.first(where: { $0.stdout != "hello from hello\n" }) {
      failures.append("hello printed \(run.stdout.prefix(80))")
    }
    return [
      Figure(
        key: "b", title: "first quiz prompt, bundled content, vs Foundation hello", value: result.ratio,
        unit: .ratio, goal: 2, detail: result.detail("swiftdrill", "hello"),
        failure: failures.isEmpty ? nil : failures.joined(separator: "; "))
    ]
  }

  /// (c) 1,000 scripted answers, each committed, vs Anki answering 1,000 cards Good.
  func answersVersusAnki() throws -> [Figure] {
    progress("(c) 1,000 answers vs Anki")
    let folder = path("bank1k")
    let pristine = path("anki1k-v2.anki2")
    if !FileManager.default.fileExists(atPath: pristine) {
      try BankGenerator(packs: 10, questions: 100, mix: .short).write(to: URL(fileURLWithPath: folder))
      _ = try Command(python, [ankiScript, "build", pristine, folder + "/anki.tsv"]).run()
    }
    let input = try scratchFile("answers1k.txt", String(repeating: "yes\n", count: 1_000))
    let home = path("home-c")
    let quiz = swiftdrill(
      ["--content", folder, "quiz", "--count", "1000", "--seed", "1"], home: home, stdin: input)
    let copy = path("anki1k-run.anki2")
    let anki = Command(python, [ankiScript, "answer", copy, "1000"])
    let result = try compare(quiz, anki, runs: runs) { side in
      if side == .subject {
        remove(home)
      } else {
        for suffix in ["", "-wal", "-shm", ".media"] { remove(copy + suffix) }
        try FileManager.default.copyItem(atPath: pristine, toPath: copy)
      }
    }
    // The last swiftdrill run's store (the home is removed before each one) must hold
    // every answer, and every Anki run must have answered every card (it prints how many).
    let recorded = try Command(
      "sqlite3", [home + "/progress.sqlite", "select count(*) from reviews"]
    ).run().stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    var failures: [String] = []
    if Int(recorded) != 1_000 { failures.append("\(recorded) reviews recorded for 1000 answers") }
    if let run = result.baseline.first(where: {
      $0.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != "1000"
    }) {
      failures.append("anki answered \(run.stdout.prefix(40)) cards, not 1000")
    }
    return [
      Figure(
        key: "c", title: "1,000 scripted answers committed vs Anki answering 1,000 cards",
        value: result.ratio, unit: .ratio, goal: 0.5,
        detail: result.detail("swiftdrill", "anki") + "; \(recorded) reviews recorded",
        failure: failures.isEmpty ? nil : failures.joined(separator: "; "))
    ]
  }

  /// (g), (f) and (f″): the first drill question over 10,000 questions vs Anki's first card;
  /// the peak memory of that drill with the parsed-content cache warm, and of the first
  /// drill with no cache (the home is removed before every run), each on both bank shapes.
  func drillVersusAnki() throws -> [Figure] {
    progress("(g) first drill question vs Anki, (f) memory")
    let mixed = try bigBank()
    // v2: the deck allows every new card any day (set when built, not in each timed run).
    let collection = path("anki10k-v2.anki2")
    if !FileManager.default.fileExists(atPath: collection) {
      progress("building the 10,000-card Anki collection")
      _ = try Command(python, [ankiScript, "build", collection, mixed.folder + "/anki.tsv"]).run()
    }
    let drill = swiftdrill(
      ["--content", mixed.folder, "drill", "--new", "10"], home: path("home-g"))
    let anki = Command(python, [ankiScript, "first", collection])
    let result = try compare(drill, anki, runs: runs, warmup: 2)
    // Both showed a first card: the drill its "Question 1 of 10", Anki the card's question text.
    var failures: [String] = []
    if let run = result.subject.first(where: { !$0.stdout.contains("Question 1 of 10") }) {
      failures.append("a drill run showed no first question: \(run.stdout.prefix(200))")
    }
    // Anki's first new card is the first note added: the bank's first question.
    let firstFront =
      try String(contentsOfFile: mixed.folder + "/anki.tsv", encoding: .utf8)
      .prefix { $0 != "\n" }.split(separator: "\t").dropFirst().first.map(String.init) ?? "?"
    if let run = result.baseline.first(where: { !$0.stdout.contains(firstFront) }) {
      failures.append("anki did not show the first card (\(firstFront)): \(run.stdout.suffix(200))")
    }

    var warm: [(name: String, peak: Double)] = [("mixed", result.peakMemory)]
    var cold: [(name: String, peak: Double)] = []
    for (name, mix) in [("mixed", BankGenerator.Mix.all), ("prose", .prose)] {
      progress("(f″) first drill with no cache, \(name) bank")
      let shape = try bank(named: name == "mixed" ? "bank10k-v3" : "bank10k-v3-prose", mix: mix)
      let home = path("home-f-\(name)")
      let command = swiftdrill(["--content", shape.folder, "drill", "--new", "10"], home: home)
      let first = try samples(command, runs: runs) { remove(home) }
      cold.append((name, Statistics.median(first.map { Double($0.peakMemory) })))
      if name == "prose" {
        // The last first run left the snapshot: these find the cache warm.
        let again = try samples(command, runs: runs)
        warm.append((name, Statistics.median(again.map { Double($0.peakMemory) })))
      }
    }
    func figure(_ key: String, _ title: String, _ peaks: [(name: String, peak: Double)]) -> Figure {
      Figure(
        key: key, title: title, value: (peaks.map(\.peak).max() ?? 0) / 1_048_576, unit: .megabytes, goal: 50,
        detail: peaks.map { "\($0.name): " + String(format: "%.1f MB", $0.peak / 1_048_576) }
          .joined(separator: "; ") + ", median of \(runs)")
    }
    return [
      Figure(
        key: "g", title: "first drill question, 10,000 questions, vs Anki's first card", value: result.ratio,
        unit: .ratio, goal: 0.05, detail: result.detail("swiftdrill", "anki"),
        failure: failures.isEmpty ? nil : failures.joined(separator: "; ")),
      figure("f", "peak memory, 10,000 questions loaded (drill, cache warm; worse shape)", warm),
      figure("f″", "peak memory of the first drill over 10,000 questions, no cache (worse shape)", cold),
    ]
  }
}
