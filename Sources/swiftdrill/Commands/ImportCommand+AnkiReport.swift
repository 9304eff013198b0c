import DrillAnki
import DrillPresentation
import DrillProgress
import Foundation

/// What `import --anki` says once its pack files are in place and its reviews came in.
extension ImportCommand {
  func ankiReport(_ imported: AnkiImport, _ outcome: AnkiOutcome, in app: App) {
    let files = outcome.files
    let report = imported.report
    var text = StyledText()
    for file in files {
      let count = file.file.pack.questions.count
      text.append(StyledText("Wrote ", style: .success) + .whole(file.url.path, style: .success))
      text.append(": \(count) question\(count == 1 ? "" : "s").\n", style: .success)
    }
    text.append("\(report.notes) note\(report.notes == 1 ? "" : "s") read.\n")
    if !imported.known.isEmpty {
      let count = imported.known.count
      text.append(
        "\(count) question\(count == 1 ? " SwiftDrill exported is" : "s SwiftDrill exported are") "
          + "already in your library under the same id\(count == 1 ? "" : "s"): kept as they are, not "
          + "written again\(files.isEmpty ? "; no file was written" : "").\n")
    }
    if !report.skipped.isEmpty {
      text.append("Not converted (\(report.skipped.count)):\n", style: .warning)
      for entry in report.skipped { text.append("  \(entry.note): \(entry.message)\n") }
    }
    if !report.warnings.isEmpty {
      text.append("Converted with changes (\(report.warnings.count)):\n", style: .warning)
      for entry in report.warnings { text.append("  \(entry.note): \(entry.message)\n") }
    }
    if let summary = outcome.summary {
      // "(memory rebuilt)" only when something came in: with nothing new, no question's memory
      // was touched (session 45's tryout read "0 reviews of 0 questions came in (memory rebuilt)").
      let already = summary.duplicates == 1 ? "1 already there" : "\(summary.duplicates) already there"
      text.append(
        summary.questionReviews == 0
          ? "Review history: nothing new came in\(summary.duplicates > 0 ? " (\(already))" : ""); "
            + "your progress is unchanged.\n"
          : "Review history: \(summary.questionReviews) review\(summary.questionReviews == 1 ? "" : "s") of "
            + "\(summary.questions) question\(summary.questions == 1 ? "" : "s") came in (memory rebuilt)"
            + (summary.duplicates > 0 ? ", \(already)" : "") + ".\n",
        style: .success)
    } else if outcome.storeUnusable {
      text.append(
        "Review history: the package holds \(imported.reviews.count) reviews, but the progress file "
          + "cannot be used, so none came in.\n", style: .warning)
    } else {
      text.append("Review history: none in the package for these notes.\n")
    }
    // Every row of the package's log that did not come in, with why (session 53's tryout, finding 3).
    let leftOut = report.reviewsLeftOut
    if leftOut.total > 0 {
      text.append(
        "Left out \(leftOut.total) row\(leftOut.total == 1 ? "" : "s") of the package's review log: "
          + leftOut.reasons.joined(separator: ", ") + ".\n",
        style: leftOut.damaged + leftOut.afterNow > 0 ? .warning : .plain)
    }
    if report.mediaFiles > 0 {
      text.append(
        "The package holds \(report.mediaFiles) media file\(report.mediaFiles == 1 ? "" : "s"); "
          + "media is not imported.\n")
    }
    app.console.writeWrapped(text, hangingIndent: 2)
    guard !files.isEmpty else { return }
    app.console.writeWrapped(StyledText("Check \(files.count == 1 ? "it" : "them") with:"), hangingIndent: 2)
    for file in files {
      app.console.writeWrapped(
        StyledText("  ") + .whole(app.command("check \(file.url.path)"), style: .code), hangingIndent: 2)
    }
  }
}
