import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGames
@testable import DrillProgress
@testable import DrillReports
@testable import DrillSessions

/// Session 50's tryout: the history of a choice answer (finding 19), `scores` at 40 columns (4),
/// and a lesson snippet stopped at the output limit (12).
@Suite struct S50Mend2ReportTests {
  static let question = Question(
    localID: "set-facts", packID: "sets", title: "Set facts", prompt: "Which statements about Set are true?",
    choices: [
      Choice(text: "An element is in it at most once", correct: true),
      Choice(text: "Its elements are `Hashable`", correct: true),
      Choice(text: "It keeps the insertion order", correct: false),
    ])

  @Test func aChoiceAnswerIsKeptAsTheOptionsChosen() {
    // Shown shuffled: a) insertion order, b) at most once, c) Hashable.
    let shown = ChoicePresentation(order: [2, 0, 1])
    let kept = shown.recordedAnswer("c b", of: Self.question)
    expectEqual(kept, "An element is in it at most once\nIts elements are `Hashable`")
    expectEqual(
      QuestionDetail.choiceAnswer(kept, of: Self.question),
      "An element is in it at most once · Its elements are `Hashable`")
    // What names no shown option is kept as typed.
    expectEqual(shown.recordedAnswer("z", of: Self.question), "z")
  }

  @Test func anOlderRowOfLettersSaysTheyWereOfTheShuffledList() {
    expectEqual(
      QuestionDetail.choiceAnswer("a c", of: Self.question), "a c (letters of the list as shuffled then)")
    expectEqual(
      QuestionDetail.choiceAnswer("b", of: Self.question), "b (letters of the list as shuffled then)")
    expectEqual(QuestionDetail.choiceAnswer("no idea", of: Self.question), "no idea")
  }

  @Test func scoresAtFortyColumnsKeepTheTimeAndTheSeedWhole() {
    let date = Date(timeIntervalSince1970: 1_796_650_000)
    let best = [
      GameScore(game: "add1", score: 31, options: #"{"seconds":"30"}"#, seed: 12_345, playedAt: date),
      GameScore(
        game: "add1", score: 12, options: #"{"seconds":"90","turbo":"true"}"#, seed: 7, playedAt: date),
    ]
    let lines = ScoresTable(games: [(game: .add1, best: best)]).render(width: 40).plain
      .split(separator: "\n").map(String.init)
    let text = lines.joined(separator: "\n")
    expectTrue(lines.allSatisfy { $0.count <= 40 }, "\(text)")
    expectTrue(!text.contains("…"), "\(text)")
    let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for word in ["2026-12-07", "13:26", "seconds=30", "seed=12345", "seconds=90", "turbo=true", "seed=7"] {
      expectTrue(words.contains(word), "\(word) in\n\(text)")
    }
  }

  @Test func aSnippetStoppedAtTheOutputLimitShowsItsEndsAndSaysHowMuch() {
    let printed = (0..<6_664).map { "line \($0)" }.joined(separator: "\n") + "\nline 66"
    let execution = Execution(exitStatus: nil, signal: 9, stdout: printed, stderr: "", outputTruncated: true)
    let text = SnippetReport.describe(.ran(execution), flag: nil, width: 80).plain
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    expectTrue(lines.count < 40, "\(lines.count) lines")
    expectContains(text, "line 0\n")
    expectContains(text, "line 19\n")
    expectContains(text, "… 6,634 more lines …")
    expectContains(text, "line 6663\n")
    expectTrue(!text.contains("line 66\n"), "the line the limit cut is not shown")
    expectContains(
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "),
      "Stopped at the output limit: the program printed 64 KB (6,664 lines) and would have printed more; "
        + "the first 20 and the last 10 are shown.")
  }
}
