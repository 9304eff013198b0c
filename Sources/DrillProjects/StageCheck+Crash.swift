import DrillEvaluation
import Foundation

extension StageCheck {
  /// The crash of a trapped run: its message, the learner's line and the check running, from the
  /// frames the line tables placed (`Execution.crashPlaces`) among the files of stages 1…`last`.
  static func crash(_ execution: Execution, project: Project, through last: Int, stage: Int?) -> Problem {
    let places = execution.crashPlaces ?? []
    let testsFiles = (0...last).map { LearnerPackage.testsPath(project, $0) }
    var crash = Crash(
      message: fatalMessage(in: execution.stderr), output: execution.stdout + execution.stderr)
    // The learner's code: a file of theirs, not the tests' (nor the harness's, nor the calls' list).
    crash.place = places.first { place in
      !testsFiles.contains(place.file) && place.file != "the tests"
        && place.file != TestHarness.file.displayName
    }
    var crashedStage = stage
    if let inTests = places.first(where: { testsFiles.contains($0.file) }),
      let index = testsFiles.firstIndex(of: inTests.file)
    {
      crashedStage = index
      crash.testsLine = inTests.line
      let lines = ((try? project.tests(index)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      if lines.indices.contains(inTests.line - 1) {
        crash.testsCode = lines[inTests.line - 1].trimmingCharacters(in: .whitespaces)
      }
    }
    return .testsCrashed(stage: crashedStage, crash)
  }

  /// The runtime's message without its file: `Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index
  /// out of range` → `Fatal error: Index out of range`.
  static func fatalMessage(in stderr: String) -> String {
    for line in stderr.split(separator: "\n") {
      for marker in ["Fatal error", "Fatal access conflict", "Precondition failed", "Assertion failed"] {
        if let range = line.range(of: marker) { return String(line[range.lowerBound...]) }
      }
    }
    return "it crashed"
  }
}
