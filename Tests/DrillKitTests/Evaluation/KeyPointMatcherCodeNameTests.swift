import DrillKitTesting
import Testing

@testable import DrillGrading

/// A code name that extends the point's (`TaskGroup` for `Task`) is another name: its shared
/// words never say the point's name: docs/evaluation.md, "Session 17 (s17-grading15)".
@Suite struct KeyPointMatcherCodeNameTests {
  /// The point's claim said of a longer name is not the point.
  @Test func aLongerCodeNameDoesNotStateThePoint() {
    let group = checkPoint("`Task` is cancelled", "A TaskGroup is cancelled.")
    expectTrue(!group.credited, "\(group)")
    let queue = checkPoint("`DispatchQueue` is serial", "DispatchQueueGroup is serial.")
    expectTrue(!queue.credited, "\(queue)")
  }

  /// A claim about the longer name neither states nor contradicts the point on the shorter one.
  @Test func aLongerCodeNameDoesNotContradictThePoint() {
    let lazy = checkPoint("`VStack` is eager", "LazyVStack is eager.")
    expectTrue(!lazy.contradicted, "\(lazy)")
    expectTrue(!lazy.credited, "\(lazy)")
  }

  /// The point's own name, in any case, singular or plural, still states it.
  @Test func thePointsOwnNameStillStatesIt() {
    expectTrue(checkPoint("`Task` is cancelled", "A Task is cancelled.").credited)
    expectTrue(checkPoint("`VStack` is eager", "VStack is eager.").credited)
    expectTrue(checkPoint("`DispatchQueue` is serial", "A dispatchQueue is serial.").credited)
  }

  /// The words of a code name: camelCase or in a code span.
  @Test func codeNamesAreCamelCaseOrQuoted() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let names = reader.codeNames(["Use `sort()` or a LazyVStack, not a plain stack"])
    expectTrue(names["sort"] != nil, "\(names)")
    expectTrue(names["lazyvstack"] != nil, "\(names)")
    expectTrue(names["stack"] == nil && names["plain"] == nil, "\(names)")
  }

  /// The question's code names made when first needed (`useCodeNames(of:)`, session 21) read
  /// every text as names made at once do: renamed or not, the same tokens.
  @Test func namesMadeWhenNeededReadAsNamesMadeAtOnce() {
    let question = [
      "Why does `VStack` render eagerly? Compare `Task` and DispatchQueue.",
      "`VStack` is eager", "a `Task` is cancelled", "une classe est un type référence",
    ]
    var eager = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer(), readings: KeyPointReadings())
    var lazy = eager
    lazy.readings = KeyPointReadings()
    eager.codeNames = eager.codeNames(question)
    eager.namedTexts = question
    lazy.useCodeNames(of: question)
    let answers = [
      "A LazyVStack is lazy, a VStack is eager.", "TaskGroup tasks are cancelled, DispatchQueues are serial.",
      "`résultat` vaut 7 : une classe est un type référence.", "It isn't eager; it won't render.", "",
    ]
    for text in question + answers {
      for asides in [false, true] {
        expectEqual(
          KeyPointReadingsTests.shape(lazy.sentences(of: text, asides: asides)),
          KeyPointReadingsTests.shape(eager.sentences(of: text, asides: asides)), Comment(rawValue: text))
      }
    }
    expectEqual(lazy.codeNames, eager.codeNames)
    expectTrue(KeyPointReadingsTests.shape(lazy.sentences(of: answers[0])).joined().contains("stack_"))
  }

  /// Only a word of two tokens or more is a name with two stems: without one, none is renamed.
  @Test func aNameOfTwoStemsIsAWordOfTwoTokens() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let texts = [
      "A LazyVStack is lazy", "`some View` and `résultat`", "it isn't eager", "Œuvre naïve, Straße",
      "`isKnownUniquelyReferenced(&x)`", "plain words only",
    ]
    for text in texts {
      for tokens in reader.sentences(of: text) where !StatementReader.holdsWordOfSeveralTokens(tokens) {
        StatementReader.forEachCodeName(tokens, in: text) { name, range in
          expectTrue(range.count == 1, "\(name) in \(text)")
        }
      }
    }
    expectTrue(
      reader.sentences(of: texts[0]).contains(where: StatementReader.holdsWordOfSeveralTokens))
  }

  /// The joined names (`joinedCodeNames`) are named from the words of two tokens or more only
  /// (session 24): the same as every code name made and those of one token dropped.
  @Test func joinedNamesAreTheCodeNamesOfSeveralTokens() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let texts = [
      "Call `isHealthDataAvailable()` before anything else", "A `RuleMark` draws a line, a LazyVStack too",
      "Lisez ce code : que vaut `résultat` ?\n\n```swift\nlet valeurs = [1, 2]\nlet résultat = valeurs.count\n```",
      "`some View` and camelÉtat, `ÉtatInitial`", "plain words only", "`VStack` then `vStack`, VStack",
    ]
    for count in 1...texts.count {
      let expected = reader.codeNamesOfSeveralTokens(in: texts.prefix(count))
      expectEqual(reader.joinedCodeNames(Array(texts.prefix(count))), expected)
    }
    expectTrue(reader.joinedCodeNames(texts)["ishealthdataavailable"] != nil)
  }

  /// A question's code name of several words typed lowercase as one word (`ishealthdataavailable`,
  /// `rulemark`) is the name, read as its words: it states the point as the name does, and
  /// contradicts it as the name does (session 23).
  @Test func aCodeNameTypedLowercaseAsOneWordIsTheName() {
    let available = "Call `isHealthDataAvailable()` before anything else"
    expectTrue(checkPoint(available, "call ishealthdataavailable first").credited)
    expectTrue(checkPoint(available, "call isHealthDataAvailable first").credited)
    expectTrue(checkPoint(available, "you never need to call ishealthdataavailable").contradicted)
    expectTrue(
      checkPoint("A `RuleMark` with only a y value draws a line", "use a rulemark with a y value").credited)
  }

  /// A lowercase word that is no code name of the question (a part of one, or a name of another
  /// question) stays one word.
  @Test func aLowercaseWordThatIsNoneOfTheQuestionsNamesStaysOneWord() {
    expectTrue(
      !checkPoint("Call `isHealthDataAvailable()` before anything else", "call isavailable first").credited)
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.useCodeNames(of: ["A `RuleMark` draws a line"])
    let words = reader.sentences(of: "a rulemark, a linestyle").flatMap { $0.map(\.text) }
    expectTrue(words.contains("rule") && words.contains("mark") && words.contains("linestyle"), "\(words)")
  }
}

extension StatementReader {
  /// What `joinedCodeNames(texts)` should be: every code name `sentences(of:)` reads in the texts,
  /// those of one token left out (the expectation of two suites' tests).
  func codeNamesOfSeveralTokens(in texts: some Sequence<String>) -> [String: [String]] {
    var names: [String: [String]] = [:]
    for text in texts {
      for tokens in sentences(of: text) {
        StatementReader.forEachCodeName(tokens, in: text) { lower, range in
          if range.count > 1 { names[lower] = tokens[range].map(\.text) }
        }
      }
    }
    return names
  }
}
