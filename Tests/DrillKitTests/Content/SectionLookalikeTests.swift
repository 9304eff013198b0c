import DrillKitTesting
import DrillMarkdown
import Testing

@testable import DrillContent

/// A prompt line that names a section without being a `###` heading is what an author meant as
/// one; `check` names it in the error for an explain question with no Answer.
@Suite struct SectionLookalikeTests {
  @Test(arguments: [
    ("**Answer:**", QuestionSection.answer), ("__Key points__", .keyPoints), ("#### Hints", .hints),
    ("Explanation:", .explanation), ("  **key   POINTS**  ", .keyPoints), ("*Output*", .output),
  ])
  func namesTheSectionALineReadsAs(line: String, section: QuestionSection) {
    expectEqual(QuestionRules.sectionLookalike(line[...]), section)
  }

  @Test(arguments: ["Answer: 42", "The answer", "**Answer the question:**", "", "**", "Answers"])
  func leavesOtherLinesAlone(line: String) {
    expectEqual(QuestionRules.sectionLookalike(line[...]), nil)
  }

  @Test func theErrorStaysPlainWithoutALookalike() {
    let source = SourceText("## Q\nExplain closures.\n\nWhat do they capture?\n", path: "p.md")
    expectEqual(QuestionRules.explainNeedsAnswer(source, lines: 2...4), QuestionRules.explainNeedsAnswer)
  }
}
