import Foundation

/// The built binary started in the background on `home`, read until it shows `marker` (its first
/// question, its answer prompt) and left waiting there for its input: what another process does
/// beside a drill that is running. `end()` closes its input and waits for it to leave.
public final class WaitingRun {
  public let process = Process()
  public let input = Pipe()
  /// What it printed up to `marker` (or up to its end of output, or the deadline).
  public private(set) var shown = ""

  /// Starts `arguments` with `BinaryRun.environment(home:)` and reads its output for at most
  /// `seconds` until it contains `marker`; its standard error is dropped.
  public init(_ arguments: [String], home: URL, until marker: String, seconds: TimeInterval = 60) throws {
    let output = Pipe()
    process.executableURL = BinaryRun.executable
    process.arguments = arguments
    process.environment = BinaryRun.environment(home: home)
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

  deinit { if process.isRunning { end() } }
}
