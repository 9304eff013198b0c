/// Every command SwiftDrill knows, in the order `help` lists them.
enum CommandCatalog {
  static let seed = OptionSpec.value("seed", .number, "N", "Seed the random order, for a reproducible run")

  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "quiz", summary: "Answer a set of questions, with points and explanations",
      options: [
        .value("level", .level, "LEVEL", "beginner, intermediate or advanced"),
        .value("kind", .kind, "KIND", "written or verbal"),
        .value("pack", .packID, "ID", "Only questions from this pack"),
        .value("tag", .tag, "TAG", "Only questions with this tag"),
        .value("type", .questionType, "TYPE", "choice, short, output, code or explain"),
        .value("count", .number, "N", "How many questions (default 10)"),
        seed,
      ],
      discussion: """
        Inside a question: :hint shows a hint, :skip moves on, :accept counts your last \
        answer as right from now on, :quit ends the quiz with its summary, Ctrl-C cancels it.
        """),
    CommandSpec(
      name: "drill", summary: "Spaced-repetition review: what is due, then new questions",
      options: [
        .value("limit", .number, "N", "At most N due reviews"),
        .value("new", .number, "N", "Up to N new questions after the reviews (default 10)"),
        seed,
      ]),
    CommandSpec(
      name: "interview", summary: "A timed mock interview, written then verbal questions",
      options: [
        .value("level", .level, "LEVEL", "The level to interview for (default beginner)"),
        .value("minutes", .number, "M", "Length of the interview (default 20)"),
        seed,
      ]),
    CommandSpec(
      name: "placement", summary: "An adaptive test that estimates your level",
      options: [seed]),
    CommandSpec(
      name: "stats", summary: "Accuracy, streak, reviews per day, what is due",
      options: [.flag("json", "Print everything as JSON")]),
    CommandSpec(
      name: "export", summary: "Export the review log and progress",
      options: [
        .value("reviews-csv", .path, "FILE", "The review log in fsrs-optimizer columns"),
        .value("json", .path, "FILE", "All progress as JSON"),
      ]),
    CommandSpec(
      name: "lessons", summary: "The course, in order, with what is done and what is next"),
    CommandSpec(
      name: "lesson", summary: "Read a lesson, run its snippets and answer its checks",
      arguments: [ArgumentSpec(name: "ID", value: .lessonID, optional: true)],
      options: [seed],
      discussion: """
        Keys inside a lesson: Enter or n next page, p previous, g N go to page N, \
        run [N] runs the page's N-th snippet, q back to the prompt.
        """),
    CommandSpec(name: "games", summary: "The mini-games, with a line on each"),
    CommandSpec(
      name: "play", summary: "Play a mini-game: add1, guess, anagrams or bullseye",
      arguments: [ArgumentSpec(name: "GAME", value: .game)],
      options: [
        seed,
        .value("seconds", .number, "N", "Add 1: length of a match (default 60)"),
        .flag("turbo", "Add 1: time runs twice as fast while the score is above 10"),
        .value("level", .number, "N", "Anagrams: start at level 1, 2 or 3"),
        .flag("quiet", "No bell and no animation"),
      ]),
    CommandSpec(
      name: "scores", summary: "The best ten scores of each game",
      arguments: [ArgumentSpec(name: "GAME", value: .game, optional: true)]),
    CommandSpec(
      name: "packs", summary: "The question packs, with counts per level and kind",
      options: [
        .flag("topics", "Questions per topic and level instead"),
        .flag("markdown", "With --topics: print the table as Markdown (docs/content.md)"),
        .flag("json", "With --topics: counts per level, kind and type as JSON"),
      ]),
    CommandSpec(
      name: "check", summary: "Validate packs and lessons; --run proves their code with swiftc",
      arguments: [ArgumentSpec(name: "PATH", value: .path, optional: true, variadic: true)],
      options: [
        .flag("run", "Compile and run every snippet and answer"),
        .flag("json", "Print the result as one JSON object"),
        .value("jobs", .number, "N", "Compile N snippets at once (default: all cores)"),
      ]),
    CommandSpec(
      name: "convert", summary: "Convert a pack between Markdown and JSON",
      arguments: [ArgumentSpec(name: "FILE", value: .path)],
      options: [
        .value("to", .oneOf(["json", "md"]), "FORMAT", "json or md"),
        .value("output", short: "o", .path, "OUT", "Write here instead of standard output"),
      ]),
    CommandSpec(
      name: "new", summary: "Create a new question pack from a scaffold",
      arguments: [
        ArgumentSpec(name: "pack", value: .oneOf(["pack"])),
        ArgumentSpec(name: "ID", value: .text),
      ],
      options: [.value("output", short: "o", .path, "DIR", "Folder to write it in")]),
    CommandSpec(
      name: "help", summary: "List the commands, or explain one",
      arguments: [ArgumentSpec(name: "COMMAND", value: .command, optional: true)]),
    CommandSpec(
      name: "quit", aliases: ["exit"], summary: "Leave SwiftDrill (Ctrl-D works too)", replOnly: true),
  ]

  /// Options every command accepts on the command line.
  static let globalOptions: [OptionSpec] = [
    .flag("help", short: "h", "Show help"),
    .flag("version", "Print the version"),
    .flag("no-color", "Never print colour (NO_COLOR does the same)"),
    .value(
      "content", .path, "DIR", "Also load packs and lessons from DIR", repeatable: true),
  ]

  static func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  static var allNames: [String] {
    commands.flatMap { [$0.name] + $0.aliases }
  }
}
