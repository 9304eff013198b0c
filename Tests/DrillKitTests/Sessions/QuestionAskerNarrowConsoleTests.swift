import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSessions

/// On a console too narrow for the whole self-rating prompt, its choices are written on a line of
/// their own above a short prompt: that line wraps between choices, never inside one.
@Suite(.ownThreads) struct QuestionAskerNarrowConsoleTests {
  @Test func theRatingChoicesWrapBetweenChoicesNeverInsideOne() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let (context, console) = SessionFixtures.context(
      lines: ["copied on assignment", "3"], store: store, interactive: true, width: 30)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(SessionFixtures.explain("e1"))
    let lines = console.transcript.components(separatedBy: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix("How did you do?") })
    let wrapped = lines[first...].prefix { !$0.hasPrefix("rating") }
    expectEqual(wrapped.count, 2, "the choices take two lines at 30 columns: \(wrapped)")
    // Each line holds whole choices: a number and its name (and its interval, when scheduled).
    for line in wrapped {
      let choices = line.replacingOccurrences(of: "How did you do? ", with: "")
        .split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      expectTrue(
        choices.allSatisfy { choice in
          let words = choice.split(separator: " ")
          return words.count >= 2 && ["1", "2", "3", "4"].contains(words[0])
        }, "\(line)")
    }
  }
}
