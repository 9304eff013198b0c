import Foundation

/// Where SwiftDrill keeps its files. `SWIFTDRILL_HOME` puts everything in one
/// folder; otherwise the XDG base directories are used.
public struct AppPaths: Sendable, Equatable {
  /// Progress database, user packs and lessons.
  public var dataDirectory: URL
  /// Line history.
  public var stateDirectory: URL
  /// Compiled-snippet and parsed-content caches.
  public var cacheDirectory: URL

  public init(dataDirectory: URL, stateDirectory: URL, cacheDirectory: URL) {
    self.dataDirectory = dataDirectory
    self.stateDirectory = stateDirectory
    self.cacheDirectory = cacheDirectory
  }

  public init(environment: [String: String]) {
    if let home = environment["SWIFTDRILL_HOME"], !home.isEmpty {
      let root = URL(fileURLWithPath: home, isDirectory: true)
      self.init(
        dataDirectory: root, stateDirectory: root,
        cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
      return
    }
    let userHome =
      environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    func xdg(_ key: String, _ fallback: String) -> URL {
      if let value = environment[key], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      return userHome.appendingPathComponent(fallback, isDirectory: true)
    }
    self.init(
      dataDirectory: xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("swiftdrill"),
      stateDirectory: xdg("XDG_STATE_HOME", ".local/state").appendingPathComponent("swiftdrill"),
      cacheDirectory: xdg("XDG_CACHE_HOME", ".cache").appendingPathComponent("swiftdrill"))
  }

  public var progressDatabase: URL { dataDirectory.appendingPathComponent("progress.sqlite") }
  public var historyFile: URL { stateDirectory.appendingPathComponent("history") }
  public var userQuestions: URL { dataDirectory.appendingPathComponent("questions", isDirectory: true) }
  public var userLessons: URL { dataDirectory.appendingPathComponent("lessons", isDirectory: true) }
  public var userGames: URL { dataDirectory.appendingPathComponent("games", isDirectory: true) }
}
