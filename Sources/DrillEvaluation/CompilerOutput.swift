import DrillMarkdown
import Foundation

/// Turns raw `swiftc` output (run in the work folder with relative file names)
/// into learner-facing text: file names become display names, the work folder
/// disappears, and located messages are parsed.
struct CompilerOutput {
  var files: [SourceFile]
  var workDirectory: String
  /// Other folders whose files the messages name by file name alone (the prebuilt harness's).
  var otherFolders: [String] = []

  func failure(from raw: String) -> CompileFailure {
    var lines: [String] = []
    var messages: [CompilerMessage] = []
    for rawLine in raw.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(rawLine).replacingOccurrences(of: workDirectory + "/", with: "")
      for folder in otherFolders { line = line.replacingOccurrences(of: folder + "/", with: "") }
      if let (message, rest) = parse(line) {
        messages.append(message)
        line = "\(message.file):\(rest)"
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return CompileFailure(output: lines.joined(separator: "\n"), messages: messages)
  }

  /// What messages in a macro's expansion are said to be in (swiftc names a generated file).
  static let macroExpansion = "macro expansion"

  /// `answer.swift:3:5: error: text` → the message, and the line after the file name.
  /// A message in a macro's expansion (`…/@__swiftmacro_….swift:1:33: warning: text`) is
  /// in the file `macro expansion`.
  private func parse(_ line: String) -> (CompilerMessage, Substring)? {
    let name: String
    let rest: Substring
    if let file = files.first(where: { line.hasPrefix($0.name + ":") }) {
      name = file.displayName
      rest = line.dropFirst(file.name.count + 1)
    } else if let macro = line.range(of: "@__swiftmacro_"),
      let end = line[macro.upperBound...].range(of: ".swift:"), !line[..<macro.lowerBound].contains(" ")
    {
      name = Self.macroExpansion
      rest = line[end.upperBound...]
    } else {
      return nil
    }
    let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let lineNumber = Int(parts[0]), let column = Int(parts[1]),
      let severity = CompilerMessage.Severity(rawValue: parts[2].trimmingCharacters(in: .whitespaces))
    else { return nil }
    let message = CompilerMessage(
      file: name, line: lineNumber, column: column, severity: severity,
      message: parts[3].trimmingCharacters(in: .whitespaces))
    return (message, rest)
  }
}
