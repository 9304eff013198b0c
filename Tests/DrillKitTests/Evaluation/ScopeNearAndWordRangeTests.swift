import DrillKitTesting
import Testing

@testable import DrillGrading

/// The scope rule's words near each scope stemmed only when the sentence says a universal, and an
/// ASCII text's words made from their bytes in one go (docs/performance.md, s32-checkfast25): the
/// same answers as the scope words read with their stems first, and as the reading by characters.
@Suite struct ScopeNearAndWordRangeTests {
  typealias Matcher = KeyPointMatcher

  /// A pseudo-random number below `bound`, the same each run.
  static func next(_ state: inout UInt64, below bound: Int) -> Int {
    ScopePrefilterAndOtherSubjectStretchTests.next(&state, below: bound)
  }

  /// `misscopes` as it read before the cut: every scope word of the point and of the sentence
  /// with its stems (`scopes(in:…)`), then those of the sentence near the point's.
  static func misscopedByScopes(_ point: String, _ said: String, _ stop: Set<String>) -> Bool {
    let stemmer = SnowballStemmer()
    guard Matcher.mayHoldExistentialScope(point) else { return false }
    let pointScopes = Matcher.scopes(in: point[...], stemmer: stemmer, stop: stop, inCondition: true)
    guard !pointScopes.isEmpty, pointScopes.allSatisfy({ $0.scope == .some }) else { return false }
    let pointNear = pointScopes.reduce(into: Set<String>()) { $0.formUnion($1.near) }
    let aligned = Matcher.scopes(in: said[...], stemmer: stemmer, stop: stop, inCondition: false)
      .filter { !$0.near.isDisjoint(with: pointNear) }
    return aligned.contains { $0.scope == .all } && !aligned.contains { $0.scope == .some }
  }

  static let scopeWords = [
    "may", "might", "some", "sometimes", "usually", "by default", "always", "every", "all", "must",
    "only", "each", "has to", "not always", "almost always", "never", "if", "when", "may not",
    "only if", "all of", "some or",
  ]
  static let otherWords = [
    "the", "system", "terminates", "terminate", "suspended", "app", "apps", "view", "views", "runs",
    "run", "main", "thread", "actor", "data", "is", "are", "private", "redacted", "a", "it", ",", ".",
  ]

  /// Random sentences of scope words and a few others, each point against each of several said.
  @Test func scopesStemmedLateAnswerAsBefore() {
    var state: UInt64 = 32
    func sentence() -> String {
      (0..<(3 + Self.next(&state, below: 9))).map { _ in
        Self.next(&state, below: 3) == 0
          ? Self.scopeWords[Self.next(&state, below: Self.scopeWords.count)]
          : Self.otherWords[Self.next(&state, below: Self.otherWords.count)]
      }.joined(separator: " ")
    }
    let stop = GradingLexicon.bundled.stopWords
    var (misscoped, checked) = (0, 0)
    for _ in 0..<400 {
      let point = sentence()
      for _ in 0..<8 {
        let said = sentence()
        let before = Self.misscopedByScopes(point, said, stop)
        let now = Matcher.misscopes(point: point, said: said[...], stemmer: SnowballStemmer(), stop: stop)
        expectEqual(now, before, Comment(rawValue: "\(point) | \(said)"))
        misscoped += now ? 1 : 0
        checked += 1
      }
    }
    // Both answers occur, and a point's universal near its words misscopes it.
    expectTrue(misscoped > 20 && misscoped < checked - 20, "\(misscoped) of \(checked)")
    expectTrue(
      Matcher.misscopes(
        point: "The system may terminate a suspended app",
        said: "The system always terminates a suspended app", stemmer: SnowballStemmer(), stop: stop))
  }

  /// Every text of up to four bytes of letters, digits and the bytes that end or join a word, and
  /// 3,000 longer ones, read from their bytes and by their characters, with each option.
  @Test func wordsFromTheirBytesAreTheCharacterReading() {
    let bytes = Array("aZ7.-' ,\t".utf8)
    var texts = [""]
    var last = [""]
    for _ in 0..<4 {
      last = last.flatMap { text in bytes.map { text + String(UnicodeScalar($0)) } }
      texts += last
    }
    var state: UInt64 = 25
    for _ in 0..<3_000 {
      let count = 5 + Self.next(&state, below: 20)
      let text = (0..<count).map { _ in bytes[Self.next(&state, below: bytes.count)] }
      texts.append(String(decoding: text, as: UTF8.self))
    }
    let options: [(joiners: Set<Character>, decimals: Bool, compounds: Bool)] = [[], ["'", "’"]].flatMap {
      joiners in [false, true].flatMap { decimals in [false, true].map { (joiners, decimals, $0) } }
    }
    var read = 0
    for text in texts {
      for (joiners, decimals, compounds) in options {
        let ascii = Matcher.asciiWordStretches(
          text[...], joiners: joiners, decimals: decimals, compounds: compounds)
        let characters = Matcher.characterWordStretches(
          text[...], joiners: joiners, decimals: decimals, compounds: compounds)
        expectEqual(ascii, characters, Comment(rawValue: "\(text) \(joiners) \(decimals) \(compounds)"))
        read += 1
      }
    }
    expectEqual(read, texts.count * 8)
  }
}
