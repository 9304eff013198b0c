import DrillKit
import Foundation

extension App {
  /// The store for reading only (stats, export, scores): never creates or upgrades it.
  func readOnlyStore() -> ProgressStore?? {
    guard FileManager.default.fileExists(atPath: paths.progressDatabase.path) else { return .some(nil) }
    do {
      return try ProgressStore(url: paths.progressDatabase, access: .readOnly)
    } catch {
      reportError(error.localizedDescription)
      return nil
    }
  }

  var timeZone: TimeZone {
    environment["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
  }

  func stats(_ invocation: Invocation) throws -> ExitStatus {
    guard let opened = readOnlyStore() else { return .failure }
    guard let store = opened else {
      if invocation.has("json") {
        console.write(StyledText(StatsReport.empty(now: clock.now()).json()))
      } else {
        console.write(StatsReport.empty(now: clock.now()).render(width: console.width))
      }
      return .success
    }
    let report = try StatsReport.collect(store: store, now: clock.now(), timeZone: timeZone)
    if invocation.has("json") {
      console.write(StyledText(report.json()))
    } else {
      console.write(report.render(width: console.width))
    }
    return .success
  }

  func export(_ invocation: Invocation) throws -> ExitStatus {
    let csvPath = invocation.value("reviews-csv")
    let jsonPath = invocation.value("json")
    guard csvPath != nil || jsonPath != nil else {
      throw UsageError.missingArgument(command: "export", argument: "--reviews-csv FILE or --json FILE")
    }
    guard let opened = readOnlyStore() else { return .failure }
    guard let store = opened else {
      reportError("no progress yet at \(paths.progressDatabase.path): nothing to export")
      return .failure
    }
    if let csvPath {
      guard write(try store.reviewLogCSV(), to: csvPath) else { return .failure }
    }
    if let jsonPath {
      let data = try store.export(now: clock.now()).jsonData()
      guard write(String(decoding: data, as: UTF8.self), to: jsonPath) else { return .failure }
    }
    return .success
  }

  /// Writes `text` to a file (atomically) or to stdout for `-`; false (with a message
  /// naming the file) when it could not be written, leaving any earlier file as it was.
  private func write(_ text: String, to path: String) -> Bool {
    if path == "-" {
      console.write(StyledText(text))
      return true
    }
    do {
      try AtomicFile.write(text, to: URL(fileURLWithPath: path))
    } catch {
      reportError("cannot write \(path): \(error.localizedDescription) Any earlier file there is unchanged.")
      return false
    }
    console.writeLine("Wrote \(path)", style: .muted)
    return true
  }
}
