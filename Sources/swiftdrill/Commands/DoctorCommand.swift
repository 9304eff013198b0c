import DrillEvaluation
import DrillPresentation
import Foundation

/// `doctor [--json]`: the compiler, each sandbox layer (tested by running
/// something under it), the limits and where data lives.
struct DoctorCommand: Command {
  static let jsonOption = OptionSpec.flag("json", "Print the report as one JSON object")

  static let spec = CommandSpec(
    name: "doctor", summary: "The compiler, each sandbox layer (tested), the limits and where data lives",
    options: [jsonOption])

  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    var report = DoctorReport.make(environment: app.environment, paths: app.paths)
    let settingProblem = app.bundledSettingProblem  // looks at the disk: read once
    report.content = .init(
      bundled: settingProblem == nil ? app.bundledRoot?.path : nil,
      refused: app.refusedBundledNote ?? settingProblem)
    if json {
      app.console.write(StyledText(report.json()))
    } else {
      // Wrapped lines hang under the values: 11 columns of label, 15 for a layer's line.
      for line in report.lines {
        app.console.writeWrapped(
          StyledText(TerminalSanitizer.strip(line)), hangingIndent: line.hasPrefix("  ") ? 13 : 11)
      }
      // A SWIFTDRILL_BUNDLED that gives nothing is said, not shown as the bundled content (finding 5).
      let content =
        settingProblem ?? app.bundledRoot.map { "\($0.path) (bundled)" } ?? app.refusedBundledNote
        ?? "none bundled"
      app.console.writeWrapped(
        StyledText(TerminalSanitizer.strip("Content:   " + content)), hangingIndent: 11)
    }
    return report.compiler.path == nil ? .failure : .success
  }
}
