import DrillKitTesting
import DrillPresentation
import Foundation

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions
@testable import DrillSupport

/// Questions and contexts for session tests: no files but the progress store.
enum SessionFixtures {
  static let now = Date(timeIntervalSince1970: 1_768_467_600)  // 2026-01-15 09:00 UTC

  static func choice(_ id: String, level: Level = .beginner, tags: [String] = ["optionals"]) -> Question {
    Question(
      localID: id, packID: "fixture", title: "Pick one (\(id))", level: level, tags: tags, shuffle: false,
      prompt: "Which is right?",
      choices: [Choice(text: "right", correct: true), Choice(text: "wrong", correct: false)],
      hints: ["It is the first one."], explanation: "Because it is right.")
  }

  static func short(_ id: String, level: Level = .beginner, tags: [String] = ["strings"]) -> Question {
    Question(
      localID: id, packID: "fixture", title: "Type it (\(id))", level: level, tags: tags,
      prompt: "Say `yes`.",
      accept: ["yes"], explanation: "The answer is yes.")
  }

  static func output(_ id: String) -> Question {
    Question(
      localID: id, packID: "fixture", title: "What prints?", tags: ["control-flow"],
      prompt: "```swift\nprint(1)\nprint(2)\n```", output: "1\n2")
  }

  static func code(_ id: String) -> Question {
    Question(
      localID: id, packID: "fixture", title: "Write double (\(id))", tags: ["functions"],
      prompt: "Write `double(_:)`.", tests: "expect(double(3), 6, \"double(3)\")",
      answer: "```swift\nfunc double(_ n: Int) -> Int { n * 2 }\n```")
  }

  static func explain(_ id: String, kind: QuestionKind = .verbal) -> Question {
    Question(
      localID: id, packID: "fixture", title: "Explain value types", kind: kind, tags: ["values-types"],
      prompt: "Why copy?", answer: "Structs are copied on assignment.",
      keyPoints: ["copied on assignment", "no shared state"])
  }

  static func context(
    lines: [String], store: ProgressStore?, seed: UInt64 = 1, interactive: Bool = false,
    mode: StudyMode = .quiz, evaluator: Evaluator = Evaluator(lexicon: .bundled),
    editCode: ((String) -> String?)? = nil,
    width: Int = 80
  ) -> (StudyContext, ScriptedConsole) {
    context(
      inputs: lines.map(ConsoleInput.line), store: store, seed: seed, interactive: interactive, mode: mode,
      evaluator: evaluator, editCode: editCode, width: width)
  }

  /// A context whose console reads `inputs`, which may include Ctrl-C and Ctrl-D.
  static func context(
    inputs: [ConsoleInput], store: ProgressStore?, seed: UInt64 = 1, interactive: Bool = false,
    mode: StudyMode = .quiz, evaluator: Evaluator = Evaluator(lexicon: .bundled),
    editCode: ((String) -> String?)? = nil,
    width: Int = 80
  ) -> (StudyContext, ScriptedConsole) {
    let console = ScriptedConsole(inputs: inputs, interactive: interactive, width: width)
    let context = StudyContext(
      console: console, clock: .fixed(now), store: store, scheduler: Scheduler().fuzzing(false),
      evaluator: evaluator, generator: SeededGenerator(seed: seed), mode: mode, editCode: editCode)
    return (context, console)
  }
}
