import Foundation

/// A file or folder of content and how to read it.
public struct ContentSource: Sendable, Hashable {
  /// What the files of a source are.
  public enum Role: Sendable, Hashable {
    /// Question packs (`.md` or `.json`).
    case questions
    /// Lessons (`.md`).
    case lessons
    /// A file is a lesson when one of its path components is `lessons`, else a
    /// pack; a folder with `questions/` or `lessons/` subfolders reads those.
    case auto
  }

  public var url: URL
  public var role: Role

  public init(_ url: URL, role: Role = .auto) {
    self.url = url
    self.role = role
  }
}

/// One content file's text, already read, and what it holds.
public struct ContentDocument: Sendable, Hashable {
  /// Whether the text is a question pack (Markdown, or JSON when the path ends
  /// in `.json`) or a lesson (Markdown).
  public enum Role: Sendable, Hashable { case pack, lesson }

  public var text: String
  public var path: String
  public var role: Role

  public init(text: String, path: String, role: Role) {
    self.text = text
    self.path = path
    self.role = role
  }
}
