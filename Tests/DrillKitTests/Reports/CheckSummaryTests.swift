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
    expectEqual(plain, "Checked 1 pack (1 question) and 0 lessons: 1 error, 0 warnings")
    let ran = CheckSummary(library: library, proved: .init(total: 3, cached: 2)).render().plain
    expectEqual(
      ran,
      "Checked 1 pack (1 question) and 0 lessons; ran 3 code claims with swiftc (2 from cache): 1 error, 0 warnings"
    )
    let fresh = CheckSummary(library: library, proved: .init(total: 1, cached: 0)).render().plain
    expectContains(fresh, "; ran 1 code claim with swiftc: ")
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
}
