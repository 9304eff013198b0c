import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers refused by polarity where the two sides place the same denial differently: a
/// negative object ("inherits nothing") against a denied verb ("doesn't inherit anything"), a
/// negative pronoun before a subordinate clause, and a key point's parenthesis read under the
/// denial before it (docs/evaluation.md, "Session 24 (s24-grading48)").
@Suite struct KeyPointMatcherNegativeObjectTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  static func concept(_ name: String, in text: String) -> StatementReader.Concept? {
    Self.reader.statement(text).first { $0.name == name }
  }

  /// `no`, `nothing` or `none` right after a word is its object: the word keeps no denial of its
  /// own but carries the object's (`objectDenial`). Not after a stop word, nor in `no longer`.
  @Test func aNegativeObjectMarksTheWordBeforeIt() {
    let inherits = Self.concept("subclass", in: "`Task.detached` inherits nothing from its creator")
    #expect(inherits?.negation == nil && inherits?.objectDenial != nil, "\(String(describing: inherits))")
    let needs = Self.concept("need", in: "Simulator test builds need no distribution certificate")
    #expect(needs?.negation == nil && needs?.objectDenial != nil, "\(String(describing: needs))")
    let app = Self.concept("app", in: "An app no longer bundles its own copy of the Swift libraries")
    #expect(app?.objectDenial == nil, "\(String(describing: app))")
    let has = Self.reader.statement("`URLSession.shared` has no delegate")
    #expect(has.allSatisfy { $0.objectDenial == nil }, "\(has)")
  }

  /// Against a side that denies the verb, the negative object's denial is the same denial:
  /// "doesn't inherit anything" states "inherits nothing", "don't need a certificate" states
  /// "need no certificate", "doesn't throw any error" (an opposite) states "throws no error".
  @Test func aDeniedVerbStatesANegativeObject() {
    let detached = checkPoint(
      "`Task.detached` inherits nothing from its creator",
      "Task.detached doesn't inherit anything from where you create it")
    #expect(detached.credited && !detached.contradicted, "\(detached)")
    let signing = checkPoint(
      "Simulator test builds need no distribution certificate",
      "Jobs that just build for the simulator don't need a distribution certificate.")
    #expect(signing.credited && !signing.contradicted, "\(signing)")
    let play = checkPoint("Calling `play()` throws no error", "Calling play doesn't throw any error.")
    #expect(play.credited && !play.contradicted, "\(play)")
  }

  /// The verb said plainly is still read plainly: what the object denies is what is compared, and
  /// the other way round stays a contradiction.
  @Test func aPlainVerbStillContradictsANegativeObject() {
    let inherits = checkPoint(
      "`Task.detached` inherits nothing from its creator",
      "Task.detached inherits the actor and the priority from its creator")
    #expect(inherits.contradicted, "\(inherits)")
    let needs = checkPoint(
      "Simulator test builds need no distribution certificate",
      "Simulator test builds need a distribution certificate.")
    #expect(needs.contradicted, "\(needs)")
  }

  /// A negative pronoun right after its verb before a subordinate clause denies the verb, as one
  /// that ends its clause does: "draws nothing while the map is not visible". Not when a stop word
  /// stands between ("does nothing while …" denies no word before).
  @Test func aNegativePronounBeforeASubordinateClauseDeniesItsVerb() {
    #expect(Self.concept("render", in: "The app draws nothing while the map is not visible")?.negation != nil)
    #expect(
      Self.concept("app", in: "The delay in the app does nothing while bots call the server")?.negation == nil
    )
    let point = "The app draws nothing while the map is not visible, and keeps recording the points."
    let skip = checkPoint(point, "When the map's off screen, skip drawing but keep recording the points.")
    #expect(skip.credited, "\(skip)")
    let keep = checkPoint(
      point, "Also keep drawing when the map isn't visible, and keep recording the points.")
    #expect(keep.contradicted, "\(keep)")
  }

  /// A key point's parenthesis is not denied with the words before it: "never ends (an endless
  /// `for await`)" denies the ending, not the endless loop; a `(` inside code ends nothing.
  @Test func aParenthesisEndsAKeyPointsDenial() {
    let task = "A task that never ends (an endless `for await`) keeps its owner alive for ever"
    #expect(Self.concept("end", in: task)?.negation != nil)
    #expect(Self.concept("endless", in: task)?.negation == nil)
    let unowned = Self.concept(
      "option", in: "`unowned`: not cleared (usually non-optional), traps if used after")
    #expect(unowned?.flipped == true && unowned?.negation == nil, "\(String(describing: unowned))")
    #expect(
      Self.concept("anim", in: "A representable does not call `present(_:animated:)` on its own")?.negation
        != nil)
    let endless = checkPoint(task, "Endless for-await: owner lives forever")
    #expect(endless.credited, "\(endless)")
    let ends = checkPoint(task, "A task that ends keeps its owner alive for ever.")
    #expect(ends.contradicted, "\(ends)")
  }
}
