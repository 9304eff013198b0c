extension CodeRunner {
  /// The longest time limit a variable may set: one day.
  static let longestTimeoutSeconds = 86_400.0
  /// The most memory `SWIFTDRILL_COMPILE_MEMORY_MB` may name: 1 TB.
  static let largestMemoryMegabytes = 1 << 20

  /// Variable `name` as whole milliseconds; nil when unset or empty, an error unless it is a
  /// number of seconds above 0 and at most a day.
  static func milliseconds(in environment: [String: String], _ name: String) throws(CodeRunnerError) -> Int? {
    guard let text = environment[name], !text.isEmpty else { return nil }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= longestTimeoutSeconds else {
      throw .invalidSetting(
        name: name, value: text,
        expected: "a number of seconds above 0 and at most \(Int(longestTimeoutSeconds))")
    }
    return max(1, Int((seconds * 1000).rounded()))
  }

  /// Variable `name` as whole megabytes; nil when unset or empty, an error unless it is from 1
  /// to `largestMemoryMegabytes`.
  static func megabytes(in environment: [String: String], _ name: String) throws(CodeRunnerError) -> Int? {
    guard let text = environment[name], !text.isEmpty else { return nil }
    guard let megabytes = Int(text), (1...largestMemoryMegabytes).contains(megabytes) else {
      throw .invalidSetting(
        name: name, value: text, expected: "a whole number of megabytes from 1 to \(largestMemoryMegabytes)")
    }
    return megabytes
  }
}
