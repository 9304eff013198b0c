import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers told "you said the opposite" by a denial read past its clause, by what a
/// comparison is made with, or by a denied rival read as the subject (docs/evaluation.md,
/// "Session 23 (s23-grading44)").
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

  /// What a comparison is made with is neither said nor denied: "rather than one mark per
  /// element" does not deny "more efficient than a mark per element".
  @Test func whatIsComparedWithTellsNoPolarity() {
    let compared = Self.reader.statement("more efficient than a mark per element")
    #expect(compared.first { $0.name == "mark" }?.compared == true, "\(compared)")
    let plot = checkPoint(
      "From iOS 18, a vectorized `LinePlot` draws a whole collection as one plot, which is more efficient "
        + "than a mark per element.",
      "On iOS 18 LinePlot draws the whole array as one plot rather than one mark per element.")
    #expect(plot.credited, "\(plot)")
    let window = checkPoint(
      "The window of an iPad app can be narrower than the screen, so cell sizes from the screen width are wrong.",
      "The bug is that the window on iPad isn't the screen, the app can be in split view and much narrower.")
    #expect(window.credited, "\(window)")
  }

  /// `rather than` is a denial, and under a denial a comparison is denied whole: "does not need
  /// more than one code unit" still contradicts "four UTF-16 code units".
  @Test func aDeniedComparisonStillDenies() {
    let rather = Self.reader.statement("one plot rather than one mark per element")
    #expect(rather.first { $0.name == "mark" }?.compared == false, "\(rather)")
    let denied = Self.reader.statement("UTF-16 does not need more than one code unit")
    #expect(denied.allSatisfy { !$0.compared }, "\(denied)")
    let emoji = checkPoint(
      "A flag emoji is one Swift `Character` but four UTF-16 code units.",
      "UTF-16 does not need more than one code unit for an emoji")
    #expect(emoji.contradicted, "\(emoji)")
  }

  /// A rival denied where its stretch opens names what the subject is not: what follows is still
  /// said of the subject before it.
  @Test func aDeniedRivalIsNoSubject() {
    let server = checkPoint(
      "The server, not a client flag, decides whether a user may use a paid feature.",
      "The server decides who gets paid features.")
    #expect(server.credited && !server.contradicted, "\(server)")
    let onAppear = checkPoint(
      "`onAppear` runs a synchronous closure before the view appears",
      "onAppear gives you a plain, non-async closure that fires just before the view appears.")
    #expect(onAppear.credited && !onAppear.contradicted, "\(onAppear)")
  }

  /// The rival said as the subject, or the subject itself denied, still swaps the claim.
  @Test func aRivalSaidAsSubjectStillSwaps() {
    let client = checkPoint(
      "The server decides whether a user may use a paid feature.",
      "The client decides whether a user may use a paid feature.")
    #expect(client.contradicted, "\(client)")
    let turned = checkPoint(
      "The server, not a client flag, decides whether a user may use a paid feature.",
      "A client flag, not the server, decides whether a user may use a paid feature.")
    #expect(turned.contradicted, "\(turned)")
  }
}
