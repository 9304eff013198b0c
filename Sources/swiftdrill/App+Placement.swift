import DrillContent
import DrillPresentation

extension App {
  /// The level the last completed placement test stored: the default level of `interview`,
  /// `quiz` and a drill's new questions where no `--level` is given (session 49's tryout).
  func placementLevel() -> Level? {
    guard let store = openStore() else { return nil }
    return try? store.settings.placementLevel()
  }

  /// "Level intermediate, from your placement test (--level picks another).", said where the
  /// stored level is used; `what` names what it applies to.
  static func placementNote(_ level: Level, _ what: String) -> StyledText {
    StyledText(
      "\(what) \(level.rawValue), from your placement test (--level picks another).", style: .muted)
  }
}
