import DrillKitTesting
import Testing

@testable import DrillGrading

/// Negation words inside names (session 24, s24-grading50; docs/evaluation.md): a camelCase
/// name's `Not` and a capitalised `Never` inside a sentence name an error or a type, and deny
/// nothing; the same words said as prose still deny.
@Suite struct KeyPointMatcherNameTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  /// Whether the reader reads `word` (a concept's name) as denied in `text`.
  static func denied(_ word: String, in text: String) -> Bool? {
    reader.statement(text).first { $0.name == word }.map { $0.negation != nil }
  }

  /// `keyNotFound` typed bare reads as the point's code span reads it: a terse answer that names
  /// the error the point names states the point instead of contradicting it.
  @Test func aCamelCaseNamesNotDeniesNothing() {
    // Since s46-falseopp the name and its spoken form ("key not found") are one lexicon family:
    // `found` is no concept of its own there any more; nothing in the clause is denied.
    let statement = Self.reader.statement("the decoder throws keyNotFound")
    expectTrue(statement.allSatisfy { $0.negation == nil }, "\(statement)")
    expectTrue(Self.reader.statement("the decoder throws key not found").allSatisfy { $0.negation == nil })
    let check = checkPoint(
      "The synthesised decoder throws `keyNotFound` for a missing non-optional key",
      "New property: optional or a default. Otherwise the synthesized decoder throws keyNotFound.")
    expectTrue(check.credited, "\(check)")
  }

  /// The same words said as prose still deny, and so does a `Without` inside a name, which says
  /// what the thing does as prose would ("a write without response").
  @Test func proseAndWithoutStillDeny() {
    expectEqual(Self.denied("found", in: "the decoder says the key is not found"), true)
    expectEqual(Self.denied("respons", in: "gate the loop on canSendWriteWithoutResponse"), true)
  }

  /// A negation word written with a capital after another word of the sentence names a type, a
  /// status or a setting: "a Never call" says nothing against "(or `throw`/`Never` call)".
  @Test func aCapitalisedNegationInsideASentenceIsAName() {
    expectEqual(Self.denied("call", in: "or throw or a Never call"), false)
    let status = Self.reader.statement("the server answers 304 Not Modified")
    expectTrue(status.allSatisfy { $0.negation == nil }, "\(status)")
    let check = checkPoint(
      "Each branch is a single expression (or `throw`/`Never` call)",
      "One expression per branch, or throw or a Never call.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A sentence's first word is capitalised because it starts the sentence: it keeps its meaning.
  @Test func aSentencesFirstWordKeepsItsDenial() {
    expectEqual(Self.denied("token", in: "Never put tokens in the log."), true)
    expectEqual(Self.denied("token", in: "No tokens in the log."), true)
  }
}
