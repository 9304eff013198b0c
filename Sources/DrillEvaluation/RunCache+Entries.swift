import Foundation

extension RunCache {
  /// How many results the cache holds (for "N from cache" in `check --run`).
  public var entryCount: Int {
    (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.count { $0.hasSuffix(".json") }
      ?? 0
  }
}
