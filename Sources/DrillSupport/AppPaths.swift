import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Why these folders must not be used, or nil: one that exists and another
  /// user can write (it, or a symbolic link to it, belongs to someone else who
  /// is not root, or it is writable by its group or by everyone and is not
  /// this user's), as ssh refuses a key file with loose permissions. Another
  /// user could plant links and files there or read and rewrite the progress.
  /// The learner's own folders are tightened to 0700 instead (`PrivateFiles`).
  public func ownershipProblem() -> String? {
    let user = geteuid()
    for path in Self.distinct([dataDirectory, stateDirectory, cacheDirectory]) {
      switch FileTrust.problem(path, user: user) {
      case .stranger(let stranger):
        return "\(path) belongs to another user (uid \(stranger)); use a folder of your own (SWIFTDRILL_HOME)"
      case .writableByOthers:
        return
          "\(path) can be written by other users; use a folder of your own (SWIFTDRILL_HOME), or make it 0700"
      case nil: continue
      }
    }
    return nil
  }

  /// The folders' paths, each once (with `SWIFTDRILL_HOME` the data and state folders are
  /// one: checking it twice gave the same answer for twice the work).
  package static func distinct(_ folders: [URL]) -> [String] {
    var paths: [String] = []
    for folder in folders {
      let path = folder.path
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }
}
