/// Converts a pack between Markdown and JSON, losslessly for the model.
public enum PackConverter {
  /// The converted text (nil when the pack did not load) and the problems found.
  public struct Conversion: Sendable {
    public var text: String?
    public var diagnostics: [Diagnostic]
  }

  /// Loads `text` (JSON when `path` ends in `.json`, else Markdown) and writes it as `format`.
  /// A pack with errors is not converted: questions with errors would be lost.
  public static func convert(text: String, path: String, to format: Pack.Format) -> Conversion {
    let library = ContentLoader().loadPack(text: text, path: path)
    guard let pack = library.packs.first, library.errorCount == 0 else {
      return Conversion(text: nil, diagnostics: library.diagnostics)
    }
    let output =
      switch format {
      case .markdown: MarkdownPackWriter.write(pack)
      case .json: JSONPackWriter.write(pack)
      }
    return Conversion(text: output, diagnostics: library.diagnostics)
  }
}
