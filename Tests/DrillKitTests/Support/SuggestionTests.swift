import Testing

@testable import DrillSupport

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("quzi", "quiz"),
    ("stast", "stats"),
    ("anagram", "anagrams"),
    ("bulseye", "bullseye"),
    ("zzzzzzzz", nil),
  ])
  func suggestsTheNearestWord(word: String, expected: String?) {
    let words = ["quiz", "quit", "stats", "anagrams", "bullseye", "scores"]
    #expect(Suggestion.nearest(to: word, in: words) == expected)
  }

  /// A pasted line given as a question id (session 35's tryout: 16,000 characters took 44 s
  /// against the bundled ids) is never measured against words it cannot be near.
  @Test func aWordFarLongerThanEveryCandidateIsMeasuredAgainstNone() {
    let ids = (0..<1_500).map { "pack-\($0 % 90)/question-\($0)" }
    let pasted = String(repeating: "x", count: 16_000)
    var measured = 0
    let suggestion = Suggestion.nearest(to: pasted, in: ids) { a, b in
      measured += 1
      return Suggestion.distance(a, b)
    }
    #expect(suggestion == nil)
    #expect(measured == 0)
  }

  @Test func onlyCandidatesWithinThreeCharactersOfItsLengthAreMeasured() {
    var measured: [String] = []
    let suggestion = Suggestion.nearest(to: "stast", in: ["st", "stats", "statistics"]) { a, b in
      measured.append(b)
      return Suggestion.distance(a, b)
    }
    #expect(suggestion == "stats")
    #expect(measured == ["st", "stats"])
  }

  /// The same words in another order are suggested, however many edits apart; one word, or other
  /// words, are not.
  @Test func wordsInAnotherOrderAreSuggested() {
    let ids = ["constants-variables", "control-flow", "swift-basics/optionals-intro"]
    #expect(Suggestion.nearest(to: "variables-constants", in: ids) == "constants-variables")
    #expect(Suggestion.nearest(to: "Flow-Control", in: ids) == "control-flow")
    let swapped = Suggestion.nearest(to: "optionals-intro/swift-basics", in: ids)
    #expect(swapped == "swift-basics/optionals-intro")
    #expect(Suggestion.nearest(to: "variables-functions", in: ids) == nil)
    #expect(Suggestion.nearest(to: "flow", in: ["wolf"]) == nil)
  }
}
