import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 51 (s51-tryoutgrading; docs/evaluation.md, "Session 51 (s51-tryoutgrading)"): right
/// answers from session 51's tryout told "you said the opposite". G2 is fixed (an adverb hedge after
/// `and` is said of its own conjunct, `KeyPointMatcher.hedgedWords`); G6 is not (the one measured
/// lexicon line also made a covered point of another question read as denied), so it is a known
/// issue: the test reports when a later round fixes it. The wrong answer near each is still caught.
@Suite struct KeyPointMatcherS51TryoutTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let traits = (file: "questions/topics/accessibility-localization.md", id: "accessibility-traits")
  static let plugins = (file: "questions/topics/swift-package-manager.md", id: "package-plugins")

  /// G6: the problem described ("adds no button trait", "cannot jump … with the rotor") read as
  /// denying the fix's points.
  @Test func g6TheProblemDescribedIsNotHeardAsDenyingTheFix() throws {
    let checks = try Self.checks(
      Self.traits.file, Self.traits.id,
      "VoiceOver does not know the row can be activated, because onTapGesture adds no button trait, "
        + "so it is read as plain text, and the section titles are not headers so users cannot jump "
        + "between them with the rotor. Add .accessibilityAddTraits(.isButton) to the row, or better "
        + "use a Button, and add .accessibilityAddTraits(.isHeader) to the section titles.")
    withKnownIssue("G6: session 51's tryout, a false opposite (docs/evaluation.md)") {
      expectTrue(!checks[2].contradicted, "\(checks[2])")
      expectTrue(!checks[3].contradicted, "\(checks[3])")
    }
  }

  /// The header point's own wrong claim is still caught. ("A view with only .onTapGesture gets the
  /// button trait automatically" is credited on main: the point's "is missing" is not read as
  /// negative, G6's cause.)
  @Test func g6TheHeaderTraitAsMereStylingIsStillCaught() throws {
    let checks = try Self.checks(
      Self.traits.file, Self.traits.id, "The header trait only makes the text look bigger and bolder.")
    expectTrue(checks[3].contradicted, "\(checks[3])")
  }

  /// G2: "runs automatically during every build … to generate source files" heard as the opposite of
  /// "runs during the build and usually generates source files".
  @Test func g2EveryBuildIsNotTheOppositeOfDuringTheBuild() throws {
    let checks = try Self.checks(
      Self.plugins.file, Self.plugins.id,
      "A build tool plugin runs automatically during every build of a target, for example to generate "
        + "source files like SwiftGen or protobuf output, and runs sandboxed without network.")
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(!checks[1].contradicted, "\(checks[1])")
  }

  /// The scope rule still hears a universal said of the hedged words themselves.
  @Test func g2EveryPluginGeneratingSourceFilesIsStillMisscoped() {
    expectTrue(
      KeyPointMatcher.misscopes(
        point: "A build tool plugin runs during the build and usually generates source files",
        said: "A build tool plugin always generates source files", stemmer: SnowballStemmer(),
        stop: GradingLexicon.bundled.stopWords))
  }

  @Test func g2PluginsWithFullNetworkAccessAreStillCaught() throws {
    let checks = try Self.checks(
      Self.plugins.file, Self.plugins.id,
      "Package plugins have full network access during the build.")
    expectTrue(checks[3].contradicted, "\(checks[3])")
  }
}
