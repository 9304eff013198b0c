import DrillKitTesting
import Testing

@testable import DrillGrading

/// `stop` before a gerund denies the gerund, as `no longer` does (docs/evaluation.md,
/// "Session 22 (s22-grading41)").
@Suite struct KeyPointMatcherStopGerundTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  /// "The app stops responding" says the app does not respond: a right answer, not the
  /// opposite of the point; "the compiler stops checking" says it no longer checks.
  @Test func stopBeforeAGerundDeniesIt() {
    let concepts = Self.reader.statement("the compiler stops checking the properties")
    #expect(concepts.first { $0.name == "check" }?.negation != nil, "\(concepts)")
    #expect(concepts.first { $0.name == "properti" }?.negation == nil, "\(concepts)")
    let hang = checkPoint(
      "A hang is when the app does not respond because the main thread is busy",
      "A hang is when the app stops responding because the main thread is busy.")
    #expect(hang.credited, "\(hang)")
    let unsafe = checkPoint(
      "`nonisolated(unsafe)` on a variable tells the compiler not to check access to that storage",
      "nonisolated unsafe goes on a single variable and tells the compiler to stop checking accesses to it.")
    #expect(unsafe.credited && !unsafe.contradicted, "\(unsafe)")
  }

  /// Not a `stop` with an object ("stops the timer"), a gerund without a meaning of its own
  /// ("stops using the app" denies no app), a camelCase name's halves or a method said after
  /// `call` ("I call stop accessing").
  @Test func stopElsewhereDeniesNothing() {
    for text in [
      "invalidate stops the timer", "the user stops using the app", "balance it with stopAccessing",
      "when I'm done I call stop accessing",
    ] {
      let concepts = Self.reader.statement(text)
      #expect(concepts.allSatisfy { $0.negation == nil }, "\(text): \(concepts)")
    }
  }
}
