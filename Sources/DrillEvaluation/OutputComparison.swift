/// Compares a program's printed output with the expected output the way
/// `check --run` does: line by line, trailing spaces and trailing blank lines ignored.
public struct OutputComparison: Sendable, Hashable {
  /// The first line (from 1) where the outputs differ, and both versions of it.
  public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    /// The expected line; nil when the actual output is longer.
    public var expected: String?
    /// The printed line; nil when the actual output is shorter.
    public var actual: String?

    public var description: String {
      let wanted = expected.map { "\"\($0)\"" } ?? "no more output"
      let got = actual.map { "\"\($0)\"" } ?? "no more output"
      return "line \(line): expected \(wanted), got \(got)"
    }
  }

  public var expected: String
  public var actual: String

  public init(expected: String, actual: String) {
    self.expected = expected
    self.actual = actual
  }

  /// The first difference, or nil when the outputs match.
  public var mismatch: Mismatch? {
    let wanted = Self.lines(expected)
    let got = Self.lines(actual)
    for index in 0..<max(wanted.count, got.count) {
      let left = index < wanted.count ? wanted[index] : nil
      let right = index < got.count ? got[index] : nil
      if left != right { return Mismatch(line: index + 1, expected: left, actual: right) }
    }
    return nil
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
