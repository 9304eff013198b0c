import DrillKitTesting
import Testing

@testable import DrillGrading

/// A statement's concepts added to one array made with room for a concept a token (issue 29 (a),
/// branch `s34-checkfast35`): the concepts `flatMap` gave, every field equal, in order.
@Suite struct StatementRoomTests {
  static var texts: [String] {
    QuotedTermsInPlaceTests.texts + QuotedTermsInPlaceTests.longTexts + [
      "Structs are copied; classes are shared by reference, and actors isolate their state.",
      "It is not cached (the value) here, unless the `Sendable` type is a non-final class.",
      "um so basically the cache holds values, kind of, right",
      "Ответ — l’ordre des opérations, e\u{301}tat et café 🙂",
    ]
  }

  @Test func statementAsEachSentenceFlatMapped() {
    for reader in QuotedTermsInPlaceTests.readers() {
      for text in Self.texts {
        let expected = reader.sentences(of: text).flatMap { reader.concepts(reader.dropFillers($0)) }
        expectEqual(reader.statement(text), expected, "\(text.prefix(80))")
      }
    }
    let reader = QuotedTermsInPlaceTests.readers()[0]
    expectTrue(reader.statement("").isEmpty)
    expectTrue(!reader.statement(Self.texts[1]).isEmpty)
  }
}
