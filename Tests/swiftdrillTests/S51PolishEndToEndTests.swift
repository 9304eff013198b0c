import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 51: the product gaps session 50's closing note left, through the built binary.
@Suite(.ownThreads) struct S51PolishEndToEndTests {
  /// Who runs the exports: `nobody` as root (`DailyLoopLearnerTests.prefix`).
  let learnerHome = DailyLoopLearnerTests.home()
  let home = TemporaryHome.make()

  func runAsLearner(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try DailyLoopLearnerTests.run(arguments, input: input, in: learnerHome, now: S50Mend3EndToEndTests.day)
  }

  static func kept(_ path: String) -> String {
    "\(path) already exists and was left as it is; add --force to replace it, or give another name"
  }

  /// Gap 2: a JSON pack's over-long Answer was told at the question's `{` (5:1), not at its
  /// `answer` value; and a Markdown or JSON Answer's error from the audit's cache (any `check`
  /// after the first) was told at the question's line again. `check --json` carries the line.
  @Test func aJSONPacksAnswerErrorIsAtItsAnswerEveryTime() throws {
    let folder = home.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let answer = String(repeating: "An optional holds a value or nil. ", count: 1_300)
    let pack = """
      {
        "id": "longjson",
        "title": "Long JSON",
        "questions": [
          {
            "id": "long",
            "title": "Long",
            "prompt": "What is an optional?",
            "answer": "\(answer)",
            "keyPoints": ["An optional holds a value or nil"]
          }
        ]
      }

      """
    let file = folder.appendingPathComponent("longjson.json")
    try pack.write(to: file, atomically: true, encoding: .utf8)
    for round in 1...2 {
      let json = try BinaryRun.run(["check", "--json", file.path], home: home)
      expectEqual(json.status, 1, "round \(round): \(json.stderr)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
      let said = diagnostics.first {
        ($0["message"] as? String)?.hasPrefix("the model Answer of `long`") == true
      }
      expectEqual(said?["line"] as? Int, 9, "round \(round): \(diagnostics)")
      expectEqual(said?["column"] as? Int, 17, "round \(round): \(diagnostics)")
      let text = try BinaryRun.run(["check", file.path], home: home)
      expectContains(
        text.stdout + text.stderr, "longjson.json:9:17: error: the model Answer of `long` is 44,199 bytes",
        "round \(round)")
    }
  }
}
