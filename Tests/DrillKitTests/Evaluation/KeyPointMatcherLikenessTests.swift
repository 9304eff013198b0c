import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// What a likeness names ("weak is like a parent that owns the child", "it acts as if I'd made a
/// copy", "that looks like a generic parameter") is said of what the subject is likened to, not
/// of the subject: it tells nothing of the claim's polarity. A right answer was told it said the
/// opposite of "Neither keeps the object alive" through the parent that owns its child.
/// docs/evaluation.md, "Session 31 (s31-grading85)".
@Suite struct KeyPointMatcherLikenessTests {
  @Test func whatALikenessNamesContradictsNothing() {
    let point = "Neither keeps the object alive; both break cycles."
    for answer in [
      "Weak doesn't keep the object alive. Weak is like a parent that owns the child, and it breaks cycles.",
      "Weak breaks cycles, it doesn't keep the object alive. It's like a parent that owns the child.",
      "Weak breaks cycles and doesn't keep the object alive. It acts as if it owned the child.",
    ] {
      let result = checkPoint(point, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
  }

  /// The reader marks what follows a likeness's opener, up to the next comma, as compared: after
  /// a copula or a verb of seeming, `as if`, `as though`, `similar to`, `compared with`.
  @Test func theReaderMarksALikenessUpToItsComma() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in [
      "weak is like a parent that owns the child",
      "it behaves as though each copy owned its buffer",
      "compared with a class that shares its storage",
    ] {
      let read = reader.statement(text)
      expectTrue(
        read.contains { $0.compared } && !read[0].compared, "\(text): \(read.map { ($0.name, $0.compared) })")
    }
    let closed = reader.statement("weak is like a parent, it never owns the child")
    expectTrue(
      closed.contains { $0.compared } && !closed.last!.compared, "\(closed.map { ($0.name, $0.compared) })")
  }

  /// An example named with `like` after a noun is part of the claim ("system alerts like
  /// permission prompts"), and so is a likeness said to carry it ("just like strong", "I'd like
  /// a copy": a verb): none is marked, and their denials and opposites still contradict.
  @Test func examplesAndVerbsAreNoLikeness() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in [
      "system alerts like permission prompts can't cover an element",
      "weak keeps the object alive, just like strong",
      "I'd like a copy of the buffer",
      "tools like Sourcery generate mocks at run time",
    ] {
      let read = reader.statement(text)
      expectTrue(!read.contains { $0.compared }, "\(text): \(read.map { ($0.name, $0.compared) })")
    }
    let strong = checkPoint(
      "Neither keeps the object alive; both break cycles.", "Weak keeps the object alive, just like strong.")
    expectTrue(strong.contradicted, "\(strong)")
  }
}
