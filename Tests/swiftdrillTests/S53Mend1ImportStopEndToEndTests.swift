import DrillKitTesting
import DrillProgress
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 53's tryout, finding 9: `import --anki`, `--reviews-csv` and `--backup` ignored Ctrl-C
/// (and SIGTERM): the import ran on to the end, wrote its pack and its reviews, and exited 0. Each
/// is now one transaction with its pack placed last: a stop keeps nothing of it, says so, and ends
/// with status 1 (Ctrl-C) or as the signal ends it (SIGTERM), as `export` does.
@Suite(.ownThreads, .serialized) struct S53Mend1ImportStopEndToEndTests {
  /// The three inputs, made once: a review log of `reviews` rows (the course's five questions and
  /// foreign cards), a backup of a home that imported it, and an Anki package of that home's
  /// course with its history.
  struct Inputs {
    var csv: URL
    var backup: URL
    var package: URL
    var reviews: Int
  }

  static let inputs: Result<Inputs, any Error> = Result { try makeInputs() }

  static func makeInputs() throws -> Inputs {
    let source = TemporaryHome.make()
    let questions = ["constant-keyword", "nil-coalescing", "loop-output", "double", "why-values"]
    let count = 20_000
    var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
    lines.reserveCapacity(count + 1)
    for index in 0..<count {
      let card = index % 2 == 0 ? "basics/\(questions[index / 2 % 5])" : "\(1_700_000_000 + index % 97)"
      lines.append("\(card),\(1_600_000_000_000 + Int64(index) * 60_000),\(index % 4 + 1),,1200")
    }
    let csv = source.appendingPathComponent("log.csv")
    try (lines.joined(separator: "\n") + "\n").write(to: csv, atomically: true, encoding: .utf8)
    let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
    let made = try BinaryRun.run(["import", "--reviews-csv", csv.path], home: source, environment: course)
    let backup = source.appendingPathComponent("backup.json")
    let package = source.appendingPathComponent("deck.apkg")
    let exported = try BinaryRun.run(
      ["export", "--backup", backup.path, "--anki", package.path, "--with-progress"], home: source,
      environment: course)
    guard made.status == 0, exported.status == 0 else {
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: made.stderr + exported.stderr])
    }
    return Inputs(csv: csv, backup: backup, package: package, reviews: count)
  }

  /// How a run ended and what the home holds after it.
  struct Ended {
    var status: Int32
    var signalled: Bool
    var stdout: String
    var stderr: String
    var reviews: Int
    var foreignReviews: Int
    /// The names in the pack folder (nil: no folder).
    var packFolder: [String]?
  }

  /// `swiftdrill ARGUMENTS` (`import …` with `input` copied into a fresh home, as `nobody` when
  /// `asNobody`) sent `signal` once it has read as many bytes as `input` holds (nil: never); a
  /// piped REPL when `lines` are given.
  func run(
    _ arguments: (URL) -> [String], input: URL, asNobody: Bool, signal: Int32?,
    lines: ((URL) -> String)? = nil
  ) throws -> Ended {
    let home = TemporaryHome.make()
    let copy = home.appendingPathComponent(input.lastPathComponent)
    try FileManager.default.copyItem(at: input, to: copy)
    let stdin = home.appendingPathComponent("stdin")
    try Data((lines?(copy) ?? "").utf8).write(to: stdin)
    var binary = BinaryRun.executable.path
    if asNobody {
      let nobody = try #require(UserAccount.named("nobody"))
      for path in [home.path, copy.path, stdin.path] { expectEqual(chown(path, nobody.uid, nobody.gid), 0) }
      binary = try ReliabilityCommand.readable().appendingPathComponent(
        BinaryRun.executable.lastPathComponent
      ).path
    }
    let command = (asNobody ? ReliabilityCommand.asNobody : []) + [binary] + arguments(copy)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    var environment = BinaryRun.environment(home: home)
    environment["SWIFTDRILL_BUNDLED"] = "none"
    process.environment = environment
    let output = home.appendingPathComponent("out.txt")
    let errors = home.appendingPathComponent("err.txt")
    for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let outputHandle = try FileHandle(forWritingTo: output)
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    // The test runner's threads block SIGTERM, and a child keeps the mask it starts with.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopping, number) }
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopping, &mask)
    try process.run()
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    if let signal {
      let size = try #require(try FileManager.default.attributesOfItem(atPath: input.path)[.size] as? Int)
      let deadline = Date().addingTimeInterval(120)
      while process.isRunning, !Self.hasRead(size, process.processIdentifier), Date() < deadline {
        usleep(500)
      }
      if process.isRunning { kill(process.processIdentifier, signal) }
    }
    process.waitUntilExit()
    try outputHandle.close()
    try errorHandle.close()
    let database = home.appendingPathComponent("progress.sqlite")
    var reviews = 0
    var foreign = 0
    if FileManager.default.fileExists(atPath: database.path) {
      let store = try ProgressStore(url: database, access: .readOnly)
      reviews = try store.transfer.reviewExportRows().count
      foreign = try store.transfer.foreignReviewCounts().reviews
    }
    return Ended(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      stdout: try String(contentsOf: output, encoding: .utf8),
      stderr: try String(contentsOf: errors, encoding: .utf8),
      reviews: reviews, foreignReviews: foreign,
      packFolder: try? FileManager.default.contentsOfDirectory(
        atPath: home.appendingPathComponent("pack").path))
  }

  /// Whether process `pid` catches SIGINT (its handler is in) and has read `size` bytes.
  static func hasRead(_ size: Int, _ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let caught = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(caught.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16),
      mask & (1 << (UInt64(SIGINT) - 1)) != 0,
      let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
      let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }),
      let read = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    else { return false }
    return read >= size
  }

  /// Each import, stopped by Ctrl-C once it has read its file, keeps nothing; never stopped, it
  /// brings everything in.
  func stopsAndControls(asNobody: Bool) throws {
    let inputs = try Self.inputs.get()
    let parts: [(name: String, input: URL, arguments: (URL) -> [String])] = [
      ("--reviews-csv", inputs.csv, { ["import", "--reviews-csv", $0.path] }),
      ("--backup", inputs.backup, { ["import", "--backup", $0.path] }),
      (
        "--anki", inputs.package,
        {
          [
            "import", "--anki", $0.path, "-o",
            $0.deletingLastPathComponent().appendingPathComponent("pack").path,
          ]
        }
      ),
    ]
    for part in parts {
      let stopped = try run(part.arguments, input: part.input, asNobody: asNobody, signal: SIGINT)
      let said =
        "\(part.name) as \(asNobody ? "nobody" : "root"): \(stopped.status) \(stopped.stdout)\(stopped.stderr)"
      expectEqual(stopped.status, 1, "\(said)")
      expectTrue(!stopped.signalled, "\(said)")
      expectContains(stopped.stderr, "import stopped (Ctrl-C): nothing was imported", "\(said)")
      expectEqual(stopped.reviews, 0, "\(said)")
      expectEqual(stopped.foreignReviews, 0, "\(said)")
      expectTrue(stopped.packFolder == nil, "\(said) \(stopped.packFolder ?? [])")

      let whole = try run(part.arguments, input: part.input, asNobody: asNobody, signal: nil)
      let told = "\(part.name) as \(asNobody ? "nobody" : "root"): \(whole.stdout)\(whole.stderr)"
      expectEqual(whole.status, 0, "\(told)")
      // The package carries the course's reviews only; the log and the backup every row.
      expectEqual(
        whole.reviews + whole.foreignReviews, part.name == "--anki" ? inputs.reviews / 2 : inputs.reviews,
        "\(told)")
      if part.name == "--anki" { expectEqual(whole.packFolder, ["basics.md"], "\(told)") }
    }
  }

  @Test func aStoppedImportKeepsNothingAndOneLetRunKeepsAll() throws {
    try stopsAndControls(asNobody: false)
  }

  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func asALearnerTooAStoppedImportKeepsNothing() throws {
    try stopsAndControls(asNobody: true)
  }

  @Test func sigtermEndsTheImportAsItEndsAProgramKeepingNothing() throws {
    let inputs = try Self.inputs.get()
    let ended = try run(
      { ["import", "--reviews-csv", $0.path] }, input: inputs.csv, asNobody: false, signal: SIGTERM)
    expectTrue(ended.signalled, "\(ended.status) \(ended.stderr)")
    expectEqual(ended.status, SIGTERM)
    expectContains(ended.stderr, "import stopped (SIGTERM): nothing was imported", "\(ended.stderr)")
    expectEqual(ended.reviews + ended.foreignReviews, 0)
  }

  @Test func inTheREPLCtrlCStopsTheImportAndThePromptComesBack() throws {
    let inputs = try Self.inputs.get()
    let ended = try run(
      { _ in [] }, input: inputs.csv, asNobody: false, signal: SIGINT,
      lines: { "import --reviews-csv \($0.path)\nstats\n" })
    expectContains(ended.stderr, "import stopped (Ctrl-C): nothing was imported", "\(ended.stderr)")
    // The next line ran: the REPL went on.
    expectContains(ended.stdout, "Your progress", "\(ended.stdout)")
    expectEqual(ended.reviews + ended.foreignReviews, 0)
  }
}
