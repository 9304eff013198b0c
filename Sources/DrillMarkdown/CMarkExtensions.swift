import CMarkGFM

/// The one path to cmark-gfm's syntax extensions. Every parser in SwiftDrill
/// (the loader's `MarkdownParser` on parallel workers, the renderer's
/// `MarkdownNode.parse`) attaches extensions through here.
///
/// `cmark_gfm_core_extensions_ensure_registered` keeps an unsynchronised flag
/// and appends to a global list, so two threads calling it at once can
/// register twice or corrupt the list. A `static let` runs its initialiser
/// exactly once even with concurrent callers, and every other caller waits
/// for it to finish, so the C function runs once per process. The extensions'
/// inline characters live in a shared table too: `MarkdownNode.parse` (the
/// only parser with inline extensions; the loader attaches `tasklist` alone)
/// runs its inline pass under a lock.
enum CMarkExtensions {
  private static let registered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// Registers the core extensions (once per process) and attaches those named
  /// (`table`, `strikethrough`, `tasklist`, `autolink`) to `parser`.
  static func attach(_ names: [String], to parser: OpaquePointer) {
    guard registered else { return }
    for name in names {
      if let syntaxExtension = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntaxExtension)
      }
    }
  }
}
