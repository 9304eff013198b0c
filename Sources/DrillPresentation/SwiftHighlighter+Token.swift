extension SwiftHighlighter {
  /// One lexical piece of Swift source, as the highlighter sees it.
  public struct Token: Sendable, Hashable {
    /// What a piece of source is, for colouring.
    public enum Kind: Sendable, Hashable {
      /// A reserved or contextual keyword (`func`, `await`, `sending`, `nil`).
      case keyword
      /// A capitalised identifier, taken to name a type.
      case type
      /// Any other identifier, including backquoted ones and `$0`.
      case identifier
      /// Literal text of a string, its quotes and `#` delimiters included.
      case string
      /// The `\(` and `)` around an interpolation inside a string.
      case interpolation
      /// A numeric literal.
      case number
      /// A `//` or `/* */` comment.
      case comment
      /// `@MainActor`, `@escaping`.
      case attribute
      /// `#if`, `#available`, macros such as `#expect`.
      case directive
      /// Operators (`+`, `..<`, `->`).
      case `operator`
      /// Brackets, commas, colons, semicolons.
      case punctuation
      /// Spaces, tabs and newlines.
      case whitespace
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }
  }
}
