import DrillContent

extension Evaluator {
  /// Single answer: the one right choice. Choose all: the exact set scores 1,
  /// otherwise max(0, (right picks − wrong picks) / right choices), which counts as wrong.
  func evaluateChoice(_ question: Question, _ response: Response) -> Outcome {
    let presentation = response.presentation ?? .written(question)
    let lastLetter = ChoicePresentation.letter(presentation.order.count - 1)
    guard let picks = presentation.picks(from: response.text) else {
      return .notUnderstood("Answer with a letter from a to \(lastLetter), or its number.")
    }
    let right = Set(question.choices.indices.filter { question.choices[$0].correct })
    if !question.isMultipleChoice && picks.count > 1 {
      return .notUnderstood("Choose one option: a letter from a to \(lastLetter).")
    }
    let expected = presentation.items(of: question)
      .filter(\.choice.correct)
      .map { "\($0.letter)) \($0.choice.text)" }
      .joined(separator: "\n")
    let rightPicks = picks.intersection(right).count
    let wrongPicks = picks.subtracting(right).count
    let credit = picks == right ? 1 : max(0, Double(rightPicks - wrongPicks) / Double(max(right.count, 1)))
    let correct = picks == right
    var summary = correct ? "Correct." : "Not quite."
    if question.isMultipleChoice && !correct {
      summary = "Not quite: \(rightPicks) of \(right.count) right choices"
      summary += wrongPicks > 0 ? ", \(wrongPicks) wrong pick\(wrongPicks == 1 ? "" : "s")." : "."
    }
    return Outcome(
      credit: credit, correct: correct,
      rating: Self.rating(correct: correct, question: question, response: response),
      feedback: Feedback(summary: summary, expected: expected))
  }
}
