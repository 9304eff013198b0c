import DrillGrading
import DrillKitTesting
import DrillSupport
import Testing

@testable import DrillContent

/// A question's texts dropped in place (`Question.dropTexts`, `Pack.dropTexts`) against the
/// outline made by copying, as it was before.
@Suite struct OutlineInPlaceTests {
  /// `outline` as it was made before the texts were dropped in place.
  static func referenceOutline(_ question: Question) -> Question {
    var outline = question
    outline.prompt = ""
    outline.choices = question.choices.map { Choice(text: "", correct: $0.correct) }
    outline.tests = question.tests.map { _ in "" }
    outline.starter = question.starter.map { _ in "" }
    outline.output = question.output.map { _ in "" }
    outline.accept = question.accept.map { _ in "" }
    outline.answer = question.answer.map { _ in "" }
    outline.keyPoints = question.keyPoints.map { _ in "" }
    outline.keyPointNotes = question.keyPointNotes.map {
      KeyPointNotes(also: $0.also.map { _ in "" }, wrong: $0.wrong.map { _ in "" }, location: $0.location)
    }
    outline.hints = question.hints.map { _ in "" }
    outline.explanation = question.explanation.map { _ in "" }
    return outline
  }

  static let questions: [Question] = {
    var full = Question(
      localID: "q", packID: "p", title: "Title", tags: ["t"], prompt: "Prompt",
      choices: [Choice(text: "a", correct: true), Choice(text: "b", correct: false)],
      tests: "tests", starter: "starter", output: "output", accept: ["x", "y"], answer: "Answer",
      keyPoints: ["k1", "k2"], hints: ["h1", "h2"], explanation: "Why")
    full.keyPointNotes = [
      KeyPointNotes(also: ["a1"], wrong: ["w1", "w2"], location: ContentLocation(path: "f", line: 3)),
      KeyPointNotes(),
    ]
    let bare = Question(localID: "b", packID: "p", title: "Bare", prompt: "")
    var empties = bare
    (empties.tests, empties.answer, empties.explanation) = ("", "", "")
    return [full, bare, empties]
  }()

  @Test func aQuestionDroppedInPlaceIsItsOldOutlineAndTheOriginalIsKept() {
    for question in Self.questions {
      let copy = question
      expectEqual(question.outline, Self.referenceOutline(question))
      var dropped = question
      dropped.dropTexts()
      expectEqual(dropped, Self.referenceOutline(question))
      expectEqual(question, copy)  // The arrays it shared were copied, not emptied.
    }
  }

  @Test func aPackDroppedInPlaceHoldsItsQuestionsOutlines() {
    var pack = Pack(id: "p", title: "P", questions: Self.questions, path: "p.md", format: .markdown)
    let original = pack
    pack.dropTexts()
    expectEqual(pack.questions, Self.questions.map(Self.referenceOutline))
    expectEqual(pack.outline, pack)
    expectEqual(original.questions, Self.questions)
    expectEqual(original.outline.questions, pack.questions)
  }
}
