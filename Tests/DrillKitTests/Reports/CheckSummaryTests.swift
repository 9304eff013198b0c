import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillReports
@testable import DrillSupport

@Suite struct CheckSummaryTests {
  @Test func countsWhatWasCheckedAndWhatRan() {
    let pack = Pack(
      id: "p", title: "P", questions: [Question(localID: "a", packID: "p", title: "A", prompt: "?")],
      path: "/p.md", format: .markdown)
    var library = ContentLibrary(packs: [pack])
    library.diagnostics = [
      Diagnostic(.error, "bad", at: ContentLocation(path: "/p.md", line: 1, column: 1))
    ]
    let plain = CheckSummary(library: library, proved: nil).render().plain
    // An error that left no question out still says so: one shape whenever there are errors.
    expectEqual(
      plain, "Checked 1 pack (1 question, 0 left out for errors) and 0 lessons: 1 error, 0 warnings")
    let ran = CheckSummary(library: library, proved: .init(total: 3, cached: 2)).render().plain
    expectEqual(
      ran,
      "Checked 1 pack (1 question, 0 left out for errors) and 0 lessons; ran 3 code claims with swiftc "
        + "(2 from cache): 1 error, 0 warnings"
    )
    let fresh = CheckSummary(library: library, proved: .init(total: 1, cached: 0)).render().plain
    expectContains(fresh, "; ran 1 code claim with swiftc: ")
  }

  /// A pack of two questions whose second has an error still holds two: the summary counts the
  /// question left out, in Markdown and in JSON, and the content cache keeps the count.
  @Test func countsTheQuestionsLeftOutForTheirErrors() throws {
    let markdown = """
      ---
      id: demo
      title: Demo
      ---

      ## One
      id: one
      type: explain

      What is one?

      ### Answer

      One.

      ## Two
      id: two
      type: choice

      What is two?

      ### Answer

      Two.
      """
    let json = """
      {"id": "demo", "title": "Demo", "questions": [
        {"id": "one", "title": "One", "prompt": "What is one?", "answer": "One."},
        {"id": "two", "title": "Two", "type": "choice", "prompt": "What is two?", "answer": "Two."}]}
      """
    for (text, path) in [(markdown, "/work/demo.md"), (json, "/work/demo.json")] {
      let library = ContentLoader().loadPack(text: text, path: path)
      expectEqual(library.packs.first?.questions.count, 1, "\(path)")
      expectEqual(library.packs.first?.refusedQuestions, 1, "\(path)")
      expectEqual(
        CheckSummary(library: library, proved: nil).render().plain,
        "Checked 1 pack (2 questions, 1 left out for errors) and 0 lessons: 1 error, 0 warnings", "\(path)")
      let snapshot = try #require(
        ContentCache.decode(ContentCache.encode(library, fingerprint: "f"), fingerprint: "f"))
      expectEqual(try snapshot.library().packs.first?.refusedQuestions, 1, "\(path)")
    }
  }

  @Test(arguments: [40, 60, 110])
  func aNarrowSummaryKeepsItsCountsWholeOnALineOfTheirOwn(width: Int) {
    let pack = Pack(
      id: "p", title: "P", questions: [Question(localID: "a", packID: "p", title: "A", prompt: "?")],
      path: "/p.md", format: .markdown)
    let summary = CheckSummary(library: ContentLibrary(packs: [pack]), proved: .init(total: 3, cached: 2))
    let lines = summary.render(width: width).plain.split(separator: "\n").map(String.init)
    expectTrue(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
    expectEqual(lines.last?.hasSuffix("0 errors, 0 warnings"), true)
    let flowing = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    expectContains(flowing, "ran 3 code claims with swiftc (2 from cache): 0 errors")
    expectEqual((lines.count == 1), (width >= 110))
  }

  @Test func diagnosticsAreSortedAndRelativeToTheRoot() {
    let diagnostics = [
      Diagnostic(.warning, "late in /work/b.md", at: ContentLocation(path: "/work/b.md", line: 9, column: 2)),
      Diagnostic(.error, "early", at: ContentLocation(path: "/work/a.md", line: 3, column: 1)),
      Diagnostic(.error, "elsewhere", at: ContentLocation(path: "/other/c.md", line: 1, column: 1)),
    ]
    let plain = DiagnosticList(diagnostics: diagnostics, relativeTo: "/work").render().plain
    expectContains(plain, "a.md:3:1: error: early\n")
    expectContains(plain, "b.md:9:2: warning: late in b.md\n")
    expectContains(plain, "/other/c.md:1:1: error: elsewhere\n")
    expectTrue(DiagnosticList(diagnostics: [], relativeTo: "/work").render().plain.isEmpty)
  }

  /// On a terminal of 60 columns a long diagnostic wraps at spaces, its continuation indented;
  /// without a width (piped) it stays one line (session 45's tryout: "error: ca" / "nnot check code").
  @Test func aLongDiagnosticWrapsAtWordsOnlyWhenGivenAWidth() {
    let message = "cannot check code in values-types/type-inference: the compiler did not answer"
    let diagnostics = [
      Diagnostic(
        .error, message, at: ContentLocation(path: "/work/questions/topics/values-types.md", line: 215))
    ]
    let list = DiagnosticList(diagnostics: diagnostics, relativeTo: "/work")
    let lines = list.render(width: 60).plain.split(separator: "\n").map(String.init)
    expectTrue(lines.count > 1, "\(lines)")
    expectTrue(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    expectTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
    let words = lines.joined(separator: " ").split(separator: " ").map(String.init)
    expectEqual(
      words,
      "questions/topics/values-types.md:215:1: error: \(message)".split(separator: " ").map(String.init))
    expectEqual(list.render().plain, "questions/topics/values-types.md:215:1: error: \(message)\n")
  }
}
