import DrillKitTesting
import Foundation
import Testing

/// The built binary on the bundled lesson `first-program`: `run` on a snippet that calls
/// `readLine()` takes the program's lines from the piped input, up to an empty line
/// (session 44's tryout: the program met the end of its input at once).
@Suite(.ownThreads) struct LessonInputEndToEndTests {
  let home = TemporaryHome.make()

  @Test func theGuessingLoopPlaysWithThePipedGuesses() throws {
    let walk = try BinaryRun.run(
      ["lesson", "first-program"], input: "\nrun\nAda\n\ng 4\nrun\n50\nten\n42\n\nq\n", home: home)
    expectEqual(walk.status, 0, "\(walk.stderr)")
    expectContains(walk.stdout, "This program reads input: type its lines")
    expectContains(walk.stdout, "  │ Your guess?\n  │ You typed Ada\n")
    expectContains(
      walk.stdout,
      "  │ Your last guess was too high\n  │ Enter a number\n  │ You won in 2 guesses!\n  │ Bye\n")
    expectContains(walk.stdout, "Saved at page 4")
  }
}
