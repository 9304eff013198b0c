import Foundation

/// The built binary started in the background on `home`, read until it shows `marker` (its first
/// question, its answer prompt) and left waiting there for its input: what another process does
/// beside a drill that is running. `end()` closes its input and waits for it to leave.
public final class WaitingRun {
  public let process = Process()
  public let input = Pipe()
  let output = Pipe()
  /// What it printed up to `marker` (or up to its end of output, or the deadline).
  public private(set) var shown = ""

  /// Starts `arguments` with `BinaryRun.environment(home:)` and reads its output for at most
  /// `seconds` until it contains `marker`; its standard error is dropped. `extra` is added to the
  /// environment (`SWIFTDRILL_BUNDLED`: a fixture's content); `prefix` (`setpriv …`, which execs:
  /// the process is the binary's) comes before `binary` (the built executable unless given).
  public init(
    _ arguments: [String], home: URL, until marker: String, seconds: TimeInterval = 60,
    environment extra: [String: String] = [:], prefix: [String] = [], binary: URL? = nil
  ) throws {
    let command = prefix + [(binary ?? BinaryRun.executable).path] + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.environment = BinaryRun.environment(home: home).merging(extra) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while !shown.contains(marker), Date() < deadline {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      shown += String(decoding: data, as: UTF8.self)
    }
  }

  /// Closes its input (a drill ends at the end of its input) and waits until it has left.
  public func end() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// What it prints next (waits for some; empty at the end of its output), added to `shown`.
  @discardableResult public func readAvailable() -> String {
    let text = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    shown += text
    return text
  }

  /// Closes its input, reads what it prints until it leaves, and waits for it: the rest of its
  /// output after `shown`.
  public func endReadingRest() -> String {
    try? input.fileHandleForWriting.close()
    let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return rest
  }

  deinit { if process.isRunning { end() } }
}
