import Foundation

/// A file or folder of content and how to read it.
public struct ContentSource: Sendable, Hashable {
  /// What the files of a source are.
  public enum Role: Sendable, Hashable {
    /// Question packs (`.md` or `.json`).
    case questions
    /// Lessons (`.md` or `.json`).
    case lessons
    /// A file is a lesson when it is under a `lessons` folder, a pack under a
    /// `questions` folder, and elsewhere what its fields say (see
    /// `ContentConverter.role`); a folder with `questions/` or `lessons/`
    /// subfolders reads those.
    case auto

    /// The case's name, as `"\(role)"` prints it, without going through reflection.
    var name: String {
      switch self {
      case .questions: "questions"
      case .lessons: "lessons"
      case .auto: "auto"
      }
    }
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
  /// in `.json`) or a lesson (the same).
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
