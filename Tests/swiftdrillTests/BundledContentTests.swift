import DrillKitTesting
import Foundation
import Testing

/// The content that ships: valid, proven by the compiler, and as described in docs/.
@Suite struct BundledContentTests {
  let home = TemporaryHome.make()

  @Test func everyPackAndLessonIsValid() throws {
    let check = try BinaryRun.run(["check", "--json"], home: home)
    #expect(check.status == 0, "\(check.stdout.suffix(2_000))")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    #expect(json["errors"] as? Int == 0)
    #expect(json["warnings"] as? Int == 0)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.count >= 15)
    #expect(lessons.allSatisfy { ($0["checks"] as? Int ?? 0) >= 2 })
  }

  @Test func theBankCoversEveryLevelKindAndType() throws {
    let check = try BinaryRun.run(["check", "--json"], home: home)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let packs = try #require(json["packs"] as? [[String: Any]])
    let questions = packs.flatMap { $0["questions"] as? [[String: Any]] ?? [] }
    #expect(questions.count >= 200)
    for level in ["beginner", "intermediate", "advanced"] {
      let atLevel = questions.filter { $0["level"] as? String == level }
      #expect(atLevel.count >= 60, "\(level)")
      for kind in ["written", "verbal"] {
        #expect(atLevel.contains { $0["kind"] as? String == kind }, "\(level) \(kind)")
      }
      for type in ["choice", "short", "output", "code", "explain"] {
        #expect(atLevel.contains { $0["type"] as? String == type }, "\(level) \(type)")
      }
    }
  }

  @Test func docsContentShowsTheCurrentTopicTable() throws {
    let table = try BinaryRun.run(["packs", "--topics", "--markdown"], home: home)
    let doc = try String(
      contentsOf: BinaryRun.repositoryRoot.appendingPathComponent("docs/content.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "<!-- topics:begin -->\n"))
    let end = try #require(doc.range(of: "<!-- topics:end -->"))
    #expect(
      String(doc[start.upperBound..<end.lowerBound]) == table.stdout,
      "regenerate the table in docs/content.md with: swiftdrill packs --topics --markdown")
  }

  /// docs/course.md's path table gives each lesson's text pages and checks; they must be true.
  @Test func docsCourseCountsEveryLessonsPages() throws {
    let check = try BinaryRun.run(["check", "--json"], home: home)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    let doc = try String(
      contentsOf: BinaryRun.repositoryRoot.appendingPathComponent("docs/course.md"), encoding: .utf8)
    var rows: [String: (pages: Int, checks: Int)] = [:]
    for line in doc.split(separator: "\n") where line.firstMatch(of: /^\| \d+ \| `/) != nil {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let id = cells[1].trimmingCharacters(in: ["`"])
      rows[id] = (Int(cells[cells.count - 3]) ?? -1, Int(cells[cells.count - 2]) ?? -1)
    }
    #expect(
      rows.count == lessons.count,
      "docs/course.md lists \(rows.count) lessons, the course has \(lessons.count)")
    var pages = 0
    var checks = 0
    for lesson in lessons {
      let id = try #require(lesson["id"] as? String)
      let all = try #require(lesson["pages"] as? Int)
      let asked = try #require(lesson["checks"] as? Int)
      #expect(rows[id]?.pages == all - asked, "text pages of \(id) in docs/course.md")
      #expect(rows[id]?.checks == asked, "checks of \(id) in docs/course.md")
      pages += all - asked
      checks += asked
    }
    #expect(doc.contains("\(pages) pages and \(checks) checks in all"), "the totals in docs/course.md")
  }

  /// The slow one: every snippet, output, `{fails}`, `{traps}` and answer of questions/ and
  /// lessons/, through swiftc. The projects' model solutions (what `check --run` also proves)
  /// are proven once, stage by stage by `project check`, in `ProjectsEndToEndTests`, which
  /// builds all four games (as `nobody` where the tests run as root); `check --run PROJECT`
  /// itself is tested on a copy of Add 1 (`ProjectProofEndToEndTests`).
  @Test func checkRunProvesEveryCodeClaim() throws {
    let root = BinaryRun.repositoryRoot
    let check = try BinaryRun.run(
      ["check", "--run"] + ["questions", "lessons"].map { root.appendingPathComponent($0).path }, home: home)
    #expect(check.status == 0, "\(check.stdout.suffix(4_000))")
    #expect(check.flowingStdout.contains(": 0 errors, 0 warnings"))
    let claims = check.flowingStdout.firstMatch(of: /ran ([\d,]+) code claims/).map {
      $0.1.filter(\.isNumber)
    }
    #expect((claims.flatMap { Int($0) } ?? 0) >= 1_000, "\(check.stdout.suffix(400))")
  }
}
