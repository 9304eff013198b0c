import DrillPresentation
import Foundation

/// Asks on the terminal whether to run one content file's code where no
/// sandbox layer confines files (once per file: `CodeTrust` remembers).
enum TrustQuestion {
  @Sendable static func ask(_ path: String) -> Bool {
    StandardStreams.standardError(
      "No sandbox layer confines files on this machine (see `swiftdrill doctor`).\n"
        + "Run the code of \(TerminalSanitizer.strip(path)) anyway? [y/N] ")
    guard let answer = readLine() else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
