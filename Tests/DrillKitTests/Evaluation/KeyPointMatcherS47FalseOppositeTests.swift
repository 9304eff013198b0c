import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers told "you said the opposite" (session 47, s47-falseopp2; docs/evaluation.md): an
/// optional type said outside code, `Int?`, ended its sentence at `Int`, so "can hold an Int or
/// nil" read as the opposite of "non-optional types can never hold nil"
/// (`StatementReader.marksOptionalType`). Session 46's rule for it was refused at the merge: the
/// byte and character readings disagreed, and "What? end." read as a type. This one asks only
/// ASCII bytes, which every reading answers alike, and leaves question words alone.
///
/// The answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS47FalseOppositeTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  static let nonOptional = "Non-optional types can never hold `nil`"

  /// A right answer that names `T?` aloud before what it can hold: not the opposite.
  @Test(arguments: [
    "Int? can hold an Int or nil.",
    "String? can hold a String or nil, and the compiler makes you unwrap it before use.",
  ])
  func anOptionalTypeSaidAloudIsNoOpposite(answer: String) {
    let check = Self.check(Self.nonOptional, answer)
    expectTrue(!check.contradicted, "\(answer): \(check)")
  }

  /// The same shape, with the plain type said to hold nil: still the opposite.
  @Test(arguments: [
    "String? can hold a String or nil. A String can hold nil too.",
    "A String can hold nil.",
  ])
  func aPlainTypeHoldingNilStillContradicts(answer: String) {
    let check = Self.check(Self.nonOptional, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The reader's sentences of each text, token texts only.
  static func sentences(_ text: String) -> [[String]] {
    StatementReader.characterPieces(of: text, asides: false).map { piece in
      switch piece {
      case .sentence(let tokens): tokens.map(\.text)
      }
    }
  }

  /// `T?` before a lowercase word is one sentence, its `?` the word `optional`; a question word's
  /// `?`, a `?` before a name or a capital, or one after a lowercase word still ends its sentence.
  @Test(arguments: [
    ("Int? can hold nil", [["int", "optional", "can", "hold", "nil"]]),
    ("An URLSession? is here", [["an", "urlsession", "optional", "is", "here"]]),
    ("Wait. What? end.", [["wait"], ["what"], ["end"]]),
    ("Why? because it fails", [["why"], ["because", "it", "fails"]]),
    (
      "Chinese or Japanese? markedTextRange is set",
      [["chinese", "or", "japanese"], ["marked", "text", "range", "is", "set"]]
    ),
    ("Is it an Int? It is", [["is", "it", "an", "int"], ["it", "is"]]),
    ("why retry? it failed", [["why", "retry"], ["it", "failed"]]),
  ])
  func anOptionalTypeEndsNoSentence(text: String, expected: [[String]]) {
    expectEqual(Self.sentences(text), expected, "\(text)")
  }

  /// The byte, scalar and character readings agree on every such text (the consistency the rule
  /// of session 46 broke), ASCII or not.
  @Test func everyReadingAgrees() {
    let texts = [
      "Int? can hold an Int or nil. Wait. What? end. Why? because. URLSession? is set; Int?, String? no",
      "Café? no. Int? can hold nil, Ünïcode? yes. Straße? ok. Int?é and Int? é, Int? can. É? can",
      "Σίσυφος? και. Int? holds nil. Chinese or Japanese? markedTextRange is set. `Int? can` in code",
      "try? turns a throw into nil. as? casts, Really? yes. Int32? can hold nil. A1? is",
    ]
    StatementReaderCapitalWordTests.expectEveryReadingAgrees(texts)
  }
}
