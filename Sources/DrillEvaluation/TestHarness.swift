import DrillMarkdown

/// The file compiled beside every code question's answer and Tests: it gives
/// Tests an `expect(actual, expected, "what")` that, when a check fails, says
/// in the learner's terms what was checked, what was expected and what came
/// back, then stops the run (exit status 1).
public enum TestHarness {
  /// The harness as a source file.
  public static let file = SourceFile(name: "harness.swift", displayName: "test harness", code: source)

  /// How a failed check starts on standard error; the evaluator looks for it.
  public static let failureMarker = "Check failed: "

  /// The harness source. The two C calls it makes (`write`, `exit`) are bound by their names
  /// (`@_silgen_name`), not imported: importing Glibc made every program that uses the harness
  /// load that module (4.5 % of the frontend's instructions for a small answer; a `private` or
  /// `@_implementationOnly` import is still loaded through the `@testable` import of the
  /// prebuilt harness). Seven lines, as the imports were: no line of the harness moves.
  static let source = """
    // write(2) and exit(3) of the C library, bound by name (importing it slowed every compile).
    @_silgen_name("write")
    private func harnessWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int
    @_silgen_name("exit")
    private func harnessExit(_ status: Int32) -> Never
    //
    //

    /// Checks that `actual` equals `expected`; when it does not, says what was
    /// checked, what was expected and what came back, and stops the tests.
    func expect<Value: Equatable>(
      _ actual: Value, _ expected: Value, _ what: String = "", file: StaticString = #fileID, line: UInt = #line
    ) {
      guard actual != expected else { return }
      let name = what.isEmpty ? "a value" : what
      let message = "\(failureMarker)\\(name)\\n  expected: \\(String(reflecting: expected))\\n  got:      \\(String(reflecting: actual))\\n"
      harnessReport(message, file: file, line: line)
    }

    /// Checks that `condition` holds; when it does not, says what was checked and stops the tests.
    func expect(_ condition: Bool, _ what: String = "", file: StaticString = #fileID, line: UInt = #line) {
      guard !condition else { return }
      harnessReport("\(failureMarker)\\(what.isEmpty ? "a condition" : what)\\n", file: file, line: line)
    }

    /// Writes a failed check, after the line that made it (`Learner/main.swift:3: `, as the
    /// runtime names a failed precondition), to standard error and stops the tests with exit status 1.
    func harnessReport(_ message: String, file: StaticString, line: UInt) -> Never {
      var bytes = Array("\\(file):\\(line): \\(message)".utf8)
      _ = harnessWrite(2, &bytes, bytes.count)
      harnessExit(1)
    }

    """

  /// What the prebuilt harness (`HarnessModule`) adds after `source`, so every line of the
  /// harness keeps its number: the function that prints the completion token from two halves
  /// given as hexadecimal digits (`CompletionToken.prebuiltHarnessLine`).
  static let finishFunction = "harnessFinished"
  static let finishSource = """

    /// Prints the completion token: the two halves, given as hexadecimal digits, XOR-ed.
    func \(finishFunction)(_ mask: StaticString, _ value: StaticString) {
      func bytes(_ text: StaticString) -> [UInt8] {
        var result: [UInt8] = []
        var high: UInt8?
        for digit in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
          let nibble = digit <= 57 ? digit - 48 : digit - 87
          if let first = high {
            result.append(first << 4 | nibble)
            high = nil
          } else {
            high = nibble
          }
        }
        return result
      }
      print("\\n" + String(decoding: zip(bytes(mask), bytes(value)).map { $0 ^ $1 }, as: UTF8.self))
    }

    """

  /// The line of the Tests (`main.swift`) where the run stopped: a failed
  /// `expect`, `precondition` or `assert` is reported as `Learner/main.swift:N: …`.
  public static func failedTestsLine(in stderr: String) -> Int? {
    let prefix = "Learner/main.swift:"
    for line in stderr.split(separator: "\n") where line.hasPrefix(prefix) {
      if let number = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }), number > 0 { return number }
    }
    return nil
  }

  /// The failed check in a run's standard error, as lines to show; nil when no check failed.
  public static func failedCheck(in stderr: String) -> [String]? {
    guard let range = stderr.range(of: failureMarker) else { return nil }
    let lines = stderr[range.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
    var shown = [String(lines[0])]
    for line in lines.dropFirst() where line.hasPrefix("  ") {
      shown.append(String(line))
    }
    return shown
  }
}
