import DrillContent

/// A pack made from an Anki package, ready to be written.
public struct AnkiImport: Sendable {
  public var pack: Pack
  /// The pack in the authoring format.
  public var markdown: String
  public var report: AnkiImportReport
}
