import DrillPresentation
import DrillProgress
import DrillScheduling
import Foundation

/// `optimize`: fits the FSRS-6 parameters to the learner's own review log.
struct OptimizeCommand: Command {
  static let dryRunOption = OptionSpec.flag("dry-run", "Fit and report, but keep the current parameters")
  static let jsonOption = OptionSpec.flag("json", "Print the result as one JSON object")

  static let spec = CommandSpec(
    name: "optimize", summary: "Fit the FSRS parameters to your review history",
    options: [dryRunOption, jsonOption])

  let dryRun: Bool
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    dryRun = invocation.has(Self.dryRunOption)
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    let store: ProgressStore
    if dryRun {
      guard let reader = try app.readOnlyStore() else {
        return notYet(have: 0, need: ParameterOptimizer.minimumReviews, in: app)
      }
      store = reader
    } else {
      guard let writer = app.openStore() else {
        throw CommandError.cannotWrite(
          path: app.paths.progressDatabase.path, reason: "the progress file cannot be used")
      }
      store = writer
    }
    let current = try store.settings.fsrsParameters() ?? Scheduler.defaultParameters
    let histories = try store.transfer.reviewHistories()
    let result: OptimizationResult
    do {
      result = try ParameterOptimizer().optimize(histories, current: current)
    } catch .notEnoughReviews(let have, let need) {
      return notYet(have: have, need: need, in: app)
    } catch {
      throw error
    }
    let stored = !dryRun && result.improved
    if stored { try store.settings.setFSRSParameters(result.parameters) }
    if json {
      let numbers = result.parameters.map { "\($0)" }.joined(separator: ", ")
      // Machine-read: written as it is, never wrapped to the console's width.
      app.console.write(
        StyledText(
          "{\"parameters\": [\(numbers)], \"log_loss_before\": \(result.before.logLoss), "
            + "\"log_loss_after\": \(result.after.logLoss), \"rmse_before\": \(result.before.rmse), "
            + "\"rmse_after\": \(result.after.rmse), \"reviews\": \(result.after.reviews), "
            + "\"stored\": \(stored)}\n"))
      return .success
    }
    var text = StyledText("Fitted FSRS-6 to \(result.after.reviews) reviews.\n")
    text.append(String(format: "  log loss  %.4f → %.4f\n", result.before.logLoss, result.after.logLoss))
    text.append(String(format: "  RMSE      %.4f → %.4f\n", result.before.rmse, result.after.rmse))
    text.append(
      "  parameters " + result.parameters.map { String(format: "%.4f", $0) }.joined(separator: " ") + "\n")
    if result.inUse {
      text.append("These are the parameters in use already: nothing changed.\n", style: .muted)
    } else if !result.improved {
      text.append("The fitted parameters predict no better; the current ones are kept.\n", style: .muted)
    } else if dryRun {
      text.append("Dry run: nothing stored.\n", style: .muted)
    } else {
      text.append("Stored: drill uses them from now on.\n", style: .success)
    }
    app.console.writeFitted(text, hangingIndent: 2)
    return .success
  }

  /// Too few reviews to fit: the normal state of a new learner, said without `error:` and with
  /// exit 0 (session 46's tryout); `--json` prints `{"parameters": null, …}`.
  private func notYet(have: Int, need: Int, in app: App) -> ExitCode {
    if json {
      app.console.write(
        StyledText("{\"parameters\": null, \"reviews\": \(have), \"reviews_needed\": \(need)}\n"))
    } else {
      let reason = OptimizerError.notEnoughReviews(have: have, need: need).localizedDescription
      app.console.writeFitted(StyledText("Not yet. " + reason + "\n", style: .muted))
    }
    return .success
  }
}
