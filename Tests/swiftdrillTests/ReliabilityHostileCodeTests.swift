import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Code answers that attack the machine, typed into `quiz`: each is stopped by
/// the sandbox, reported as a failed answer, and the quiz goes on to the next
/// question. (An answer that loops forever waits for the 10 s time limit, so it
/// runs in `make reliability`, Benchmarks/reliability.sh.)
@Suite(.ownThreads) struct ReliabilityHostileCodeTests {
  /// Questions that all take the same answer shape: `func value() -> Int`, tested by `main.swift`.
  static func pack(questions: Int) -> String {
    var text = "---\nid: hostile-code\ntitle: Hostile code\n---\n"
    for number in 1...questions {
      text += """

        ## Return one \(number)
        id: one-\(number)
        type: code

        Write `value()` that returns 1.

        ### Tests
        ```swift
        precondition(value() == 1)
        print("tests passed")
        ```

        ### Answer
        ```swift
        func value() -> Int { 1 }
        ```

        """
    }
    return text
  }

  /// Makes processes until it cannot (at most 400); each child sleeps in `sleep 4242.5`.
  static let forks = """
    import Glibc
    func value() -> Int {
      var made = 0
      for _ in 0..<400 {
        let pid = fork()
        if pid == 0 {
          let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("4242.5"), nil]
          execv("/bin/sleep", arguments)
          _exit(0)
        }
        if pid < 0 { break }
        made += 1
      }
      preconditionFailure("made \\(made) processes")
    }
    """

  static let floods = """
    func value() -> Int {
      let line = String(repeating: "flood ", count: 200)
      while true { print(line) }
    }
    """

  /// Reserves 16 MB blocks forever (untouched, so the machine is not really filled).
  static let allocates = """
    func value() -> Int {
      var blocks: [UnsafeMutableRawPointer] = []
      while true { blocks.append(UnsafeMutableRawPointer.allocate(byteCount: 1 << 24, alignment: 16)) }
    }
    """

  /// Connects to the test's own listener on 127.0.0.1.
  static func connects(port: UInt16) -> String {
    """
    import Glibc
    func value() -> Int {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      precondition(fd >= 0, "no socket: errno \\(errno)")
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = \(port.bigEndian)
      address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      preconditionFailure(result == 0 ? "CONNECTED" : "connect failed: errno \\(errno)")
    }
    """
  }

  // A safety net against a hang, not an assertion: four compiles and four runs of up to 10 s
  // take a few minutes on a loaded machine, so the limit is far above that.
  @Test(.timeLimit(.minutes(20)))
  func hostileAnswersAreStoppedReportedAndTheQuizGoesOn() throws {
    let listener = try LoopbackListener()
    let answers = [Self.forks, Self.floods, Self.allocates, Self.connects(port: listener.port)]
    let home = TemporaryHome.make()
    let folder = home.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.pack(questions: answers.count).utf8).write(to: folder.appendingPathComponent("hostile.md"))
    let input = answers.map { $0 + "\n.\n" }.joined()

    let quiz = try BinaryRun.run(
      ["quiz", "--pack", "hostile-code", "--count", "\(answers.count)", "--seed", "1"], input: input,
      home: home,
      environment: ["SWIFTDRILL_BUNDLED": "none"])
    let output = quiz.stdout
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    // Every answer was checked, marked wrong, and the quiz reached its summary.
    expectEqual(output.components(separatedBy: "✗ Not quite").count - 1, answers.count, "\(output)")
    expectContains(output, "Quiz summary")
    expectContains(output, "Accuracy  0 of \(answers.count) right", "\(output)")
    expectNotContains(output, "tests passed")

    // Forks: the process limit held, and no child outlived the run.
    let made = output.firstMatch(of: /made (\d+) processes/).flatMap { Int($0.1) }
    expectEqual(made.map { $0 < 400 }, true, "process count: \(String(describing: made))")
    expectTrue(!ReliabilityCommand.tool("/usr/bin/pgrep", ["-f", "sleep 4242.5"]), "a forked child survived")
    // Floods: cut at the output limit.
    expectContains(output, "The tests did not pass (output limit)", "\(output)")
    // Allocation: stopped by the memory limit, not by the machine running out.
    expectContains(output, "The tests did not pass (memory limit)", "\(output)")
    expectContains(output, "failed to allocate")
    // Network: no connection reached the listener.
    expectNotContains(output, "Fatal error: CONNECTED")
    expectTrue(output.contains("Fatal error: connect failed") || output.contains("Fatal error: no socket"))
    expectTrue(!listener.hasPendingConnection())
    // Nothing a hostile answer printed reached the screen raw: the flood is cut short.
    expectTrue(output.utf8.count < 64 * 1024, "\(output.utf8.count) bytes shown")
  }
}

/// A TCP listener on 127.0.0.1 (any free port), to see whether sandboxed code reaches it.
final class LoopbackListener {
  private let socketDescriptor: Int32
  let port: UInt16

  struct Failure: Error {}

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, 4) == 0
          && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw Failure()
    }
    socketDescriptor = descriptor
    port = UInt16(bigEndian: address.sin_port)
  }

  deinit { close(socketDescriptor) }

  /// Whether a connection is waiting to be accepted.
  func hasPendingConnection() -> Bool {
    var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }
}
