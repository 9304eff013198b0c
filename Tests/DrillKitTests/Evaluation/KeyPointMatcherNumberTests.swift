import DrillKitTesting
import Testing

@testable import DrillGrading

/// Numbers read whole (`StatementReader+Numbers.swift`; docs/evaluation.md, "Session 26
/// (s26-grading59)"): digits across a `.` are one word, a unit glued to digits is a word of its
/// own, a unit said in full is its symbol's concept and names the same slot.
@Suite struct KeyPointMatcherNumberTests {
  static func words(_ text: String) -> [String] {
    StatementReader.pieces(of: text).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind == .word }.map(\.text)
      }
    }
  }

  static func concepts(_ text: String) -> [String] {
    StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()).statement(text).map(\.name)
  }

  /// A version or a decimal is one word; a `.` that ends a sentence or stands between words
  /// joins nothing.
  @Test(arguments: [
    ("Swift 6.2 and 6.0", ["swift", "6.2", "and", "6.0"]),
    ("from 1.4.0 up", ["from", "1.4.0", "up"]),
    ("about 16.7 milliseconds", ["about", "16.7", "milliseconds"]),
    ("iOS 17. 2 more", ["i", "os", "17", "2", "more"]),
    ("a.b 4.x", ["a", "b", "4", "x"]),
  ])
  func digitsAcrossADotAreOneWord(text: String, expected: [String]) {
    expectEqual(Self.words(text), expected)
  }

  /// A unit glued to digits is a word of its own; other words that start with digits stay whole.
  @Test(arguments: [
    ("under 200MB", ["under", "200", "mb"]),
    ("a 16.7ms budget", ["a", "16.7", "ms", "budget"]),
    ("5xx on arm64", ["5xx", "on", "arm64"]),
  ])
  func aGluedUnitIsAWordOfItsOwn(text: String, expected: [String]) {
    expectEqual(Self.words(text), expected)
  }

  /// A unit said in full and its symbol are one concept.
  @Test func aUnitSaidInFullIsItsSymbol() {
    expectEqual(Self.concepts("8.3 ms"), Self.concepts("8.3 milliseconds"))
    expectEqual(Self.concepts("4 KB"), Self.concepts("4 kilobytes"))
    expectEqual(Self.concepts("200MB"), Self.concepts("200 megabytes"))
    expectEqual(Self.concepts("120 Hz"), Self.concepts("120 hertz"))
  }

  /// The decimal said with its unit's symbol states the point written with the unit in full.
  @Test func aDecimalWithItsSymbolStates() {
    let check = checkPoint(
      "At 120 Hz the frame budget halves to about 8.3 milliseconds.", "The budget is about 8.3 ms.")
    expectTrue(check.credited, "\(check)")
  }

  /// Another number of the same unit, the unit said in full, fills the same slot: it contradicts.
  @Test func anotherNumberOfTheUnitSaidInFullContradicts() {
    let check = checkPoint(
      "The update payload is limited to 4 KB.", "The update payload can be up to 64 kilobytes.")
    expectTrue(check.contradicted, "\(check)")
    expectTrue(!check.credited, "\(check)")
  }

  /// What cannot be passed is a limit: "can't go over four kilobytes" states "limited to 4 KB",
  /// not its denial.
  @Test func whatCannotBePassedIsALimit() {
    for answer in [
      "And the payload can't go over four kilobytes, so the state stays tiny.",
      "The update payload cannot exceed 4 KB.",
    ] {
      let check = checkPoint("The update payload is limited to 4 KB.", answer)
      expectTrue(check.credited, "\(answer): \(check)")
      expectTrue(!check.contradicted, "\(answer): \(check)")
    }
    expectEqual(Self.concepts("it can't go over"), Self.concepts("it is limited"))
  }
}
