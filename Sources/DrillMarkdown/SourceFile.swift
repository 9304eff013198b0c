/// One Swift file handed to the compiler.
public struct SourceFile: Sendable, Hashable, Codable {
  /// The file name on disk (`answer.swift`, `main.swift`); top-level code runs only in `main.swift`
  /// or when the file is compiled alone.
  public var name: String
  /// How compiler messages name the file (`your code`, `Tests`).
  public var displayName: String
  public var code: String

  public init(name: String, displayName: String? = nil, code: String) {
    self.name = name
    self.displayName = displayName ?? name
    self.code = code
  }
}
