import DrillKitTesting
import Testing

@testable import DrillGames

@Suite struct GameOptionsTests {
  @Test func defaultsWhenNothingIsGiven() throws {
    let options = try GameOptions([:], for: .add1)
    expectEqual(options, GameOptions(seed: nil, seconds: 60, turbo: false, quiet: false, level: nil))
  }

  @Test func parsesAddOneOptionsWithOrWithoutDashes() throws {
    let options = try GameOptions(
      ["--seconds": "120", "turbo": "", "--quiet": "true", "seed": "42"], for: .add1)
    expectEqual(options, GameOptions(seed: 42, seconds: 120, turbo: true, quiet: true))
    expectEqual(options.recorded(for: .add1), ["seconds": "120", "turbo": "true"])
  }

  @Test func parsesAnagramsLevel() throws {
    let options = try GameOptions(["level": "3"], for: .anagrams)
    expectEqual(options.level, 3)
    // The level skips the menu for the first puzzle only: no score is set apart by it (session 53).
    expectEqual(options.recorded(for: .anagrams), [:])
  }

  /// A Bullseye game's length is recorded: games are ranked against games of as many rounds.
  @Test func parsesBullseyeRounds() throws {
    expectEqual(try GameOptions([:], for: .bullseye).recorded(for: .bullseye), ["rounds": "10"])
    let options = try GameOptions(["--rounds": "5"], for: .bullseye)
    expectEqual(options.rounds, 5)
    expectEqual(options.recorded(for: .bullseye), ["rounds": "5"])
  }

  @Test(arguments: [
    (GameKind.guess, ["turbo": ""], GameOptionsError.unknownOption("turbo", game: .guess)),
    (.bullseye, ["quiet": ""], .unknownOption("quiet", game: .bullseye)),
    (.add1, ["level": "2"], .unknownOption("level", game: .add1)),
    (.add1, ["speed": "2"], .unknownOption("speed", game: .add1)),
    (
      .add1, ["seconds": "0"],
      .invalidValue(option: .seconds, value: "0", expected: "a number of seconds from 1 to 3600")
    ),
    (
      .add1, ["seconds": "soon"],
      .invalidValue(option: .seconds, value: "soon", expected: "a number of seconds from 1 to 3600")
    ),
    (
      .add1, ["turbo": "maybe"],
      .invalidValue(option: .turbo, value: "maybe", expected: "no value, true or false")
    ),
    (
      .bullseye, ["rounds": "0"],
      .invalidValue(option: .rounds, value: "0", expected: "a number of rounds from 1 to 100")
    ),
    (.guess, ["rounds": "3"], .unknownOption("rounds", game: .guess)),
    (
      .guess, ["seed": "-1"],
      .invalidValue(option: .seed, value: "-1", expected: "a whole number from 0 to 18446744073709551615")
    ),
    (
      .anagrams, ["level": "0"],
      .invalidValue(option: .level, value: "0", expected: "a level number from 1, as the menu shows")
    ),
    (
      .anagrams, ["level": "-99999999999999999999"],
      .invalidValue(
        option: .level, value: "-99999999999999999999", expected: "a level number from 1, as the menu shows")
    ),
  ])
  func rejectsWhatAGameDoesNotAccept(game: GameKind, raw: [String: String], error: GameOptionsError) {
    #expect(throws: error) { try GameOptions(raw, for: game) }
  }

  /// Digits past `Int` are a level past the last one, which `play` then names with the menu's range.
  @Test func aLevelPastIntIsPastTheLastLevel() throws {
    expectEqual(try GameOptions(["level": "99999999999999999999"], for: .anagrams).level, Int.max)
  }

  @Test func errorsExplainThemselves() {
    let unknown = GameOptionsError.unknownOption("turbo", game: .guess)
    expectEqual(unknown.errorDescription, "'play guess' has no option '--turbo'; it accepts --seed N")
    let invalid = GameOptionsError.invalidValue(option: .seconds, value: "", expected: "a number")
    expectEqual(invalid.errorDescription, "nothing is not valid for --seconds: expected a number")
  }
}

@Suite struct GameKindTests {
  @Test(arguments: [
    ("add1", GameKind.add1), ("Add-1", .add1), ("guess", .guess), ("guess-the-number", .guess),
    ("anagrams", .anagrams), ("BULLSEYE", .bullseye),
  ])
  func findsGamesByNameAndAlias(name: String, kind: GameKind) {
    expectEqual(GameKind(name: name), kind)
  }

  @Test func unknownNameIsNil() {
    expectTrue(GameKind(name: "chess") == nil)
  }

  @Test func everyGameHasASummaryAndAcceptsSeed() {
    for kind in GameKind.allCases {
      expectTrue(!kind.summary.isEmpty)
      expectContains(kind.acceptedOptions, .seed)
    }
    expectEqual(GameKind.add1.usage, "add1 [--seconds N] [--turbo] [--quiet] [--seed N]")
    expectTrue(!GameKind.guess.higherScoreIsBetter)
  }
}
