/// What one content file yielded: a pack or a lesson (nil when its header is
/// unusable), its code claims and its problems.
struct ParsedFile: Sendable {
  var pack: Pack?
  var lesson: Lesson?
  var snippets: [CodeSnippet] = []
  var diagnostics: [Diagnostic] = []
  /// Where the file's id is written, for cross-file messages.
  var idLocation: SourceLocation
  /// Where a lesson's `requires` list is written.
  var requiresLocation: SourceLocation?

  init(path: String) {
    idLocation = SourceLocation(path: path, line: 1)
  }
}
