import DrillEvaluation
import DrillPresentation

/// Says what a stage check found, in the learner's terms: which stage, what was
/// checked, what was expected and what their code gave; compiler output and program
/// output verbatim behind the output gutter. Every text from files is sanitised.
public enum StageReportWriter {
  /// Writes `report` for `project` to `console`; with `trace`, a crash's whole output (its stack trace).
  public static func write(
    _ report: StageCheck.Report, project: Project, on console: any Console, trace: Bool = false
  ) {
    let stage = project.stages[report.stage]
    guard let problem = report.problem else {
      console.writeLine("Stage \(report.stage + 1) passed: \(clean(stage.title)).", style: .success)
      return
    }
    console.writeLine("Stage \(report.stage + 1) (\(clean(stage.title))) is not passed yet.", style: .failure)
    switch problem {
    case .noSources(let target):
      console.writeLine(
        "There is no Swift file in Sources/\(clean(target)). The stage's instructions say what goes there.")
    case .libraryDoesNotCompile(let failure):
      console.writeLine("Your library \(clean(project.library)) does not compile:")
      console.writeOutput(failure.output)
    case .testsDoNotCompile(let index, let failure):
      console.writeLine(
        "The tests of stage \(index + 1) could not use your code. What the compiler says about them:")
      console.writeOutput(errors(of: failure))
      if failure.output.contains("inaccessible due to") || failure.output.contains("is internal") {
        console.writeLine(
          "The tests are another module: what they use must be marked public (a type, its properties, its init and methods)."
        )
      } else {
        console.writeLine(
          "Check the names and types the instructions ask for (\(LearnerPackage.instructionsPath(project, index))); they must be public."
        )
      }
    case .checkFailed(let index, let lines):
      console.writeLine("A check of stage \(index + 1) (\(clean(project.stages[index].title))) failed:")
      console.writeOutput(lines.joined(separator: "\n"))
      if index < report.stage {
        console.writeLine("This is an earlier stage's check: a change for this stage broke it.")
      }
      console.writeLine("The tests are in \(LearnerPackage.testsPath(project, index)).")
    case .testsStopped(let index, let reason, let output):
      let which = index.map { "stage \($0 + 1)" } ?? "this stage"
      console.writeLine("The tests of \(which) stopped: \(reason).")
      if !output.isEmpty { console.writeOutput(tail(output)) }
    case .testsCrashed(let index, let crash):
      writeCrash(crash, stage: index, project: project, on: console, trace: trace)
    case .programDoesNotCompile(let failure):
      console.writeLine("Your program (Sources/\(clean(project.executable))) does not compile:")
      console.writeOutput(failure.output)
    case .programStopped(let reason, let output):
      console.writeLine("Your program, started with the stage's input, stopped: \(reason).")
      if !output.isEmpty { console.writeOutput(tail(output)) }
    case .playMismatch(let missing, let matched, let output, let script):
      let words = ([clean(project.executable)] + script.arguments.map(clean)).joined(separator: " ")
      console.writeLine("Your program was started as `\(words)` and given these lines:")
      console.writeOutput(script.stdin.isEmpty ? "(no input)" : script.stdin)
      if let last = matched.last {
        console.writeLine(
          "After a line with “\(clean(last))”, a line with “\(clean(missing))” should follow. It printed:")
      } else {
        console.writeLine("A line with “\(clean(missing))” should be printed. It printed:")
      }
      console.writeOutput(output.isEmpty ? "(nothing)" : tail(output))
    }
  }

  /// A crash in the learner's terms: the message, their line, the check that was running; the
  /// stack trace only with `trace` (`project check --trace`).
  private static func writeCrash(
    _ crash: StageCheck.Crash, stage index: Int?, project: Project, on console: any Console, trace: Bool
  ) {
    let which = index.map { "stage \($0 + 1)" } ?? "this stage"
    console.writeWrapped(StyledText("The tests of \(which) crashed: \(clean(crash.message))."))
    if let place = crash.place {
      console.writeWrapped(StyledText("Your code stopped at \(clean(place.description)).", style: .bold))
    }
    if let line = crash.testsLine, let index {
      let file = LearnerPackage.testsPath(project, index)
      let code = crash.testsCode.map(clean)
      console.writeWrapped(
        StyledText("It was running the check on line \(line) of \(file)\(code == nil ? "." : ":")"))
      if let code { console.writeLine(StyledText("  " + code, style: .code)) }
    }
    if trace {
      console.writeLine("What the tests printed, with the stack trace:")
      console.writeOutput(tail(crash.output))
    } else {
      console.writeLine(
        "project check --trace shows the whole crash report (its stack trace).", style: .muted)
    }
  }

  /// The compiler's errors with their notes, fewer lines than the whole output.
  private static func errors(of failure: CompileFailure) -> String {
    let shown = failure.messages.filter { $0.severity == .error }.prefix(5).map(\.description)
    return shown.isEmpty ? failure.output : shown.joined(separator: "\n")
  }

  private static func tail(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 40 else { return output }
    return (["… (\(lines.count - 40) lines before)"] + lines.suffix(40)).joined(separator: "\n")
  }

  private static func clean(_ text: String) -> String { TerminalSanitizer.strip(text) }
}
