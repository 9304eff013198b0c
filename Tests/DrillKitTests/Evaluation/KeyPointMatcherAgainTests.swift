import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `re-` verb is the verb and `again` (docs/evaluation.md, session 26, s26-grading60;
/// `StatementReader+Again.swift`).
@Suite struct KeyPointMatcherAgainTests {
  static func reader(saying stems: Set<String> = []) -> StatementReader {
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.questionAgainStems = QuestionAgainStems(stems: stems, maker: reader)
    return reader
  }

  static let conflict =
    "The client fetches the current record, applies its own change again and retries with the new version."

  /// Terse answers say the verbs with `re`: "refetches" is "fetches again" where the point says
  /// "fetches" (heldout16 and heldout27, their terse answers).
  @Test(arguments: [
    "Client refetches, reapplies, retries.", "On a conflict the client refetches and reapplies its edit.",
  ])
  func aWordWrittenWholeIsThePointsVerbAgain(answer: String) {
    let said = checkPoint(Self.conflict, answer)
    expectTrue(said.credited, "\(said)")
  }

  /// A hyphened `re-` is always the prefix: "re-requests" is "requests again".
  @Test func aHyphenedPrefixIsTheVerbAgain() {
    let concepts = Self.reader().statement("the app re-requests the endpoint")
    let names = concepts.map(\.name)
    expectTrue(names.contains("again") && !names.contains("re"), "\(names)")
    let point = "Polling asks the server again at a fixed interval, and most requests return nothing new."
    let said = checkPoint(point, "Polling re-requests the endpoint every few seconds.")
    expectTrue(said.credited, "\(said)")
  }

  /// A hyphened word the lexicon knows whole ("re-creates", `recreate`) is that word.
  @Test func aHyphenedWordTheLexiconKnowsIsThatWord() {
    let hyphened = Self.reader().statement("re-creates")
    let whole = Self.reader().statement("recreates")
    expectEqual(hyphened.map(\.name), whole.map(\.name))
  }

  /// A denial of a `re-` verb denies doing it again, not doing it: "rather than recalculating"
  /// still calculates (once).
  @Test func aDenialHoldsTheAgainNotTheVerb() {
    let concepts = Self.reader(saying: ["calcul"]).statement("cache it rather than recalculating the ETA")
    // The verb (`comput`, as the lexicon reads "calculating") right before its `again`.
    let again = concepts.firstIndex { $0.name == "again" } ?? 0
    expectTrue(again > 0 && concepts[again - 1].negation == nil, "\(concepts)")
    expectTrue(concepts[again].negation != nil, "\(concepts)")
    let point =
      "An actor's state can change at every `await`, so the actor checks its state again after awaiting."
    let said = checkPoint(point, "No need to re-check after awaiting.")
    expectTrue(said.contradicted, "\(said)")
  }

  /// A word whose `re` is no prefix of doing again keeps its meaning ("returns" is no "turns
  /// again"), and a word written whole is read so only for a verb of the question.
  @Test(arguments: ["the closure returns nil", "reviews the change", "the app reinstalls the update"])
  func otherWordsAreLeftAlone(text: String) {
    let concepts = Self.reader(saying: ["turn", "view", "chang"]).statement(text)
    expectTrue(!concepts.contains { $0.name == "again" }, "\(concepts)")
  }

  /// `again` has a range of its own (empty, at the verb's end): the verb and it are no word of two
  /// tokens, so the point's `check` is no code name that reads the answer's "check" as "check
  /// again" (a first version gave both the verb's range).
  @Test func theVerbAndItsAgainAreNoCodeName() {
    let said = checkPoint("re-check state after `await`", "No await between check and act.")
    expectTrue(!said.contradicted, "\(said)")
    let tokens = Self.reader().sentences(of: "re-check it")[0]
    let again = tokens.first { $0.text == "again" }
    expectTrue(again?.range.isEmpty == true, "\(tokens.map(\.text))")
  }
}
