/// The content files added, changed and removed between two `ContentStamps`.
public struct ContentChanges: Sendable, Equatable {
  public var added: [String] = []
  public var changed: [String] = []
  public var removed: [String] = []

  public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
    self.added = added
    self.changed = changed
    self.removed = removed
  }

  public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

  /// One line for the learner: "Reloaded the content: added myfirst.md; changed 01-basics.md."
  /// Files are named by their last path component, at most `limit` per group.
  public func summary(limit: Int = 3) -> String {
    func names(_ paths: [String]) -> String {
      let shown = paths.prefix(limit).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      let more = paths.count - shown.count
      return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }
    var parts: [String] = []
    if !added.isEmpty { parts.append("added \(names(added))") }
    if !changed.isEmpty { parts.append("changed \(names(changed))") }
    if !removed.isEmpty { parts.append("removed \(names(removed))") }
    return "Reloaded the content: " + parts.joined(separator: "; ") + "."
  }
}
