extension QuestionCatalog {
  /// The catalog's entries, in library order: held whole for parsed questions, read from a
  /// snapshot's index one field at a time for a served snapshot (`SnapshotIndex`). Choosing
  /// questions asks for the fields it tests (`level(at:)`, `packID(at:)`, `tags(at:)` …),
  /// so a quiz with no filter makes no entry at all; `self[i]` makes entry `i` whole.
  public struct Entries: RandomAccessCollection, Sendable, Equatable {
    enum Source: Sendable {
      case list([Entry])
      case index(SnapshotIndex)
    }

    let source: Source

    public init(_ entries: [Entry]) {
      source = .list(entries)
    }

    init(_ index: SnapshotIndex) {
      source = .index(index)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
      switch source {
      case .list(let entries): entries.count
      case .index(let index): index.count
      }
    }

    public subscript(position: Int) -> Entry {
      switch source {
      case .list(let entries): entries[position]
      case .index(let index): index.entry(at: position)
      }
    }

    public func level(at position: Int) -> Level {
      switch source {
      case .list(let entries): entries[position].level
      case .index(let index): index.level(at: position)
      }
    }

    public func kind(at position: Int) -> QuestionKind {
      switch source {
      case .list(let entries): entries[position].kind
      case .index(let index): index.kind(at: position)
      }
    }

    public func type(at position: Int) -> QuestionType {
      switch source {
      case .list(let entries): entries[position].type
      case .index(let index): index.type(at: position)
      }
    }

    public func packID(at position: Int) -> String {
      switch source {
      case .list(let entries): entries[position].packID
      case .index(let index): index.packID(at: position)
      }
    }

    public func tags(at position: Int) -> [String] {
      switch source {
      case .list(let entries): entries[position].tags
      case .index(let index): index.tags(at: position)
      }
    }

    /// The first tag (the question's topic), without making the others.
    public func firstTag(at position: Int) -> String? {
      switch source {
      case .list(let entries): entries[position].tags.first
      case .index(let index): index.firstTag(at: position)
      }
    }

    /// `<pack id>/<question id>`, as `Entry.id`.
    public func id(at position: Int) -> String {
      switch source {
      case .list(let entries): entries[position].id
      case .index(let index): "\(index.packID(at: position))/\(index.localID(at: position))"
      }
    }

    public static func == (left: Entries, right: Entries) -> Bool {
      left.elementsEqual(right)
    }
  }
}
