import DrillGrading

extension Question {
  /// The question without its texts: ids, title, attributes, tags, location and
  /// shape (its type, how many choices and hints, which choices are right) are
  /// kept; the prompt, the choices' and hints' words, the code, the expected
  /// output, the accepted answers, the model answer, the key points and the
  /// explanation are empty. What `check` reads, in a fraction of the memory.
  public var outline: Question {
    var outline = self
    outline.prompt = ""
    outline.choices = choices.map { Choice(text: "", correct: $0.correct) }
    outline.tests = tests.map { _ in "" }
    outline.starter = starter.map { _ in "" }
    outline.output = output.map { _ in "" }
    outline.accept = accept.map { _ in "" }
    outline.answer = answer.map { _ in "" }
    outline.keyPoints = keyPoints.map { _ in "" }
    outline.keyPointNotes = keyPointNotes.map {
      KeyPointNotes(also: $0.also.map { _ in "" }, wrong: $0.wrong.map { _ in "" }, location: $0.location)
    }
    outline.hints = hints.map { _ in "" }
    outline.explanation = explanation.map { _ in "" }
    return outline
  }
}

extension Pack {
  /// The pack with its questions in outline (see `Question.outline`).
  public var outline: Pack {
    var outline = self
    outline.questions = questions.map(\.outline)
    return outline
  }
}
