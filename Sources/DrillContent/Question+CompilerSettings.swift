import DrillMarkdown

extension Question {
  /// The compiler settings of the Answer's first ```swift block: a code
  /// question's Tests are written for them, so the learner's code is compiled
  /// with them too.
  public var answerCompilerSettings: [CompilerSetting] {
    guard type == .code, let answer, answer.contains("=") else { return [] }
    return PageSnippets.swiftBlocks(in: answer).first?.settings ?? []
  }
}
