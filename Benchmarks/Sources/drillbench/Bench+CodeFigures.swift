import Foundation

extension Bench {
  /// (d) Checking a code answer vs a bare `swiftc` compile and run of the same files;
  /// then the same answer again, served from the run cache.
  func codeAnswerVersusSwiftc() throws -> [Figure] {
    progress("(d) code answer vs swiftc")
    let folder = path("bank-code")
    try BankGenerator(packs: 1, questions: 1, mix: .code).write(to: URL(fileURLWithPath: folder))
    let answer = BankGenerator.codeAnswer(pack: 0, number: 0)
    let tests = BankGenerator.codeTests(pack: 0, number: 0)
    let input = try scratchFile("code-answer.txt", answer + ".\n")
    let skip = try scratchFile("code-skip.txt", ":skip\n")
    let home = path("home-d")
    let arguments = ["--content", folder, "quiz", "--count", "1", "--seed", "1"]
    let quiz = swiftdrill(arguments, home: home, stdin: input)

    let compileFolder = path("swiftc-baseline")
    try FileManager.default.createDirectory(atPath: compileFolder, withIntermediateDirectories: true)
    try Data(answer.utf8).write(to: URL(fileURLWithPath: compileFolder + "/answer.swift"))
    try Data(tests.utf8).write(to: URL(fileURLWithPath: compileFolder + "/main.swift"))
    let swiftcRun = Command.shell(
      "cd '\(compileFolder)' && \(swiftc) -swift-version 6 -module-name Learner answer.swift main.swift "
        + "-o program -lm && ./program")

    let cold = try compare(quiz, swiftcRun, runs: runs) { _ in remove(home + "/cache") }
    guard cold.subject.allSatisfy({ $0.stdout.lowercased().contains("correct") || $0.stdout.contains("✓") })
    else {
      throw Command.Failure.failed("quiz (code answer)", 0, cold.subject.first?.stdout ?? "")
    }
    // Warm: the cache holds the answer; the check's own time is the difference from skipping it.
    let warm = try compare(quiz, swiftdrill(arguments, home: home, stdin: skip), runs: runs * 2)
    let cachedCheck = max(0, warm.subjectMedian - warm.baselineMedian) * 1_000
    return [
      Figure(
        key: "d", title: "checking a code answer vs swiftc compile and run", value: cold.ratio,
        unit: .ratio, goal: 1.2, detail: cold.detail("swiftdrill", "swiftc")),
      Figure(
        key: "d′", title: "the same answer checked again (from cache)", value: cachedCheck,
        unit: .milliseconds, goal: 10,
        detail: "answer \(Statistics.milliseconds(warm.subjectMedian)) − :skip "
          + "\(Statistics.milliseconds(warm.baselineMedian)), median of \(warm.subject.count)"),
    ]
  }

  /// (e) `check --run` over the bundled content with two jobs vs one, each from a cold cache;
  /// then a second, warm run.
  func parallelCheck() throws -> [Figure] {
    progress("(e) check --run --jobs 2 vs --jobs 1 (slow: compiles every bundled snippet)")
    let home = path("home-e")
    let two = swiftdrill(["check", "--run", "--jobs", "2"] + checkContent, home: home, bundled: true)
    let one = swiftdrill(["check", "--run", "--jobs", "1"] + checkContent, home: home, bundled: true)
    let content = checkContent.isEmpty ? "" : ", subset: " + checkContent.joined(separator: " ")
    // Both runs must pass (status 0: every claim proved) and prove the same claims: the
    // summary line, which counts them, is the same apart from how many came from the cache.
    let cold = try compare(two, one, runs: heavyRuns, warmup: 0) { _ in
      remove(home + "/cache")
    }
    func summary(_ sample: Command.Sample) -> String {
      let last = Command.words(sample.stdout).components(separatedBy: "Checked ").last ?? ""
      return "Checked "
        + last.replacingOccurrences(
          of: #" \(\d+ from cache\)"#, with: "", options: .regularExpression)
    }
    var failures: [String] = []
    let summaries = Set((cold.subject + cold.baseline).map(summary))
    if summaries.count != 1 {
      failures.append("jobs 2 and jobs 1 differ: \(summaries.sorted().joined(separator: " | "))")
    }
    var warmRuns: [Double] = []
    for _ in 0..<runs {
      let warmRun = try two.run()
      if summary(warmRun) != summaries.first { failures.append("a warm run said \(summary(warmRun))") }
      warmRuns.append(warmRun.seconds)
    }
    let warm = Statistics.median(warmRuns)
    let failure = failures.isEmpty ? nil : failures.joined(separator: "; ")
    let capacity = try machineParallelism()
    return [
      Figure(
        key: "e", title: "check --run, bundled content, --jobs 2 vs --jobs 1", value: cold.ratio,
        unit: .ratio, goal: 0.6,
        detail: cold.detail("jobs 2", "jobs 1") + content
          + String(format: "; two bare swiftc at once vs in turn: %.3f× (what the machine allows)", capacity),
        failure: failure),
      Figure(
        key: "e′", title: "second (warm) check --run vs the cold one", value: warm / cold.subjectMedian,
        unit: .ratio, goal: 0.1,
        detail: "warm \(Statistics.milliseconds(warm)) / cold \(Statistics.milliseconds(cold.subjectMedian))"
          + content, failure: failure),
    ]
  }

  /// Two bare `swiftc` compiles at once vs one after the other: the best ratio (e)
  /// can reach on this machine now (other users' load, scheduler groups).
  func machineParallelism() throws -> Double {
    let folder = path("swiftc-pair")
    for side in ["a", "b"] {
      try FileManager.default.createDirectory(atPath: "\(folder)/\(side)", withIntermediateDirectories: true)
      try Data("print((1...10).reduce(0, +))\n".utf8).write(
        to: URL(fileURLWithPath: "\(folder)/\(side)/main.swift"))
    }
    func compile(_ side: String) -> String {
      "(cd '\(folder)/\(side)' && \(swiftc) -swift-version 6 main.swift -o program)"
    }
    let together = Command.shell("\(compile("a")) & \(compile("b")); wait")
    let inTurn = Command.shell("\(compile("a")) && \(compile("b"))")
    return try compare(together, inTurn, runs: max(runs, 3)).ratio
  }
}
