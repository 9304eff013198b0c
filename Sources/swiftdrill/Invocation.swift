import DrillContent
import DrillSupport

/// A command with its options and arguments, parsed but not yet typed.
struct Invocation: Equatable {
  var spec: CommandSpec
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var arguments: [String] = []

  var name: String { spec.name }

  func value(_ option: String) -> String? { values[option]?.last }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  func number(_ option: String, in range: ClosedRange<Int> = 0...Int.max) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      let expected =
        range.upperBound == Int.max
        ? "a whole number of at least \(range.lowerBound)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw .invalidValue(option: "--\(option)", value: text, expected: expected)
    }
    return number
  }

  func seed() throws(UsageError) -> UInt64? {
    guard let text = value("seed") else { return nil }
    guard let seed = SeededGenerator.seed(parsing: text) else {
      throw .invalidValue(option: "--seed", value: text, expected: SeededGenerator.seedExpectation)
    }
    return seed
  }

  func level(_ option: String = "level") throws(UsageError) -> Level? {
    try enumValue(option, Level.self)
  }

  func kind() throws(UsageError) -> QuestionKind? {
    try enumValue("kind", QuestionKind.self)
  }

  func questionType() throws(UsageError) -> QuestionType? {
    try enumValue("type", QuestionType.self)
  }

  func enumValue<E: RawRepresentable & CaseIterable>(
    _ option: String, _ type: E.Type
  ) throws(UsageError) -> E? where E.RawValue == String {
    guard let text = value(option) else { return nil }
    guard let parsed = E(rawValue: text.lowercased()) else {
      let names = E.allCases.map(\.rawValue)
      let hint = Suggestion.nearest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        option: "--\(option)", value: text, expected: "one of \(names.joined(separator: ", "))\(hint)")
    }
    return parsed
  }
}
