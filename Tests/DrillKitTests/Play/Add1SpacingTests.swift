import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillSupport

/// Add 1 drops the spaces around an answer (session 50's tryout, finding 2: the right digits
/// after a stray space were "Type all 4 digits; that answer did not count."); what is left is
/// counted: four characters are scored, a space inside is a wrong character.
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

  /// The first code of seed 3, answered right.
  var firstAnswer: String {
    var generator = SeededGenerator(seed: 3)
    return Add1Engine.answer(for: Add1Engine(using: &generator).code)
  }

  @Test func theRightDigitsWithSpacesAroundThemAreRight() {
    for line in [" " + firstAnswer, firstAnswer + "  ", "  " + firstAnswer + " "] {
      let transcript = play([line])
      expectContains(transcript, "\u{2713} right", "\(line): \(transcript)")
      expectNotContains(transcript, "did not count")
    }
  }

  @Test func aSpaceInsideIsAWrongCharacterAndThreeDigitsWithASpaceDoNotCount() {
    let inside = play([String(firstAnswer.prefix(2)) + " " + String(firstAnswer.suffix(1))])
    expectContains(inside, "\u{2717} wrong", "\(inside)")
    let short = play([" 123"])
    expectContains(short, "did not count", "\(short)")
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
