import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers told "you said the opposite" by a denial read past its clause
/// (docs/evaluation.md, "Session 23 (s23-grading44)").
@Suite struct KeyPointMatcherClauseEndTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  static func negated(_ name: String, in text: String) -> Bool? {
    Self.reader.statement(text).first { $0.name == name }.map { $0.negation != nil }
  }

  /// A subject pronoun, `it` or `you` before a verb that agrees with it, and a modal after a
  /// verb's denial open another clause: the denial holds nothing past them.
  @Test func aNewSubjectOrModalEndsADenial() {
    #expect(Self.negated("depend", in: "modules that don't depend on each other can be compiled") == true)
    #expect(Self.negated("compil", in: "modules that don't depend on each other can be compiled") == false)
    #expect(Self.negated("recompil", in: "clients don't see it until they recompile") == false)
    #expect(Self.negated("protect", in: "if you don't pick anything you get complete protection") == false)
    let modules = checkPoint(
      "Modules can build in parallel",
      "Modules that don't depend on each other can be compiled at the same time.")
    #expect(modules.credited, "\(modules)")
    let clients = checkPoint(
      "Fixes reach clients only when they recompile; old copies keep running",
      "If you ship a fix, clients don't see it until they recompile, the old inlined copy keeps running.")
    #expect(clients.credited, "\(clients)")
    let mutex = checkPoint(
      "A `Mutex` closure cannot `await` and must not lock the same mutex again",
      "Inside a Mutex closure you can await whatever you like and lock the same mutex again.")
    #expect(mutex.contradicted, "\(mutex)")
  }

  /// An object pronoun, a modal after a negative determiner ("no token should …") and the pieces
  /// of a camelCase name ("iCloud", "viewWillAppear") leave the denial where it was.
  @Test func objectsDeterminersAndNamesKeepTheDenial() {
    #expect(Self.negated("store", in: "you can't return it or store it in an ordinary type") == true)
    #expect(Self.negated("end", in: "no token should ever end up in UserDefaults") == true)
    #expect(Self.negated("cloud", in: "they're not logged into iCloud") == true)
    #expect(Self.negated("appear", in: "start in viewDidLoad, not in viewWillAppear") == true)
  }
}
