import DrillSupport

/// A ```swift {file=Name.swift} or {module=Name} block: not a program of its own, but
/// code compiled with the next ```swift block of the same text that is neither (the
/// program's `main.swift`). Claims that need more than one file ("from another file",
/// "from another module", a Swift 5 module imported with `@preconcurrency`) are proven so.
public struct CompanionCode: Sendable, Hashable {
  public enum Role: Sendable, Hashable {
    /// Another file of the same program (module `Learner`), compiled with it.
    case file(String)
    /// A library module compiled first, on its own and with its own settings; the
    /// program (and later modules) may `import` it.
    case module(String)

    /// The fence keys that name a role, as written before `=`.
    static let keys = ["file", "module"]

    /// Whether a fence word names a role (`file=Vault.swift`, `module=Legacy`).
    package static func isRoleWord(_ word: String) -> Bool {
      guard let equals = word.firstIndex(of: "=") else { return false }
      return keys.contains(word[..<equals].lowercased())
    }

    /// Module names a block may not take: the program's own, and the toolchain's that a
    /// program imports (a block named so would hide them).
    static let reservedModules: Set<String> = [
      "Learner", "Swift", "main", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl",
      "Darwin", "Observation", "Synchronization", "Testing", "XCTest", "Distributed", "RegexBuilder",
      "_Concurrency", "_StringProcessing", "Cxx", "CxxStdlib",
    ]

    /// The role the fence's words give, nil for an ordinary block, or why they give none.
    package static func parse(_ words: [String]) -> Result<Role?, CompilerSetting.Problem> {
      let roles = words.filter(isRoleWord)
      guard let word = roles.first else { return .success(nil) }
      guard roles.count == 1 else {
        return .failure(
          .init("a code block is one `{file=…}` or one `{module=…}` block, not \(roles.count) at once"))
      }
      let equals = word.firstIndex(of: "=") ?? word.endIndex
      let key = word[..<equals].lowercased()
      let value = String(word[word.index(after: equals)...])
      if key == "file" {
        let stem = value.hasSuffix(".swift") ? String(value.dropLast(6)) : ""
        guard CompilerSetting.isIdentifier(stem), stem.first?.isNumber == false else {
          return .failure(
            .init(
              "`{\(word)}`: a file name is letters, digits and `_` ending in `.swift` (`{file=Vault.swift}`)")
          )
        }
        guard stem.lowercased() != "main" else {
          return .failure(
            .init("`{\(word)}`: the block after the file blocks is `main.swift`; name this file otherwise"))
        }
        return .success(.file(value))
      }
      guard CompilerSetting.isIdentifier(value), value.first?.isNumber == false else {
        return .failure(.init("`{\(word)}`: a module name is letters, digits and `_` (`{module=Legacy}`)"))
      }
      guard !reservedModules.contains(value) else {
        return .failure(
          .init("`{\(word)}`: `\(value)` is the name of a module the program needs; pick another"))
      }
      return .success(.module(value))
    }

    /// The fence word: `file=Vault.swift`, `module=Legacy`.
    public var word: String {
      switch self {
      case .file(let name): "file=\(name)"
      case .module(let name): "module=\(name)"
      }
    }

    /// How a learner and messages name it: `file Vault.swift`, `module Legacy`.
    public var description: String {
      switch self {
      case .file(let name): "file \(name)"
      case .module(let name): "module \(name)"
      }
    }
  }

  public var role: Role
  public var code: String
  /// A module's own compiler settings (a file is compiled with the program's).
  public var settings: [CompilerSetting]
  /// Where the block's fence opens.
  public var location: ContentLocation
  /// Whether the code's lines are the file's lines after the fence (false in a JSON string).
  public var linesInFile: Bool

  public init(
    role: Role, code: String, settings: [CompilerSetting] = [], location: ContentLocation,
    linesInFile: Bool = true
  ) {
    self.role = role
    self.code = code
    self.settings = settings
    self.location = location
    self.linesInFile = linesInFile
  }

  /// What the compiler is given: a file of the program, or a module compiled first.
  public enum Part: Sendable, Hashable {
    case file(SourceFile)
    case module(LibraryModule)
  }

  public var part: Part {
    switch role {
    case .file(let name): .file(SourceFile(name: name, displayName: name, code: code))
    case .module(let name): .module(LibraryModule(name: name, code: code, settings: settings))
    }
  }

  /// The name compiler messages give its file: the file's name, or `module Legacy`.
  package var messageFile: String {
    switch role {
    case .file(let name): name
    case .module(let name): LibraryModule.displayName(of: name)
    }
  }
}
