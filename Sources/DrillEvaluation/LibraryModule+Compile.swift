import DrillMarkdown

extension LibraryModule {
  /// The compiler's arguments: the program's flags with its own name and settings, emitting
  /// `Legacy.swiftmodule` and `Legacy.o` next to the program's files.
  var compilerArguments: [String] {
    var flags = CodeRunner.compilerFlags(with: settings)
    if let index = flags.firstIndex(of: "-module-name") { flags[index + 1] = name }
    return flags + [
      "-parse-as-library", "-emit-module", "-emit-module-path", "\(name).swiftmodule", "-c", "-o", objectFile,
    ] + sources.map(\.name)
  }

  /// The object file the program links.
  var objectFile: String { "\(name).o" }
}
