import DrillKitTesting
import Testing

@testable import DrillGrading

/// `misstates` splits the point and the sentence into plain word stretches once for the scope,
/// quantity, overreach and time rules (`PlainStretches`, issue 29 (a), s31-checkfast23): each rule
/// answers with the stretches another rule made as it answers alone, and the stretches kept are
/// the texts' own.
@Suite struct MisstatementPlainStretchesTests {
  typealias Matcher = KeyPointMatcher

  static let pairs: [(point: String, said: String)] = [
    ("Some requests are retried", "All requests are always retried"),
    ("It sometimes blocks the main thread", "It always blocks the main thread"),
    ("Only the main actor updates the view", "Every actor updates the view"),
    ("Every view observes the store", "Only the root view observes the store"),
    ("viewDidLoad runs only once", "viewDidLoad runs every time the screen appears"),
    ("It registers on every launch", "It registers once on first launch"),
    ("A command plugin runs only on request", "A command plugin runs during every build."),
    ("It only works in Debug", "It works even in Release, every time"),
    ("Une classe est un type référence", "Une classe est parfois un type valeur"),
    ("", "anything at all, every time, only once"),
  ]

  static func answers(_ point: String, _ said: Substring, _ stretches: Matcher.PlainStretches?) -> [Bool] {
    let stemmer = SnowballStemmer()
    return [
      Matcher.misscopes(point: point, said: said, stemmer: stemmer, stop: [], stretches: stretches),
      Matcher.misquantifies(point: point, said: said, stemmer: stemmer, stop: [], stretches: stretches),
      Matcher.overreaches(point: point, said: said, stemmer: stemmer, stop: [], stretches: stretches),
      Matcher.mistimes(point: point, said: said, stretches: stretches),
    ]
  }

  @Test func rulesAnswerWithSharedStretchesAsAlone() {
    var said = [Bool](repeating: false, count: 4)
    for (point, text) in Self.pairs {
      let alone = Self.answers(point, text[...], nil)
      let shared = Matcher.PlainStretches(point: point[...], said: text[...])
      expectEqual(Self.answers(point, text[...], shared), alone, "\(point)")
      // Asked again, every stretch already made by the first rule that read it.
      expectEqual(Self.answers(point, text[...], shared), alone, "\(point)")
      expectEqual(shared.pointWords, Matcher.wordStretches(point[...]), "\(point)")
      expectEqual(shared.saidWords, Matcher.wordStretches(text[...]), "\(text)")
      for index in alone.indices where alone[index] { said[index] = true }
      let misstates = Matcher.misstates(point: point, said: text[...], stemmer: SnowballStemmer(), stop: [])
      if alone.contains(true) { expectTrue(misstates, "\(point)") }
    }
    expectTrue(said.filter { $0 }.count >= 3, "\(said)")
  }

  /// Stretches of other texts change the answers: the rules read the ones passed.
  @Test func rulesReadTheStretchesPassed() {
    let (point, text) = ("Only the main actor updates the view", "Every actor updates the view")
    let alone = Self.answers(point, text[...], nil)
    expectTrue(alone.contains(true))
    let other = Matcher.PlainStretches(point: "The view is drawn"[...], said: "It is drawn"[...])
    expectTrue(Self.answers(point, text[...], other) != alone)
  }
}
