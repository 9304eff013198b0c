import DrillPresentation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long text on a terminal goes through the learner's pager, as `git` and `man` do: `$PAGER`
/// (a shell command line), else `less -R` (`-R` shows the colours). Only when standard output
/// is a terminal and the text is taller than its screen; piped output is never paged, and an
/// empty `PAGER` (or `cat`) turns paging off.
enum Pager {
  /// The command line to page through, or nil when paging is off.
  static func command(environment: [String: String]) -> String? {
    guard let pager = environment["PAGER"] else { return "less -R" }
    let trimmed = pager.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// Whether `lines` rows of text need a pager on a screen of `rows` rows (one row is left
  /// for the prompt that follows).
  static func isTall(lines: Int, rows: Int?) -> Bool {
    guard let rows else { return false }
    return lines > rows - 1
  }

  /// Writes `rendered` through the pager and waits for it to end; false when it could not be
  /// started or is not installed (the caller then writes the text itself).
  static func show(_ rendered: String, command: String, environment: [String: String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    var pagerEnvironment = environment
    // less: quit at once when the text fits after all (a resized window), keep the screen.
    if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
    process.environment = pagerEnvironment
    let input = Pipe()
    process.standardInput = input
    do {
      try process.run()
    } catch {
      return false
    }
    // The pager may quit before reading everything (`q`): the write then fails, which is fine
    // (SIGPIPE is ignored, see `Interrupts.install`).
    try? input.fileHandleForWriting.write(contentsOf: Data(rendered.utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    // 127: the shell found no such command; the text was not shown.
    return !(process.terminationReason == .exit && process.terminationStatus == 127)
  }
}
