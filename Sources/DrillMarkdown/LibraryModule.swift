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
  /// A module of several files (a learner's package target), used instead of `code`:
  /// their names in the work folder must start with `<name>.module.`.
  public var files: [SourceFile] = []

  public init(name: String, code: String, settings: [CompilerSetting] = []) {
    self.name = name
    self.code = code
    self.settings = settings
  }

  /// A module made of `files`, each written to the work folder as `<name>.module.<n>.swift`
  /// and named in messages by its own name (`Sources/GuessCore/Game.swift`).
  public init(name: String, files: [SourceFile]) {
    self.init(name: name, code: "")
    self.files = files.enumerated().map { index, file in
      SourceFile(name: "\(name).module.\(index + 1).swift", displayName: file.displayName, code: file.code)
    }
  }

  /// Its source files in the work folder: `files`, or the one made of `code`.
  package var sources: [SourceFile] { files.isEmpty ? [source] : files }

  /// Its source file in the work folder: `Legacy.module.swift`, a name no program file can
  /// take (those are one word before `.swift`).
  package var source: SourceFile {
    SourceFile(name: "\(name).module.swift", displayName: Self.displayName(of: name), code: code)
  }

  /// How compiler messages name its file: `module Legacy`.
  static func displayName(of name: String) -> String { "module \(name)" }
}
