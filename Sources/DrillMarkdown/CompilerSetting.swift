import DrillSupport

/// A compiler setting a code fence may ask for, such as `{upcoming=ExistentialAny}`:
/// one of a fixed list, each turned into fixed `swiftc` arguments, its value
/// checked to be one word of identifier characters (an upcoming feature may add
/// `:migrate`); `{library-evolution}` takes no value. Content is untrusted
/// (docs/security.md): no fence can pass any other flag.
public struct CompilerSetting: Sendable, Hashable {
  /// The settings a fence may name, as written before `=`.
  public enum Name: String, CaseIterable, Sendable {
    case defaultIsolation = "default-isolation"
    case upcoming
    case experimental
    case strictConcurrency = "strict-concurrency"
    case swiftVersion = "swift-version"
    case packageName = "package-name"
    case libraryEvolution = "library-evolution"
    /// `-sanitize=thread` or `address`: the program runs under ThreadSanitizer or AddressSanitizer.
    case sanitize

    /// Whether the setting is the bare word, with no `=` and no value (`{library-evolution}`).
    package var takesNoValue: Bool { self == .libraryEvolution }

    /// The values allowed, when the compiler knows a fixed set; nil: any identifier.
    var allowedValues: [String]? {
      switch self {
      case .defaultIsolation: ["MainActor", "nonisolated"]
      case .strictConcurrency: ["minimal", "targeted", "complete"]
      case .swiftVersion: ["5", "6"]
      case .sanitize: ["thread", "address"]
      case .upcoming, .experimental, .packageName, .libraryEvolution: nil
      }
    }

    /// Whether a fence may name it more than once (one feature each time).
    var repeats: Bool { self == .upcoming || self == .experimental }

    /// How a message shows its value: `MainActor`, or `Name` for any identifier.
    package var placeholder: String { allowedValues?.joined(separator: "|") ?? "Name" }

    /// The setting as the list of known ones shows it: `{upcoming=Name[:migrate]}`, `{library-evolution}`.
    var form: String {
      takesNoValue
        ? "{\(rawValue)}" : "{\(rawValue)=\(placeholder)\(self == .upcoming ? "[:migrate]" : "")}"
    }
  }

  public var name: Name
  public var value: String

  public init(name: Name, value: String) {
    self.name = name
    self.value = value
  }

  /// The fence word, `upcoming=ExistentialAny` (`library-evolution` for a setting with no value).
  public var word: String { name.takesNoValue ? name.rawValue : "\(name.rawValue)=\(value)" }

  /// The `swiftc` arguments it adds (`-swift-version` replaces the default 6).
  public var arguments: [String] {
    switch name {
    case .defaultIsolation: ["-default-isolation", value]
    case .upcoming: ["-enable-upcoming-feature", value]
    case .experimental: ["-enable-experimental-feature", value]
    case .strictConcurrency: ["-strict-concurrency=\(value)"]
    case .swiftVersion: ["-swift-version", value]
    case .packageName: ["-package-name", value]
    case .libraryEvolution: ["-enable-library-evolution"]
    case .sanitize: ["-sanitize=\(value)"]
    }
  }

  /// Every setting as a fence word, for messages: `{default-isolation=MainActor|nonisolated}`, ….
  public static var known: String {
    Name.allCases.map(\.form).joined(separator: ", ")
  }

  /// Whether a fence word names a setting (holds `=`, or is a setting with no value) rather
  /// than a mark such as `fails` or a companion's role (`{file=…}`, `{module=…}`).
  package static func isSetting(_ word: String) -> Bool {
    word.contains("=") ? !CompanionCode.Role.isRoleWord(word) : Name(rawValue: word)?.takesNoValue == true
  }

  /// The migration mode an upcoming feature's value may ask for: `ExistentialAny:migrate`.
  static let migrateSuffix = ":migrate"

  /// The setting a fence word names, or why it names none.
  public static func parse(_ word: String) -> Result<CompilerSetting, Problem> {
    guard let equals = word.firstIndex(of: "=") else {
      if let name = Name(rawValue: word.lowercased()), name.takesNoValue {
        return .success(CompilerSetting(name: name, value: ""))
      }
      return .failure(Problem("`{\(word)}` is not a setting"))
    }
    let key = String(word[..<equals]).lowercased()
    let value = String(word[word.index(after: equals)...])
    if let name = Name(rawValue: key), name.takesNoValue {
      return .failure(Problem("`{\(word)}`: write `{\(name.rawValue)}`, with no value"))
    }
    guard let name = Name(rawValue: key) else {
      let hint = Suggestion.nearest(to: key, in: Name.allCases.map(\.rawValue)).map {
        "; did you mean `{\($0)=\(value)}`?"
      }
      return .failure(Problem("unknown compiler setting `{\(word)}`\(hint ?? "") (known: \(known))"))
    }
    if let allowed = name.allowedValues {
      guard allowed.contains(value) else {
        let lowered = allowed.map { $0.lowercased() }
        let hint = Suggestion.nearest(to: value, in: lowered).flatMap { lowered.firstIndex(of: $0) }.map {
          "; did you mean `{\(name.rawValue)=\(allowed[$0])}`?"
        }
        return .failure(
          Problem(
            "`{\(word)}`: \(name.rawValue) takes \(allowed.map { "`\($0)`" }.joined(separator: ", "))\(hint ?? "")"
          ))
      }
    } else if name == .upcoming, value.hasSuffix(migrateSuffix) {
      guard isIdentifier(String(value.dropLast(migrateSuffix.count))) else {
        return .failure(
          Problem("`{\(word)}`: the feature before `:migrate` must be one name of letters, digits and `_`"))
      }
    } else if !isIdentifier(value) {
      let migrate = name == .upcoming ? ", optionally followed by `:migrate`" : ""
      return .failure(
        Problem(
          "`{\(word)}`: the \(name.rawValue) value must be one name of letters, digits and `_`\(migrate)"))
    }
    return .success(CompilerSetting(name: name, value: value))
  }

  /// The settings among a fence's words, checked together; the first problem when one is wrong
  /// (also a setting given twice).
  public static func settings(in words: [String]) -> Result<[CompilerSetting], Problem> {
    var settings: [CompilerSetting] = []
    for word in words where isSetting(word) {
      switch parse(word) {
      case .failure(let problem): return .failure(problem)
      case .success(let setting):
        if settings.contains(setting)
          || (!setting.name.repeats && settings.contains { $0.name == setting.name })
        {
          return .failure(Problem("a code block takes `{\(setting.name.rawValue)=…}` once"))
        }
        settings.append(setting)
      }
    }
    return .success(settings)
  }

  /// An ASCII identifier: a letter or `_`, then letters, digits and `_` (a digit may lead, for versions).
  static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 100
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
          true
        default: false
        }
      }
  }

  /// Why a fence word is not a setting, in words.
  public struct Problem: Error, Sendable, Hashable {
    public var message: String
    init(_ message: String) { self.message = message }
  }
}
