import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Right answers in other words (session 22, s22-grading39; docs/evaluation.md): `try?` said
/// outside code, and three lexicon lines (a property list by its short name, "agnostic" for
/// independent, `disappears` no longer read as freed).
@Suite struct KeyPointMatcherParaphraseTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  static func sentences(_ text: String) -> [[String]] {
    StatementReader.pieces(of: text).map { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.map(\.text)
      }
    }
  }

  /// `try?`, `try!`, `as?` and `as!` said outside a code span: the mark is the operator, and the
  /// sentence goes on ("try? turns a throw into nil" was two sentences, "try" and the claim).
  @Test func aQuestionMarkAfterTryOrAsIsTheOperator() {
    expectEqual(
      Self.sentences("try? turns a throw into nil"), [["try", "?", "turns", "a", "throw", "into", "nil"]])
    expectEqual(
      Self.sentences("Try! crashes, as? Int casts"),
      [["try", "!", "crashes", ",", "as", "?", "int", "casts"]])
  }

  /// Any other word before the mark still ends its sentence: "retry" is not `try`.
  @Test func aQuestionMarkAfterAnotherWordEndsTheSentence() {
    expectEqual(Self.sentences("Why retry? It failed"), [["why", "retry"], ["it", "failed"]])
    expectEqual(Self.sentences("What was it? A cast"), [["what", "was", "it"], ["a", "cast"]])
  }

  @Test func aTerseAnswerThatSaysTryOutsideCodeStatesThePoint() {
    let point = "`try?` converts a throw into an optional, not the other way round"
    let answer =
      "Optional: one obvious reason, expected. Throw: many reasons, caller needs details. An error says why; nil doesn't. try? turns a throw into nil, never the reverse."
    let check = KeyPointMatcher.check(
      [point], against: answer, prompt: "When do you return an optional, and when do you throw?",
      lexicon: .bundled)[0]
    expectTrue(check.credited, "\(check)")
  }

  /// "plist" is a property list and "agnostic" is independent: a terse answer states the point.
  @Test func aPlistAndAgnosticStateFormatIndependence() {
    let point = "Format-independent: JSON, property lists and more through encoders/decoders"
    let check = Self.check(point, "Encodable plus Decodable. Format-agnostic: JSON, plist, via coders.")
    expectTrue(check.credited, "\(check)")
  }

  /// Tied to one format, property lists denied: not credited.
  @Test func anAnswerTiedToOneFormatIsNotCredited() {
    let point = "Format-independent: JSON, property lists and more through encoders/decoders"
    expectTrue(!Self.check(point, "Codable is tied to JSON, it can't do plists or other formats.").credited)
    expectTrue(!Self.check(point, "Codable only works with JSON, plists are not supported.").credited)
  }

  /// A view that disappears (`onDisappear`) is not an object freed: cancelling there does not
  /// say that `deinit` cancels the task.
  @Test func cancellingOnDisappearIsNotCancellingInDeinit() {
    let point = "`deinit` cannot cancel it, because the task is what keeps the object alive"
    let check = Self.check(
      point, "deinit won't run, so you can't cancel there. Cancel on disappear, or weak self in the loop.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// `deinit` said to cancel the task still contradicts the point.
  @Test func deinitThatCancelsStillContradicts() {
    let point = "`deinit` cannot cancel it, because the task is what keeps the object alive"
    let check = Self.check(point, "The object is freed when the view goes away, so deinit cancels the task.")
    expectTrue(check.contradicted, "\(check)")
  }
}
