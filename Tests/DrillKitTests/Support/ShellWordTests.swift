import DrillKitTesting
import Testing

@testable import DrillSupport

/// Names a message asks the learner to type in a shell (`cd NAME`): as they are when safe, else
/// single-quoted so that the command works when pasted (session 46's review: `cd 'it's'`).
@Suite struct ShellWordTests {
  @Test(arguments: [
    ("bullseye", "bullseye"), ("proj/guess-2", "proj/guess-2"), ("my game", "'my game'"),
    ("it's", "'it'\\''s'"), ("$HOME", "'$HOME'"), ("", "''"), ("café", "café"),
  ])
  func quotesOnlyWhatTheShellWouldRead(word: String, expected: String) {
    expectEqual(ShellWord.quoted(word), expected)
  }
}
