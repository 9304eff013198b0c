import DrillContent

extension CodeSnippet {
  /// Where a compiler message's line is, in words: in this block (`line 12`), in one of its
  /// companions (`line 4 (file Vault.swift)`, or `line 2 of the module Legacy block` in a JSON string), or in
  /// another file the compile had (`Tests line 3`).
  func place(of message: CompilerMessage) -> String {
    if message.file == SnippetVerifier.snippetName { return place(ofCodeLine: message.line) }
    guard let companion = companions.first(where: { $0.messageFile == message.file }) else {
      return "\(message.file) line \(message.line)"
    }
    return companion.linesInFile
      ? "line \(companion.location.line + message.line) (\(companion.role.description))"
      : "line \(message.line) of the \(companion.role.description) block"
  }
}
