import Foundation

/// Turns raw `swiftc` output (run in the work folder with relative file names)
/// into learner-facing text: file names become display names, the work folder
/// disappears, and located messages are parsed.
struct CompilerOutput {
  var files: [SourceFile]
  var workDirectory: String

  func failure(from raw: String) -> CompileFailure {
    var lines: [String] = []
    var messages: [CompilerMessage] = []
    for rawLine in raw.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(rawLine).replacingOccurrences(of: workDirectory + "/", with: "")
      if let (message, rest) = parse(line) {
        messages.append(message)
        line = "\(message.file):\(rest)"
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return CompileFailure(output: lines.joined(separator: "\n"), messages: messages)
  }

  /// `answer.swift:3:5: error: text` → the message, and the line after the file name.
  private func parse(_ line: String) -> (CompilerMessage, Substring)? {
    guard let file = files.first(where: { line.hasPrefix($0.name + ":") }) else { return nil }
    let rest = line.dropFirst(file.name.count + 1)
    let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let lineNumber = Int(parts[0]), let column = Int(parts[1]),
      let severity = CompilerMessage.Severity(rawValue: parts[2].trimmingCharacters(in: .whitespaces))
    else { return nil }
    let message = CompilerMessage(
      file: file.displayName, line: lineNumber, column: column, severity: severity,
      message: parts[3].trimmingCharacters(in: .whitespaces))
    return (message, rest)
  }
}
