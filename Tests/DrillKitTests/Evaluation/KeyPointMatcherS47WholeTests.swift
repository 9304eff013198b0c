import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading
@testable import DrillSessions

/// A sentence credited alone and lost in the whole answer (session 47, s47-whole;
/// docs/evaluation.md): the census found the whole answer's losses in the prompt's words, another
/// point's subject in the clause, the withholding of an answer that contradicts a point, and a
/// sibling's better touch, each measured and kept (no cut of them reached 3 : 1). Fixed: session
/// 47's tryout, finding 23 — a point withheld for a contradiction the answer does not show names
/// the clause it was held back for (`KeyPointCheck.withheldFor`), and the learner sees it.
///
/// Besides the tryout's repros, the answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS47WholeTests {
  /// `networking/session-configurations` as the bundled pack has it (points, notes, prompt, model).
  static let points = [
    "`URLSession.shared` is a ready-made session that cannot be configured and has no delegate.",
    "A `default` configuration persists its cache, credentials and cookies.",
    "An `ephemeral` configuration keeps cache, cookies and credentials only in memory.",
    "A `background` configuration lets the system continue uploads and downloads while the app is not running.",
    "A session is created once and reused for many requests.",
  ]
  static let notes = [
    KeyPointNotes(also: [], wrong: ["`URLSession.shared` can be configured with a custom delegate"]),
    KeyPointNotes(), KeyPointNotes(),
    KeyPointNotes(also: [], wrong: ["background transfers pause once the app is suspended"]),
    KeyPointNotes(also: [], wrong: ["each request gets a new URLSession"]),
  ]
  static let prompt =
    "When do you use `URLSession.shared`, and when do you create your own session from a "
    + "`URLSessionConfiguration`? What do the `default`, `ephemeral` and `background` configurations differ in?"
  static let model =
    "URLSession.shared is a ready-made session that cannot be configured and has no delegate. It is fine for "
    + "simple requests. As soon as I need my own timeouts, headers, a delegate (authentication challenges, "
    + "progress, metrics) or a stub protocol in tests, shared is out. I then create a session from a "
    + "configuration. A default configuration persists what it learns, like the shared session: a disk-based "
    + "cache, credentials in the keychain and cookies in the shared cookie store. An ephemeral configuration "
    + "keeps cache, cookies and credentials only in memory, so nothing is written to disk: good for private "
    + "browsing or for tests. A background configuration lets the system continue uploads and downloads while "
    + "the app is not running, and wakes the app to report the result. A session is created once and reused "
    + "for many requests of a kind, instead of making one per request."

  static func checks(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(
      points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled, model: model)
  }

  /// Finding 23's note is never shown without its ✗ or its reason: a withheld point, in an answer
  /// that shows no contradiction, names the clause it was held back for.
  static func expectReasoned(_ checks: [KeyPointCheck], _ answer: String) {
    let shown = checks.contains(where: \.contradicted)
    for check in checks where check.withheld {
      expectTrue(shown || check.withheldFor != nil, "\(answer): \(check)")
      if shown { expectTrue(check.withheldFor == nil, "\(answer): \(check)") }
    }
  }

  /// The tryout's repro (finding 23): two points withheld, no ✗ anywhere. Each now names the clause
  /// the grader doubted, and the learner sees it under the point.
  @Test func theTryoutsWithheldPointsNameTheirReason() {
    let answer =
      "Use the shared one for quick simple requests. Make your own when you need a delegate, custom timeouts or "
      + "headers. Default saves cookies and cache to disk, ephemeral keeps nothing on disk, and background keeps "
      + "transfers going when the app is suspended."
    let checks = Self.checks(answer)
    Self.expectReasoned(checks, answer)
    expectTrue(!checks.contains(where: \.contradicted), "\(checks)")
    expectTrue(checks.contains(where: \.withheld), "\(checks)")
    for check in checks where check.withheld {
      let note = QuestionAsker.withheldNote(reason: check.withheldFor)
      expectTrue(note.contains("may say the opposite of another point"), "\(note)")
      expectTrue(!note.contains("you said the opposite of other points"), "\(note)")
    }
  }

  /// Invented answers, right, mixed and wrong: wherever a point is withheld, the answer shows a ✗
  /// or the point names its reason.
  @Test(arguments: [
    "The shared session can be configured with a custom delegate. Default keeps its cookies on disk, ephemeral "
      + "keeps them in memory, and background transfers pause once the app is suspended.",
    "Shared is fine for plain requests but has no delegate. Ephemeral writes nothing to disk. Background "
      + "transfers pause once the app is suspended, and each request gets a new URLSession.",
    "Shared has no delegate and no settings. Default persists cookies and the cache, ephemeral keeps them "
      + "in memory only. Background uploads carry on while the app is not running. Reuse one session.",
  ])
  func aWithheldPointHasItsCrossOrItsReason(answer: String) {
    Self.expectReasoned(Self.checks(answer), answer)
  }

  /// A real contradiction is still caught and shown as ✗: the point held back beside it keeps the
  /// note that points at it, and names nothing else.
  @Test func aRealContradictionStillShows() {
    let answer =
      "URLSession.shared can be configured with a custom delegate. Each request gets a new URLSession. "
      + "Background transfers pause once the app is suspended."
    let checks = Self.checks(answer)
    expectTrue(checks.contains(where: \.contradicted), "\(checks)")
    Self.expectReasoned(checks, answer)
  }

  /// The last step itself: a withheld point beside a doubted one names the doubted clause; beside a
  /// shown contradiction it names nothing (the ✗ is there); with neither it is not withheld.
  @Test func theLastStepNamesOrReleases() {
    func graded(doubtedBy: String?, doubted: Bool, contradicted: Bool) -> [KeyPointCheck] {
      var held = KeyPointCheck(point: "a", touched: true, evidence: "a")
      held.withheld = true
      var other = KeyPointCheck(point: "b", touched: false, contradiction: contradicted ? "b wrong" : nil)
      other.doubtedBy = doubtedBy
      var checks = [held, other]
      var signals = [KeyPointSignals](repeating: KeyPointSignals(), count: 2)
      signals[0].withheld = true
      signals[1].doubted = doubted
      KeyPointMatcher.nameWithheldFor(&checks, &signals) { _, _ in "quoted" }
      return checks
    }
    let named = graded(doubtedBy: "the doubted clause", doubted: true, contradicted: false)
    expectEqual(named[0].withheldFor, "the doubted clause")
    expectTrue(named[0].withheld)
    let shown = graded(doubtedBy: nil, doubted: false, contradicted: true)
    expectTrue(shown[0].withheld && shown[0].withheldFor == nil)
    let released = graded(doubtedBy: nil, doubted: false, contradicted: false)
    expectTrue(released[0].credited, "\(released[0])")
  }

  /// The note under a withheld point: the reason quoted where there is one, else the ✗'s note.
  @Test func theNoteNamesTheClause() {
    var check = KeyPointCheck(point: "a", touched: true, evidence: "a")
    check.withheld = true
    expectEqual(QuestionAsker.withheldNote(reason: check.withheldFor), QuestionAsker.withheldNote)
    check.withheldFor = "background keeps transfers going"
    expectEqual(
      QuestionAsker.withheldNote(reason: check.withheldFor),
      " (not counted: “background keeps transfers going” may say the opposite of another point)")
  }

  /// Sentences credited alone stay credited in an invented whole answer of four sentences, each for
  /// the point it states. (Alone, the ephemeral sentence also reaches the default point through the
  /// words the two share; in the whole answer that touch is the ephemeral point's, as it should be:
  /// `withdrawSiblingTouches`.)
  @Test func sentencesCreditedAloneStayCreditedInTheWhole() {
    let stated = [
      ("The shared session has no delegate and cannot be configured.", 0),
      ("An ephemeral configuration keeps the cache, cookies and credentials only in memory.", 2),
      ("A background configuration lets the system continue downloads while the app is not running.", 3),
      ("You create the session once and reuse it for many requests.", 4),
    ]
    let whole = Self.checks(stated.map(\.0).joined(separator: " "))
    for (sentence, index) in stated {
      let alone = KeyPointMatcher.check([Self.points[index]], against: sentence, lexicon: .bundled)[0]
      expectTrue(alone.credited, "\(sentence) alone: \(alone)")
      expectTrue(whole[index].credited, "\(sentence): \(whole[index])")
    }
  }

  /// The lead's repro (finding 13): "keep the in-flight task in a dictionary so a second caller
  /// reuses it" credits the deduplication point alone; in the whole answer the third alternative of
  /// one ", or" list is read beside another point's subject ("do all the reading and writing", the
  /// mutation point's) and needs more than half the point there (`besideOtherSubjects`). Lowering
  /// that bar was measured (credit 42 : 22) and refused. Known, left.
  @Test func theLeadsRepro() {
    let point = "Deduplicate in-flight work by caching a `Task` for the key."
    let sentence = "Keep the in-flight task in a dictionary so a second caller reuses it."
    expectTrue(KeyPointMatcher.check([point], against: sentence, lexicon: .bundled)[0].credited)
    let points = [
      "Actors serialise access but are reentrant at every `await`.",
      "State read before an `await` may be stale after it.",
      "This is a logic race, not a data race: the compiler cannot catch it.",
      "Mutate state without suspending in between, or re-validate after the `await`.", point,
    ]
    let answer =
      "While the method is suspended at the await, the actor is free to run other calls, so another call can "
      + "change the state in between. When the first call comes back, the value it read before the await is stale "
      + "and it overwrites the newer change. Actors stop data races, not these logic races. The fix is to re-check "
      + "the state after the await, or do all the reading and writing in one synchronous part, or keep the "
      + "in-flight task in a dictionary so a second caller reuses it."
    withKnownIssue("a list's alternative beside another point's subject needs more than half the point") {
      let prompt =
        "An actor method reads some state, `await`s a network call, then writes the state back based on what it "
        + "read. Explain why this can be wrong even though actors prevent data races, and how you would fix it."
      let checks = KeyPointMatcher.check(points, against: answer, prompt: prompt, lexicon: .bundled)
      expectTrue(checks[4].credited, "\(checks[4])")
    }
  }
}
