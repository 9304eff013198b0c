import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay

/// Add 1 counts the characters typed: a 4-character line with a space is a wrong
/// answer (the rules), not a short one that does not count.
@Suite struct Add1SpacingTests {
  func play(_ lines: [String]) -> String {
    let console = ScriptedConsole(lines: lines, interactive: false)
    let session = Add1Session(
      GameContext(
        console: console, clock: .fixed(Date(timeIntervalSince1970: 1_768_467_600)),
        options: GameOptions(seed: 3, quiet: true), onFinish: { _ in }))
    _ = session.run()
    return console.transcript
  }

  @Test func aFourCharacterLineWithALeadingSpaceIsWrong() {
    let transcript = play([" 123"])
    expectContains(transcript, "\u{2717} wrong", "\(transcript)")
    expectNotContains(transcript, "did not count")
  }

  @Test func aThreeDigitLineStillDoesNotCount() {
    let transcript = play(["123"])
    expectContains(transcript, "did not count", "\(transcript)")
  }

  @Test func quitWithSpacesStillLeaves() {
    let console = ScriptedConsole(lines: [" :quit ", "1234"], interactive: false)
    let session = Add1Session(
      GameContext(
        console: console, clock: .fixed(Date(timeIntervalSince1970: 1_768_467_600)),
        options: GameOptions(seed: 3, quiet: true), onFinish: { _ in }))
    expectEqual(session.run(), .quit)
  }
}
