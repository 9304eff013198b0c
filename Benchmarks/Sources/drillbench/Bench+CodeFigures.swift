import Foundation

extension Bench {
  /// (d) Checking a code answer vs a bare `swiftc` compile and run of the same files, with
  /// the flags swiftdrill passes (`-wmo -use-ld=lld`); then a retry (another right answer to
  /// the same question, not in the run cache), and the same answer again from the run cache.
  func codeAnswerVersusSwiftc() throws -> [Figure] {
    progress("(d) code answer vs swiftc -wmo -use-ld=lld")
    let folder = path("bank-code")
    try BankGenerator(packs: 1, questions: 1, mix: .code).write(to: URL(fileURLWithPath: folder))
    let answer = BankGenerator.codeAnswer(pack: 0, number: 0)
    let tests = BankGenerator.codeTests(pack: 0, number: 0)
    let input = try scratchFile("code-answer.txt", answer + ".\n")
    // The same function written another way: a new compile, as a learner's second try is.
    let retryAnswer = answer.replacingOccurrences(of: "  x * ", with: "  return x * ")
    let retryInput = try scratchFile("code-retry.txt", retryAnswer + ".\n")
    let skip = try scratchFile("code-skip.txt", ":skip\n")
    let home = path("home-d")
    let arguments = ["--content", folder, "quiz", "--count", "1", "--seed", "1"]
    let quiz = swiftdrill(arguments, home: home, stdin: input)

    let compileFolder = path("swiftc-baseline")
    try FileManager.default.createDirectory(atPath: compileFolder, withIntermediateDirectories: true)
    try Data(answer.utf8).write(to: URL(fileURLWithPath: compileFolder + "/answer.swift"))
    // The tests, then a line to show they ran to the end (swiftdrill's harness prints a token there).
    try Data((tests + "print(\"tests passed\")\n").utf8).write(
      to: URL(fileURLWithPath: compileFolder + "/main.swift"))
    let swiftcRun = Command.shell(
      "cd '\(compileFolder)' && rm -f program && \(swiftc) -swift-version 6 -wmo -use-ld=lld -module-name Learner "
        + "answer.swift main.swift -o program -lm && ./program")

    // A new session: no result of this answer, no parsed content; what a learner's machine
    // keeps between sessions (the module cache with the prebuilt harness, the compiler's job
    // line, the compiler's version kept beside its file's identity: path, size, times, inode)
    // stays, as the baseline's module cache does.
    let newSession = { (_: Side) in
      for part in ["runs", "content"] { self.remove(home + "/cache/" + part) }
    }
    let cold = try compare(quiz, swiftcRun, runs: runs, prepare: newSession)
    guard cold.subject.allSatisfy({ $0.stdout.lowercased().contains("correct") || $0.stdout.contains("✓") })
    else {
      throw Command.Failure.failed("quiz (code answer)", 0, cold.subject.first?.stdout ?? "")
    }
    guard cold.baseline.allSatisfy({ $0.stdout == "tests passed\n" }) else {
      throw Command.Failure.failed("swiftc baseline", 0, cold.baseline.first?.stdout ?? "")
    }
    // A retry: the first answer is in the run cache, the second is not (removed before each run).
    let retryQuiz = swiftdrill(arguments, home: home, stdin: retryInput)
    _ = try quiz.run()
    let retry = try compare(retryQuiz, swiftcRun, runs: runs) { side in
      if side == .subject { self.removeRetryResults(home: home) }
    }
    guard retry.subject.allSatisfy({ $0.stdout.lowercased().contains("correct") || $0.stdout.contains("✓") })
    else {
      throw Command.Failure.failed("quiz (retry)", 0, retry.subject.first?.stdout ?? "")
    }
    // Warm: the cache holds the answer; the check's own time is the difference from skipping it.
    _ = try quiz.run()
    let warm = try compare(quiz, swiftdrill(arguments, home: home, stdin: skip), runs: runs * 2)
    let cachedCheck = max(0, warm.subjectMedian - warm.baselineMedian) * 1_000
    return [
      Figure(
        key: "d", title: "a code answer (first of a session) vs swiftc -wmo -use-ld=lld and run",
        value: cold.ratio,
        unit: .ratio, goal: 0.7,
        detail: cold.detail("swiftdrill", "swiftc")
          + String(format: "; CPU %.0f / %.0f ms", cold.subjectCPU * 1_000, cold.baselineCPU * 1_000)),
      Figure(
        key: "d-retry", title: "another answer to the same question (a retry) vs the same swiftc",
        value: retry.ratio,
        unit: .ratio, goal: 0.7,
        detail: retry.detail("swiftdrill", "swiftc")
          + String(format: "; CPU %.0f / %.0f ms", retry.subjectCPU * 1_000, retry.baselineCPU * 1_000)),
      Figure(
        key: "d′", title: "the same answer checked again (from cache)", value: cachedCheck,
        unit: .milliseconds, goal: 10,
        detail: "answer \(Statistics.milliseconds(warm.subjectMedian)) − :skip "
          + "\(Statistics.milliseconds(warm.baselineMedian)), median of \(warm.subject.count)"),
    ]
  }

  /// Removes every cached run result but the newest before the retry's (the first answer's).
  func removeRetryResults(home: String) {
    let folder = home + "/cache/runs"
    // Results only: the folder also holds the secret its keys are made with (`.key`).
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".json")
    }
    let dated = names.compactMap { name -> (String, Date)? in
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
      return (attributes?[.modificationDate] as? Date).map { (name, $0) }
    }.sorted { $0.1 < $1.1 }
    for (name, _) in dated.dropFirst() { remove(folder + "/" + name) }
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
