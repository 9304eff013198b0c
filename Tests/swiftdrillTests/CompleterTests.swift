import DrillKitTesting
import Testing

@testable import swiftdrill

@Suite(.ownThreads) struct CompleterTests {
  let completer = Completer(
    packIDs: ["interview-beginner", "interview-advanced", "topics"],
    lessonIDs: ["optionals", "strings"],
    questionIDs: ["interview-beginner/struct-copy", "interview-beginner/optionals", "topics/closures"],
    tags: ["closures", "concurrency", "optimisation", "optionals"],
    topics: ["closures", "optionals"],
    games: ["add1", "anagrams", "bullseye", "guess"],
    projects: ["add1", "anagrams", "bullseye", "guess"])

  @Test(arguments: [
    ("", "he", ["help"]),
    ("", "q", ["quit", "quiz"]),
    ("", "", (CommandCatalog.commands.map(\.name) + ["exit", "learn", "review"]).sorted()),
    // Session 50's tryout (finding 6): `learn` is the lessons command's alias, and Tab offers it.
    ("", "lea", ["learn"]),
    ("", "less", ["lesson", "lessons"]),
    ("quiz ", "--l", ["--level"]),
    ("quiz --level ", "", ["advanced", "any", "beginner", "intermediate"]),
    ("quiz --level ", "int", ["intermediate"]),
    ("quiz --kind ", "", ["verbal", "written"]),
    ("quiz --pack ", "interview-", ["interview-advanced", "interview-beginner"]),
    ("quiz --type ", "c", ["choice", "code"]),
    ("quiz --tag ", "con", ["concurrency"]),
    // `--topic` offers topics only: a tag that is no question's first tag would fail there.
    ("quiz --topic ", "opt", ["optionals"]),
    ("review --topic ", "", ["closures", "optionals"]),
    ("quiz --tag ", "opt", ["optimisation", "optionals"]),
    ("play ", "a", ["add1", "anagrams"]),
    ("play bullseye ", "--", ["--level", "--quiet", "--rounds", "--seconds", "--seed", "--turbo"]),
    ("lesson ", "", ["optionals", "strings"]),
    ("help ", "pla", ["placement", "play"]),
    ("convert x.md --to ", "", ["json", "md"]),
    ("new ", "", ["lesson", "pack"]),
    ("scores ", "g", ["guess"]),
    ("quiz --id ", "interview-beginner/s", ["interview-beginner/struct-copy"]),
    (
      "quiz --id topics/closures --id ", "int",
      ["interview-beginner/optionals", "interview-beginner/struct-copy"]
    ),
    ("show ", "top", ["topics/closures"]),
    ("show --json ", "interview-beginner/o", ["interview-beginner/optionals"]),
    ("reset --question ", "t", ["topics/closures"]),
    ("accepted --remove ", "interview-beginner/st", ["interview-beginner/struct-copy"]),
    ("nosuch ", "", []),
    ("games ", "", []),
    // Session 46's tryout (finding 16): `project start ` offered the files here, not the projects.
    ("project ", "", ["check", "list", "start", "status"]),
    ("project start ", "", ["add1", "anagrams", "bullseye", "guess"]),
    ("project start ", "gu", ["guess"]),
    ("project list ", "", []),
  ])
  func offersCandidates(before: String, word: String, expected: [String]) {
    expectEqual(completer.candidates(before: before, word: word), expected)
  }

  @Test func usedOptionsAreNotOfferedAgain() {
    let candidates = completer.candidates(before: "quiz --level beginner ", word: "--")
    expectNotContains(candidates, "--level")
    expectContains(candidates, "--kind")
  }

  /// `project start NAME DIR`, `project check DIR`: the folder is a path.
  @Test func aProjectsFolderCompletesAsAPath() {
    for before in ["project start guess ", "project check ", "project status "] {
      expectEqual(
        completer.candidates(before: before, word: "/"), Completer.paths(startingWith: "/"), "\(before)")
    }
  }

  /// At a lesson's prompt only its own commands complete (session 46's tryout, finding 17: `dri`
  /// gave `drill`, `show control-flow/wh` an id).
  @Test func aLessonsPromptCompletesOnlyItsCommands() {
    let lesson = Completer.lessonPrompt
    expectEqual(lesson.candidates(before: "", word: "dri"), [])
    expectEqual(lesson.candidates(before: "", word: "r"), ["run"])
    expectEqual(lesson.candidates(before: "", word: ""), ["edit", "run"])
    expectEqual(lesson.candidates(before: "show ", word: "top"), [])
  }

  /// The s46 review (finding 15): Tab at a lesson check's `answer>` offered `run`/`edit`, which
  /// the check does not take. An answer's prompt offers the answer commands; another prompt (a
  /// game's, a program's input) nothing; the REPL's and a lesson page's prompts their own words.
  @Test(arguments: [
    ("answer> ", ":", Completer.answerCommands),
    // Without a `:`, an answer's first word: Tab puts nothing in it (no `:` at `code> `).
    ("answer> ", "", []),
    ("code> ", "", []),
    ("answer (all that apply)> ", ":s", [":skip"]),
    ("output> ", ":h", [":help", ":hint"]),
    ("code> ", "r", []),
    ("your answer> ", ":q", [":quit"]),
    ("guess> ", "", []),
    ("input> ", ":", []),
    ("swiftdrill> ", "he", ["help"]),
  ])
  func eachPromptOffersWhatItTakes(prompt: String, word: String, expected: [String]) {
    expectEqual(completer.candidates(before: "", word: word, prompt: prompt), expected)
    expectEqual(
      Completer.lessonPrompt.candidates(before: "", word: word, prompt: prompt),
      expected == ["help"] ? [] : expected)
  }

  @Test func aLessonPagesPromptKeepsItsCommandsWhateverItsWidth() {
    for prompt in ["lesson (Enter, p, g N, run N, edit N, q)> ", "lesson (Enter, ?)> "] {
      expectEqual(Completer.lessonPrompt.candidates(before: "", word: "r", prompt: prompt), ["run"])
    }
  }

  @Test func commonPrefixOfCandidates() {
    expectEqual(Completer.commonPrefix(["--seed", "--seconds"]), "--se")
    expectEqual(Completer.commonPrefix(["help"]), "help")
    expectEqual(Completer.commonPrefix([]), "")
  }
}
