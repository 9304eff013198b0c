import DrillKitTesting
import DrillMarkdown
import Foundation
import Testing

@testable import DrillContent

/// A pack parsed for the audit (`Texts.audited`) gives each question the spoken text of its
/// Answer read in the pack's tree (`Question.spokenAnswer`, issue 29 (a), session 35): the
/// same text `MarkdownNode.spokenText` makes of the Answer, which the audit read before.
@Suite struct SpokenAnswerPackTests {
  static func questions(_ text: String, texts: MarkdownQuestionParser.Texts) -> [Question] {
    MarkdownPackParser.parse(SourceText(text, path: "p.md"), keeps: .init(texts: texts)).pack?.questions ?? []
  }

  /// Each question's kept spoken Answer against the Answer parsed alone; how many were kept.
  @discardableResult
  static func expectSame(_ text: String, _ comment: String) -> Int {
    var kept = 0
    for question in questions(text, texts: .audited) {
      guard let spoken = question.spokenAnswer.text else { continue }
      expectEqual(
        spoken, MarkdownNode.spokenText(of: question.answer ?? ""), "\(comment): \(question.localID)")
      kept += 1
    }
    return kept
  }

  static let pack = """
    ---
    id: p
    title: Pack
    ---

    # Pack

    [ref]: http://example.com

    ## Plain
    type: explain

    What?

    ### Answer
    A weak reference becomes
    nil when the **object is freed.**

    - é, 日本語, 🦊
    - `code`

    ### Key points
    - a weak reference becomes nil

    ## By a reference

    What?

    ### Answer
    See [ref] for more.

    ### Key points
    - see it

    ## Last
    id: last

    What?

    ### Key points
    - a point

    ### answer
      spaced and last
    """

  @Test func theKeptTextIsTheAnswersSpokenText() {
    expectEqual(Self.expectSame(Self.pack, "pack"), 2)
    let audited = Self.questions(Self.pack, texts: .audited)
    // The reference link reads otherwise in the pack's tree: not kept, worked out again.
    expectEqual(audited.map { $0.spokenAnswer.text == nil }, [false, true, false])
    // Only the audit's parse keeps it, and an outline drops it.
    for texts in [MarkdownQuestionParser.Texts.all, .none] {
      expectTrue(Self.questions(Self.pack, texts: texts).allSatisfy { $0.spokenAnswer.text == nil })
    }
    var outline = audited[0]
    outline.dropTexts()
    expectEqual(outline.spokenAnswer.text, nil)
    // No part of the question's identity.
    var other = audited[0]
    other.spokenAnswer = SpokenAnswer("something else")
    expectEqual(other, audited[0])
    expectEqual(other.hashValue, audited[0].hashValue)
  }

  /// `QuestionSection.namesAnswer`, the pack parser's test of a heading, against the section
  /// the question parser reads from the heading's text.
  @Test func answerHeadingsAsTheQuestionParserNamesThem() {
    let headings = [
      "### Answer", "###Answer", "### answer", "### ANSWER ###", "###   Answer\t", "   ### Answer",
      "### Answers", "### Accept", "### An swer", "### Ánswer", "### Answer é", "### #Answer", "### A",
      "### ", "###", "#### Answer", "### Key points", "### Explanation", "### aNsWeR  #",
      "### Answer#", "### \u{00A0}Answer", String(repeating: "### Answer ", count: 500), "###\tAnswer",
      "### Answer ##", "###  aNSWER  ", "### Answer\u{301}", "### @nswer", "### Answer:", "### Answe",
      "### AnswerX", "  ### Answer", "### Accept ###", "### Answer \t #",
    ]
    for heading in headings {
      let source = SourceText("\(heading)\n", path: "p.md")
      guard let block = MarkdownParser.parse(source).first, case .heading(3) = block.kind else { continue }
      expectEqual(
        QuestionSection.namesAnswer(source, headingLine: 1),
        QuestionSection(title: source.headingText(block)) == .answer, "\(heading.prefix(40))")
    }
  }

  /// Every bundled question file parsed for the audit.
  @Test func everyBundledFile() throws {
    var kept = 0
    for (name, text) in try BundledQuestionFiles.all() {
      kept += Self.expectSame(text, name)
    }
    expectTrue(kept > 100)
  }
}
