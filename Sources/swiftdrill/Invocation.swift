import DrillContent
import DrillSupport

/// A command with its options and arguments, parsed but not yet typed.
struct Invocation: Equatable {
  var spec: CommandSpec
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var arguments: [String] = []
  /// The name the learner typed: the command's own or an alias (`review` for `drill`), so that an
  /// error names the command as it was typed.
  var typedName: String?

  /// The command's own name, whichever name was typed.
  var name: String { spec.name }
  /// The name as typed, for messages.
  var shownName: String { typedName ?? spec.name }

  // The typed accessors take the command's own `OptionSpec` (a `static let` the spec lists),
  // never a name: a misspelt option is a compile error, not a value that is always nil.

  func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

  /// Every value of a repeatable option, in order.
  func allValues(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }

  func has(_ flag: OptionSpec) -> Bool { flags.contains(flag.name) }

  func number(_ option: OptionSpec, in range: ClosedRange<Int> = 0...Int.max) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      // Digits past `Int` are a whole number of at least the lower bound: say the upper one.
      let pastInt = Int(text) == nil && Int(clampingDecimal: text) == Int.max
      let expected =
        range.upperBound == Int.max && !pastInt
        ? "a whole number of at least \(range.lowerBound)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw .invalidValue(option: "--\(option.name)", value: text, expected: expected)
    }
    return number
  }

  /// `--seed` (`CommandCatalog.seed`, the one spelling every command shares).
  func seed() throws(UsageError) -> UInt64? {
    guard let text = value(CommandCatalog.seed) else { return nil }
    guard let seed = SeededGenerator.seed(parsing: text) else {
      throw .invalidValue(option: "--seed", value: text, expected: SeededGenerator.seedExpectation)
    }
    return seed
  }

  /// The words `--level` takes past the levels, for every level (`any`; `all` is taken too).
  static let everyLevel = ["any", "all"]

  /// `--level`, wherever a command takes one (quiz, drill, interview, export): a level, or `any`
  /// (or `all`) for every level, nil and true then: past the placement level a bare quiz or an
  /// interview would use (session 49's review; `interview` and `export` since session 50).
  func levelOrEvery(_ option: OptionSpec) throws(UsageError) -> (level: Level?, every: Bool) {
    guard let text = value(option) else { return (nil, false) }
    if Self.everyLevel.contains(text.lowercased()) { return (nil, true) }
    if let level = Level(rawValue: text.lowercased()) { return (level, false) }
    let names = Level.allCases.map(\.rawValue) + ["any"]
    let hint = Suggestion.nearest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw .invalidValue(
      option: "--\(option.name)", value: text, expected: "one of \(names.joined(separator: ", "))\(hint)")
  }

  func kind(_ option: OptionSpec) throws(UsageError) -> QuestionKind? {
    try enumValue(option, QuestionKind.self, elsewhere: ("type", QuestionType.self))
  }

  func questionType(_ option: OptionSpec) throws(UsageError) -> QuestionType? {
    try enumValue(option, QuestionType.self, elsewhere: ("kind", QuestionKind.self))
  }

  /// `enumValue`, pointing at the other option when the value is one of its names: session 50's
  /// tryout typed `--kind choice`, a `--type`, and was given only the kinds.
  private func enumValue<E: RawRepresentable & CaseIterable, Other: RawRepresentable & CaseIterable>(
    _ option: OptionSpec, _ type: E.Type, elsewhere: (name: String, type: Other.Type)
  ) throws(UsageError) -> E? where E.RawValue == String, Other.RawValue == String {
    guard let text = value(option), E(rawValue: text.lowercased()) == nil,
      Other(rawValue: text.lowercased()) != nil
    else { return try enumValue(option, type) }
    let names = E.allCases.map(\.rawValue).joined(separator: ", ")
    throw .invalidValue(
      option: "--\(option.name)", value: text,
      expected:
        "one of \(names); '\(text)' is a --\(elsewhere.name): did you mean --\(elsewhere.name) \(text)?")
  }

  func enumValue<E: RawRepresentable & CaseIterable>(
    _ option: OptionSpec, _ type: E.Type
  ) throws(UsageError) -> E? where E.RawValue == String {
    guard let text = value(option) else { return nil }
    guard let parsed = E(rawValue: text.lowercased()) else {
      let names = E.allCases.map(\.rawValue)
      let hint = Suggestion.nearest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        option: "--\(option.name)", value: text, expected: "one of \(names.joined(separator: ", "))\(hint)")
    }
    return parsed
  }
}
