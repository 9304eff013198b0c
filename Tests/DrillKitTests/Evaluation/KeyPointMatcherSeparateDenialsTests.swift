import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Session 30 (s30-grading77), docs/evaluation.md: two denials that each hold their own stretch
/// of a point's words deny it twice over, where their parity read them as a double negation; and
/// an answer's elliptic denial ("…; processing requests can't") takes its claim from the
/// statement before it across a semicolon or a full stop.
@Suite struct KeyPointMatcherSeparateDenialsTests {
  static let entry =
    "The app needs a webcredentials: Associated Domains entry, and the domain's apple-app-site-association file lists the app."

  /// "doesn't need …, … never lists the app": two denials, each of its own half of the point.
  @Test func twoDenialsOfTheirOwnStretchesContradict() {
    let wrong = checkPoint(
      Self.entry,
      "And the app doesn't need a webcredentials Associated Domains entry, the apple-app-site-association file is only for universal links and never lists the app for passkeys."
    )
    expectTrue(wrong.contradicted, "\(wrong)")
    expectTrue(!wrong.credited, "\(wrong)")
    let right = checkPoint(
      Self.entry,
      "The app needs a webcredentials Associated Domains entry, and the apple-app-site-association file on the domain lists the app."
    )
    expectTrue(right.credited, "\(right)")
  }

  /// A denial inside another's stretch is a double negation: no contradiction.
  @Test func aDenialInsideAnothersStretchIsNoContradiction() {
    let check = checkPoint(
      "A timeout doesn't tell the client whether the server processed the request.",
      "A timeout doesn't mean the server didn't process it, the order may have been created and only the response lost."
    )
    expectTrue(!check.contradicted, "\(check)")
  }

  /// The reader: two denials apart in a clause are separate; one right after the other's words
  /// is inside its stretch.
  @Test func separateDenialsNeedAGapOrAComma() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    func negations(_ clause: StatementReader.Clause) -> FewInts {
      var found: FewInts = []
      for concept in clause.concepts { if let negation = concept.negation { found.insert(negation) } }
      return found
    }
    let apart = reader.clauses("The app doesn't need the entry, the file never lists the app.")
    expectTrue(
      apart.contains { KeyPointMatcher.separateDenials($0, negations($0), []) }, "\(apart)")
    let nested = reader.clauses("A timeout doesn't mean the server didn't process it.")
    expectTrue(
      !nested.contains { KeyPointMatcher.separateDenials($0, negations($0), []) }, "\(nested)")
  }

  static let processing = "A processing request can require network connectivity or external power"

  /// An elliptic denial after a semicolon denies the statement before of its own subject.
  @Test func anEllipticDenialAfterASemicolonTakesTheStatementBefore() {
    let wrong = checkPoint(
      Self.processing,
      "Only an app refresh request can require network connectivity or external power; processing requests can't."
    )
    expectTrue(wrong.contradicted, "\(wrong)")
    let right = checkPoint(
      Self.processing,
      "Only a processing request can require network connectivity or external power; refresh requests can't."
    )
    expectTrue(right.credited, "\(right)")
    expectTrue(!right.contradicted, "\(right)")
  }

  /// The claim after the word both subjects share, all of it denied.
  @Test func theDeniedClaimStartsAfterTheSharedSubjectWord() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let clauses = reader.clauses(
      "Only an app refresh request can require network connectivity; processing requests can't.")
    let last = clauses.last?.concepts ?? []
    expectEqual(last.first?.name, "process")
    let denied = last.filter { $0.negation == StatementReader.ellipticNegation }.map(\.name)
    expectTrue(denied.contains("network"), "\(last.map(\.name))")
    expectTrue(!denied.contains("app") && !denied.contains("onli"), "\(last.map(\.name))")
  }

  /// A point's subject said only among the words an elliptic denial takes from the statement
  /// before is not named by it: "but other files aren't" says nothing against the asset catalogs.
  @Test func anEllipticDenialDoesNotNameThePointsSubjectByItsBorrowedClaim() {
    let check = checkPoint(
      "Xcode processes asset catalogs and localisation folders in a package automatically",
      "Only some file types get special treatment: asset catalogs and localisation folders are picked up and processed by Xcode automatically, but other files aren't."
    )
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// `no` ending a stretch is what is said ("the server says no"), not an elliptic denial.
  @Test func saysNoIsNoEllipticDenial() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let clauses = reader.clauses(
      "It's basically a blocking call. And it throws whenever the server says no, so a 404 lands in your catch."
    )
    let elliptic = clauses.flatMap(\.concepts).filter { $0.negation == StatementReader.ellipticNegation }
    expectTrue(elliptic.isEmpty, "\(clauses.map { $0.concepts.map(\.name) })")
  }
}
