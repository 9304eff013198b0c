import Foundation

/// Runs a helper program of the tests (`cp`, `chmod`, `useradd`, `mount`…), its
/// output discarded.
public enum HelperTool {
  /// Whether `path arguments…` started and exited 0.
  @discardableResult
  public static func succeeds(_ path: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
