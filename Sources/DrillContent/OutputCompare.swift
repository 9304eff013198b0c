/// How an `output` answer is compared with the expected output (the `compare:` attribute).
public enum OutputCompare: String, Codable, CaseIterable, Sendable {
  /// The default: line by line, as a program prints it. Line breaks and leading
  /// indentation count; trailing spaces on a line and a final newline do not.
  case lines
  /// Runs of blank space collapsed, blank lines around the output ignored, and a
  /// one-line answer may give several expected lines separated by spaces.
  case loose
}
