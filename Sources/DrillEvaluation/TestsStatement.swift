import DrillSupport

/// The statement of a question's Tests that starts at a given line: the line a failed check
/// names, and the lines after it until its brackets close (a call `swift format` broke over
/// several lines shows whole, not as a lone `expect(`).
struct TestsStatement: Equatable {
  /// The first and last line of the statement in the Tests (from 1).
  var firstLine: Int
  var lastLine: Int
  /// Its lines, without the indentation they share.
  var lines: [String]

  /// At most this many lines are shown; a longer statement is cut with "…".
  static let maximumLines = 8

  /// The statement starting at line `number` of `tests`; nil when that line is blank or out of range.
  init?(startingAt number: Int, in tests: String) {
    let all = tests.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard number >= 1, number <= all.count, !Self.isBlank(all[number - 1]) else { return nil }
    var scanner = BracketScanner()
    var taken: [String] = []
    for line in all[(number - 1)...] {
      taken.append(line)
      scanner.scan(line)
      if scanner.isBalanced || taken.count == Self.maximumLines { break }
    }
    // Tests that end before the brackets close: no blank lines after the last one shown.
    while let last = taken.last, Self.isBlank(last) { taken.removeLast() }
    firstLine = number
    lastLine = number + taken.count - 1
    let indent = taken.filter { !Self.isBlank($0) }.map(Self.indentation).min() ?? 0
    lines = taken.map { String($0.dropFirst(min(indent, Self.indentation(of: $0)))) }
    if !scanner.isBalanced, taken.count == Self.maximumLines { lines.append("…") }
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  private static func indentation(of line: String) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }

  /// The lines shown to the learner after a failed check.
  var details: [String] {
    if lines.count == 1 {
      return ["  the test: Tests, line \(firstLine): \(lines[0])"]
    }
    return ["  the test: Tests, lines \(firstLine)–\(lastLine):"] + lines.map { "    " + $0 }
  }
}

/// Counts open brackets outside string literals and comments, line by line.
private struct BracketScanner {
  private var depth = 0
  private var mask = SwiftLineMask()

  var isBalanced: Bool { depth <= 0 && !mask.isInsideLiteralOrComment }

  mutating func scan(_ line: String) {
    for character in mask.mask(line) {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
    }
  }
}
