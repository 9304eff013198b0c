import DrillKitTesting
import Foundation
import Testing

/// The content that ships: valid, proven by the compiler, and as described in docs/.
@Suite(.ownThreads) struct BundledContentTests {
  /// One home for every test here, as a learner has one: the toolchain's probes, the driver's
  /// plans, the start library and the parsed bundled library are made once for all six
  /// shards of the proof (about 2 s of CPU each in a debug build), not once per shard.
  static let home = TemporaryHome.make()
  var home: URL { Self.home }

  /// One plain `check --json` of the bundled content, read by the tests below: each run
  /// also grades every model Answer against its key points (issue 23), seconds of CPU in a
  /// debug build, so it is made once.
  static let checked = Result { try BinaryRun.run(["check", "--json"], home: home) }

  @Test func everyPackAndLessonIsValid() throws {
    let check = try Self.checked.get()
    expectEqual(check.status, 0, "\(check.stdout.suffix(2_000))")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    expectTrue(json["errors"] as? Int == 0)
    expectTrue(json["warnings"] as? Int == 0)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    expectTrue(lessons.count >= 15)
    expectTrue(lessons.allSatisfy { ($0["checks"] as? Int ?? 0) >= 2 })
  }

  @Test func theBankCoversEveryLevelKindAndType() throws {
    let check = try Self.checked.get()
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let packs = try #require(json["packs"] as? [[String: Any]])
    let questions = packs.flatMap { $0["questions"] as? [[String: Any]] ?? [] }
    expectTrue(questions.count >= 200)
    for level in ["beginner", "intermediate", "advanced"] {
      let atLevel = questions.filter { $0["level"] as? String == level }
      expectTrue(atLevel.count >= 60, "\(level)")
      for kind in ["written", "verbal"] {
        expectTrue(atLevel.contains { $0["kind"] as? String == kind }, "\(level) \(kind)")
      }
      for type in ["choice", "short", "output", "code", "explain"] {
        expectTrue(atLevel.contains { $0["type"] as? String == type }, "\(level) \(type)")
      }
    }
  }

  @Test func docsContentShowsTheCurrentTopicTable() throws {
    let table = try BinaryRun.run(["packs", "--topics", "--markdown"], home: home)
    let doc = try String(
      contentsOf: BinaryRun.repositoryRoot.appendingPathComponent("docs/content.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "<!-- topics:begin -->\n"))
    let end = try #require(doc.range(of: "<!-- topics:end -->"))
    expectEqual(
      String(doc[start.upperBound..<end.lowerBound]), table.stdout,
      "regenerate the table in docs/content.md with: swiftdrill packs --topics --markdown")
  }

  /// docs/course.md's path table gives each lesson's text pages and checks; they must be true.
  @Test func docsCourseCountsEveryLessonsPages() throws {
    let check = try Self.checked.get()
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
    expectEqual(
      rows.count, lessons.count,
      "docs/course.md lists \(rows.count) lessons, the course has \(lessons.count)")
    var pages = 0
    var checks = 0
    for lesson in lessons {
      let id = try #require(lesson["id"] as? String)
      let all = try #require(lesson["pages"] as? Int)
      let asked = try #require(lesson["checks"] as? Int)
      expectEqual(rows[id]?.pages, all - asked, "text pages of \(id) in docs/course.md")
      expectEqual(rows[id]?.checks, asked, "checks of \(id) in docs/course.md")
      pages += all - asked
      checks += asked
    }
    expectContains(doc, "\(pages) pages and \(checks) checks in all", "the totals in docs/course.md")
  }

  /// The slow one: every snippet, output, `{fails}`, `{traps}` and answer of questions/ and
  /// lessons/, through swiftc, in `shardCount` parts of about equal work (each question file,
  /// and lessons/ as a whole: a lesson's `requires` names other lessons, in exactly one part:
  /// `contentShards`), so that no single test bounds the parallel run. The projects' model
  /// solutions (what `check --run` also proves) are proven once, stage by stage by `project
  /// check`, in `ProjectsEndToEndTests`, which builds all four games (as `nobody` where the
  /// tests run as root); `check --run PROJECT` itself is tested on a copy of Add 1
  /// (`ProjectProofEndToEndTests`).
  @Test(arguments: 0..<Self.shardCount)
  func checkRunProvesEveryCodeClaim(shard: Int) throws {
    let parts = Self.contentShards[shard]
    expectTrue(!parts.isEmpty)
    let check = try BinaryRun.run(["check", "--run"] + parts.map(\.path.path), home: home)
    expectEqual(check.status, 0, "\(check.stdout.suffix(4_000))")
    expectContains(check.flowingStdout, ": 0 errors, 0 warnings")
    let claims = check.flowingStdout.firstMatch(of: /ran ([\d,]+) code claims?/).flatMap {
      Int($0.1.filter(\.isNumber))
    }
    // Each ```swift block (but {norun}) is at least one claim, but a code question's prompt and
    // starter: at least half of them, so a check that skips a file's blocks fails here.
    let blocks = parts.map(\.blocks).reduce(0, +)
    expectTrue((claims ?? 0) * 2 >= blocks, "\(blocks) blocks: \(check.stdout.suffix(400))")
  }

  /// How many parts `checkRunProvesEveryCodeClaim` proves the content in.
  static let shardCount = 6

  /// Every file of questions/ (`.md` and `.json`) and the lessons/ folder with their counts of
  /// ```swift blocks that are not `{norun}`, dealt into `shardCount` parts, the biggest first,
  /// each to the part with the fewest blocks so far.
  static let contentShards: [[(path: URL, blocks: Int)]] = {
    let root = BinaryRun.repositoryRoot
    let questions = root.appendingPathComponent("questions")
    let lessons = root.appendingPathComponent("lessons")
    var parts = contentFiles(in: questions).map { ($0, blocks(in: [$0])) }
    parts.append((lessons, blocks(in: contentFiles(in: lessons))))
    // Spelled out with types: as tuple comparisons and sums in closures this initializer took
    // the type checker about 0.9 s per build, twice.
    parts.sort { (first: (URL, Int), second: (URL, Int)) -> Bool in
      first.1 != second.1 ? first.1 > second.1 : first.0.path < second.0.path
    }
    var shards = [[(path: URL, blocks: Int)]](repeating: [], count: shardCount)
    var weights = [Int](repeating: 0, count: shardCount)
    for part in parts {
      var lightest = 0
      for index in weights.indices where weights[index] < weights[lightest] {
        lightest = index
      }
      shards[lightest].append(part)
      weights[lightest] += part.1
    }
    return shards
  }()

  /// The `.md` and `.json` files under `folder`.
  static func contentFiles(in folder: URL) -> [URL] {
    var files: [URL] = []
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".md") || relative.hasSuffix(".json") else { continue }
      files.append(folder.appendingPathComponent(relative))
    }
    return files
  }

  /// The ```swift blocks of `files` that are not `{norun}`.
  static func blocks(in files: [URL]) -> Int {
    files.map { file in
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").filter { $0.hasPrefix("```swift") && !$0.contains("{norun}") }.count
    }.reduce(0, +)
  }

  /// The parts hold every question file and lessons/ once, and every part some.
  @Test func theShardsCoverTheContent() throws {
    let root = BinaryRun.repositoryRoot
    let dealt = Self.contentShards.flatMap { $0.map(\.path.standardizedFileURL.path) }
    let questions = Self.contentFiles(in: root.appendingPathComponent("questions"))
    expectTrue(questions.count >= 50)
    let expected =
      questions.map(\.standardizedFileURL.path) + [
        root.appendingPathComponent("lessons").standardizedFileURL.path
      ]
    expectEqual(dealt.sorted(), expected.sorted())
    expectTrue(Self.contentShards.allSatisfy { !$0.isEmpty })
  }
}
