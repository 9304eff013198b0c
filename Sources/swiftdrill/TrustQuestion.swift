import DrillPresentation
import Foundation

/// Asks on the terminal whether to run one content file's code where no
/// sandbox layer confines files (once per file: `CodeTrust` remembers).
enum TrustQuestion {
  /// In the REPL the command it names is the REPL's (`doctor`).
  static func ask(_ path: String, inREPL: Bool) -> Bool {
    StandardStreams.standardError(
      "No sandbox layer confines files on this machine (see `\(inREPL ? "" : "swiftdrill ")doctor`).\n"
        + "Run the code of \(TerminalSanitizer.strip(path)) anyway? [y/N] ")
    guard let answer = readLine() else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
