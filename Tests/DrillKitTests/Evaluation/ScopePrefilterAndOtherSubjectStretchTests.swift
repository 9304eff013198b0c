import DrillKitTesting
import Testing

@testable import DrillGrading

/// The scope prefilter by letter pairs and the stretches set aside beside another point's subject,
/// copied only once one is set aside (docs/performance.md, s31-checkfast24): the same answers as
/// a search of the lowered bytes for each word and as a filter of the clause stretch by stretch.
@Suite struct ScopePrefilterAndOtherSubjectStretchTests {
  /// A pseudo-random number below `bound` (a linear congruential generator: the same texts each run).
  static func next(_ state: inout UInt64, below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  typealias ScopeWords = (some: [[UInt8]], all: [[UInt8]], hedges: [[UInt8]])

  /// Whether `text` holds an existential scope word, or a universal and a hedge, among its bytes
  /// with ASCII letters lowered, or the Kelvin sign: what `mayHoldExistentialScope` answers.
  static func searched(_ text: String, _ words: ScopeWords) -> Bool {
    if text.unicodeScalars.contains("\u{212A}") { return true }
    let lowered = text.utf8.map { byte in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    func holds(_ word: [UInt8]) -> Bool {
      lowered.indices.contains { start in lowered[start...].starts(with: word) }
    }
    return words.some.contains(where: holds)
      || (words.all.contains(where: holds) && words.hedges.contains(where: holds))
  }

  /// Texts of scope words, their halves, single letters and other bytes, each word's two letters
  /// at a text's end, in either case: the prefilter answers as the search of each word.
  @Test func scopePrefilterByPairsAnswersAsEachWordSearched() throws {
    let words = try #require(KeyPointMatcher.scopeWordBytes)
    let all = (words.some + words.all + words.hedges).map { String(decoding: $0, as: UTF8.self) }
    let pieces =
      all + all.map { String($0.prefix(2)) } + all.map { String($0.dropFirst()) }
      + ["t", "T", "n", "N", " ", ".", "é", "@", "[", "`", "{", "\u{212A}", "x", "İ", "Ответ", "\n"]
    var texts = ["", "t", "n", "no", "No", "nO", "ha", "ALL t", "t all", "each\u{301}", "mus", "allt"]
    var state: UInt64 = 24
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<Self.next(&state, below: 7) {
        let piece = pieces[Self.next(&state, below: pieces.count)]
        text += Self.next(&state, below: 4) == 0 ? piece.uppercased() : piece
      }
      texts.append(text)
    }
    for text in texts {
      expectEqual(KeyPointMatcher.mayHoldExistentialScope(text), Self.searched(text, words), "\(text)")
    }
  }

  /// The concepts kept beside another subject: each stretch (from a concept that opens one to the
  /// next) dropped whole when its opener is such a subject, after a preposition if it is the
  /// clause's first; nil when nothing is dropped.
  static func kept(_ concepts: [StatementReader.Concept], _ others: ConceptSet) -> [StatementReader.Concept]?
  {
    let openers = concepts.indices.filter { concepts[$0].opens }
    var dropped = Set<Int>()
    for (number, opener) in openers.enumerated() {
      let concept = concepts[opener]
      let end = number + 1 < openers.count ? openers[number + 1] : concepts.count
      if (opener > 0 || concept.afterPreposition),
        others.contains(ConceptIDs.key(concept.id, flipped: concept.flipped))
      {
        dropped.formUnion(opener..<end)
      }
    }
    return dropped.isEmpty ? nil : concepts.indices.filter { !dropped.contains($0) }.map { concepts[$0] }
  }

  /// Clauses of up to eight concepts, each opening a stretch or not, after a preposition or not,
  /// flipped or not: `outsideOtherSubjects` keeps what a filter stretch by stretch keeps.
  @Test func outsideOtherSubjectsKeepsWhatEachStretchKeeps() {
    let others = ConceptSet([ConceptIDs.key(1, flipped: false), ConceptIDs.key(2, flipped: true)])
    var state: UInt64 = 31
    var droppedSome = 0
    for _ in 0..<3000 {
      let concepts = (0..<Self.next(&state, below: 9)).map { _ in
        var concept = StatementReader.Concept(
          number: 0, flipped: Self.next(&state, below: 2) == 0, opens: Self.next(&state, below: 3) == 0)
        concept.id = Self.next(&state, below: 4)
        concept.afterPreposition = Self.next(&state, below: 2) == 0
        return concept
      }
      let expected = Self.kept(concepts, others)
      if expected != nil { droppedSome += 1 }
      expectEqual(KeyPointMatcher.outsideOtherSubjects(concepts, others), expected, "\(concepts)")
    }
    expectTrue(droppedSome > 100, "\(droppedSome)")
  }
}
