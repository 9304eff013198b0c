import DrillContent
import Foundation

/// The level `placement` estimated, kept as the default level of `interview`, `quiz` and a drill's
/// new questions where no `--level` is given (session 49's tryout: the result was told once and
/// kept nowhere, and everything started at beginner).
extension StoreSettings {
  public static let placementLevelKey = "placement.level"

  /// The level of the last completed placement test, or nil.
  public func placementLevel() throws(ProgressStoreError) -> Level? {
    try setting(Self.placementLevelKey).flatMap { Level(rawValue: $0) }
  }

  public func setPlacementLevel(_ level: Level?) throws(ProgressStoreError) {
    try setSetting(Self.placementLevelKey, level?.rawValue)
  }

  /// Removes the placement level and the day's new-question claims (inside the caller's write
  /// transaction: `reset --all`); returns the level removed.
  func clearStudyState() throws(ProgressStoreError) -> Level? {
    let level = try placementLevel()
    try put(Self.placementLevelKey, nil)
    try put(Self.newClaimsKey, nil)
    return level
  }
}
