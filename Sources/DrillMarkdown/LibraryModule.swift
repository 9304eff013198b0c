/// A library module compiled before the program, on its own (`-parse-as-library`, its
/// own settings), which the program imports: for claims about module boundaries
/// (`@preconcurrency import` of a Swift 5 module, `internal` and non-frozen enums seen
/// from another module). Built as an object file and a `.swiftmodule` in the work folder.
public struct LibraryModule: Sendable, Hashable {
  /// The module name, as the program imports it (`Legacy`).
  public var name: String
  public var code: String
  /// Its own settings (`{swift-version=5}`, `{library-evolution}`).
  public var settings: [CompilerSetting]

  public init(name: String, code: String, settings: [CompilerSetting] = []) {
    self.name = name
    self.code = code
    self.settings = settings
  }

  /// Its source file in the work folder: `Legacy.module.swift`, a name no program file can
  /// take (those are one word before `.swift`).
  package var source: SourceFile {
    SourceFile(name: "\(name).module.swift", displayName: Self.displayName(of: name), code: code)
  }

  /// How compiler messages name its file: `module Legacy`.
  static func displayName(of name: String) -> String { "module \(name)" }
}
