import DrillKitTesting
import DrillSupport
import Testing

@testable import swiftdrill

@Suite(.ownThreads) struct CommandLineParserTests {
  let parser = CommandLineParser()

  @Test func parsesOptionsFlagsAndArguments() throws {
    let invocation = try parser.parse(["check", "a.md", "--run", "--jobs", "2", "b.md"])
    expectEqual(invocation.name, "check")
    expectEqual(invocation.arguments, ["a.md", "b.md"])
    expectTrue(invocation.has(CheckCommand.runOption))
    try expectEqual(invocation.number(CheckCommand.jobsOption), 2)
  }

  @Test func acceptsInlineValuesAndShortNames() throws {
    let invocation = try parser.parse(["convert", "p.md", "--to=json", "-o", "out.json"])
    expectEqual(invocation.value(ConvertCommand.toOption), "json")
    expectEqual(invocation.value(ConvertCommand.outputOption), "out.json")
  }

  @Test func resolvesAliases() throws {
    try expectEqual(parser.parse(["exit"]).name, "quit")
    // The banner counts "reviews due" and lessons quit with `q`: both words work at the prompt too.
    try expectEqual(parser.parse(["review"]).name, "drill")
    try expectEqual(parser.parse(["q"]).name, "quit")
  }

  @Test func typedValuesAreChecked() throws {
    let invocation = try parser.parse(["quiz", "--level", "Advanced", "--count", "x"])
    try expectEqual(invocation.levelOrEvery(QuizCommand.levelOption).level, .advanced)
    #expect(throws: UsageError.self) { try invocation.number(QuizCommand.countOption) }
    let wrong = try parser.parse(["quiz", "--level", "expert"])
    #expect(throws: UsageError.self) { try wrong.levelOrEvery(QuizCommand.levelOption) }
  }

  @Test(arguments: [
    (["quzi"], UsageError.unknownCommand("quzi", suggestion: "quiz")),
    (["florp"], UsageError.unknownCommand("florp", suggestion: nil)),
    (
      ["quiz", "--levle", "x"],
      UsageError.unknownOption(command: "quiz", option: "--levle", suggestion: "--level")
    ),
    (["quiz", "--level"], UsageError.missingValue(option: "--level")),
    (["play"], UsageError.missingArgument(command: "play", argument: "GAME")),
    (["games", "extra"], UsageError.unexpectedArgument(command: "games", argument: "extra")),
    (
      ["convert", "f.md", "--to", "xml"],
      UsageError.invalidValue(option: "--to", value: "xml", expected: "one of json, md")
    ),
    (["quiz", "--run"], UsageError.unknownOption(command: "quiz", option: "--run", suggestion: nil)),
    // An alias is named as typed: `review --count` is told about 'review', not 'drill'.
    (
      ["review", "--count", "3"],
      UsageError.unknownOption(command: "review", option: "--count", suggestion: nil)
    ),
    (["exit", "now"], UsageError.unexpectedArgument(command: "exit", argument: "now")),
  ])
  func rejectsMalformedInput(words: [String], expected: UsageError) {
    #expect(throws: expected) { try parser.parse(words) }
  }

  /// A number past `Int` is a whole number of at least the lower bound, so the message gives
  /// the upper one; other text is told the lower bound alone when there is no real upper one.
  @Test func aNumberPastItsTypeIsToldTheRange() throws {
    let huge = try parser.parse(["drill", "--new", "99999999999999999999"])
    #expect(
      throws: UsageError.invalidValue(
        option: "--new", value: "99999999999999999999", expected: "a whole number from 0 to 10000")
    ) { try huge.number(DrillCommand.newOption, in: 0...10_000) }
    let unbounded = try parser.parse(["check", "--jobs", "99999999999999999999"])
    #expect(
      throws: UsageError.invalidValue(
        option: "--jobs", value: "99999999999999999999", expected: "a whole number from 0 to \(Int.max)")
    ) { try unbounded.number(CheckCommand.jobsOption) }
    let word = try parser.parse(["check", "--jobs", "many"])
    #expect(
      throws: UsageError.invalidValue(
        option: "--jobs", value: "many", expected: "a whole number of at least 0")
    ) { try word.number(CheckCommand.jobsOption) }
  }

  @Test func emptyInputIsAnError() {
    #expect(throws: UsageError.emptyCommand) { try parser.parse([]) }
  }

  @Test func aDoubleDashEndsOptions() throws {
    let invocation = try parser.parse(["check", "--", "--weird-name.md"])
    expectEqual(invocation.arguments, ["--weird-name.md"])
  }
}

@Suite(.ownThreads) struct GlobalOptionsTests {
  @Test func globalOptionsAreTakenOutAnywhere() throws {
    let options = try GlobalOptions.parse([
      "--no-color", "quiz", "--content", "dir1", "--level", "beginner", "--content=dir2",
    ])
    expectTrue(options.noColor)
    expectEqual(options.contentDirectories, ["dir1", "dir2"])
    expectEqual(options.commandWords, ["quiz", "--level", "beginner"])
  }

  /// Every option of the catalog's one list is taken out, in each of its spellings.
  @Test(arguments: CommandCatalog.globalOptions.map(\.name))
  func everyCatalogGlobalOptionIsTakenOut(_ name: String) throws {
    let option = try #require(CommandCatalog.globalOptions.first { $0.name == name })
    let spellings =
      ["--\(option.name)"] + option.aliases.map { "--\($0)" } + (option.short.map { ["-\($0)"] } ?? [])
    for spelling in spellings {
      let words = option.value == nil ? [spelling, "quiz"] : [spelling, "x", "quiz"]
      try expectEqual(GlobalOptions.parse(words).commandWords, ["quiz"], "\(spelling)")
    }
  }

  @Test func spellingsSetTheirOptions() throws {
    let options = try GlobalOptions.parse(["-h", "--version", "--no-colour", "--trust", "stats"])
    expectTrue(options.help && options.version && options.noColor && options.trust)
    try expectEqual(GlobalOptions.parse(["--trust=yes"]).commandWords, ["--trust=yes"])
  }

  @Test func contentNeedsAValue() {
    #expect(throws: UsageError.missingValue(option: "--content")) {
      try GlobalOptions.parse(["--content"])
    }
  }
}

@Suite(.ownThreads) struct LineTokenizerTests {
  @Test(arguments: [
    ("quiz --level beginner", ["quiz", "--level", "beginner"]),
    ("  spaced   out  ", ["spaced", "out"]),
    ("check \"my packs/a.md\"", ["check", "my packs/a.md"]),
    ("check 'it''s'", ["check", "its"]),
    ("check a\\ b", ["check", "a b"]),
    ("say \"\"", ["say", ""]),
    ("", []),
  ])
  func splitsWords(line: String, words: [String]) throws {
    try expectEqual(LineTokenizer.words(line), words)
  }

  @Test func anOpenQuoteIsAnError() {
    #expect(throws: UsageError.unterminatedQuote) { try LineTokenizer.words("check \"oops") }
  }

  /// A sentence typed at the prompt is named by its first word, not its apostrophe; a command's
  /// open quote stays that error.
  @Test func aSentenceWithAnApostropheIsAnUnknownCommand() throws {
    let parser = CommandLineParser()
    #expect(throws: UsageError.unknownCommand("transparent", suggestion: nil)) {
      try parser.words(ofLine: "transparent layers get blended, so what's below is drawn twice")
    }
    #expect(throws: UsageError.unknownCommand("quizz", suggestion: "quiz")) {
      try parser.words(ofLine: "quizz it's")
    }
    #expect(throws: UsageError.unterminatedQuote) { try parser.words(ofLine: "check \"oops") }
    #expect(throws: UsageError.unterminatedQuote) { try parser.words(ofLine: "'what is this") }
    try expectEqual(parser.words(ofLine: "check 'a b'"), ["check", "a b"])
  }
}

@Suite(.ownThreads) struct SuggestionTests {
  @Test(arguments: [
    ("quzi", "quiz"),
    ("stat", "stats"),
    ("hlep", "help"),
    ("lesons", "lessons"),
    ("zzzzzz", nil),
  ])
  func suggestsTheNearestCommand(word: String, expected: String?) {
    expectEqual(Suggestion.nearest(to: word, in: CommandCatalog.allNames), expected)
  }

  @Test func distanceCountsATranspositionOnce() {
    expectEqual(Suggestion.distance("ab", "ba"), 1)
    expectEqual(Suggestion.distance("kitten", "sitting"), 3)
  }
}
