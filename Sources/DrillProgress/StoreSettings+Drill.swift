import DrillSQLite
import Foundation

/// `drill`'s pacing (`DrillSettings`), kept with the progress like the FSRS settings.
extension StoreSettings {
  public static let learningStepsKey = "drill.learning_steps"
  public static let relearningStepsKey = "drill.relearning_steps"
  public static let learnAheadKey = "drill.learn_ahead"
  public static let newPerDayKey = "drill.new_per_day"
  public static let dayStartHourKey = "drill.day_starts"

  /// A stored drill setting this version does not accept: an older one took values now
  /// refused (session 45's tryout stored the learning steps `1e-300s`).
  public struct RefusedSetting: Equatable, Sendable {
    public let key: String
    public let value: String
  }

  /// The stored settings, with the defaults for what is not set. A stored value this version
  /// refuses counts as not set, so the review goes on and a new value can replace it;
  /// `refusedDrillSettings()` names such values so that the learner can be told.
  public func drillSettings() throws(ProgressStoreError) -> DrillSettings {
    try readDrillSettings().settings
  }

  /// The stored drill settings this version refuses, in the order `drillSettings()` reads them, then
  /// a desired retention outside what `drill --retention` accepts.
  public func refusedDrillSettings() throws(ProgressStoreError) -> [RefusedSetting] {
    var refused = try readDrillSettings().refused
    if let text = try setting(Self.retentionKey), try desiredRetention() == nil {
      refused.append(RefusedSetting(key: Self.retentionKey, value: text))
    }
    return refused
  }

  private func readDrillSettings() throws(ProgressStoreError)
    -> (settings: DrillSettings, refused: [RefusedSetting])
  {
    var settings = DrillSettings.defaults
    var refused: [RefusedSetting] = []
    func read<Value>(_ key: String, _ parse: (String) -> Value?) throws(ProgressStoreError) -> Value? {
      guard let text = try setting(key) else { return nil }
      guard let value = parse(text) else {
        refused.append(RefusedSetting(key: key, value: text))
        return nil
      }
      return value
    }
    if let steps = try read(Self.learningStepsKey, DrillSettings.steps(parsing:)) {
      settings.learningSteps = steps
    }
    if let steps = try read(Self.relearningStepsKey, DrillSettings.steps(parsing:)) {
      settings.relearningSteps = steps
    }
    if let value = try read(Self.learnAheadKey, DrillSettings.duration(parsing:)) {
      settings.learnAhead = value
    }
    if let value = try read(Self.newPerDayKey, { Int($0).flatMap { $0 >= 0 ? $0 : nil } }) {
      settings.newPerDay = value
    }
    if let value = try read(Self.dayStartHourKey, { Int($0).flatMap { (0...23).contains($0) ? $0 : nil } }) {
      settings.dayStartHour = value
    }
    return (settings, refused)
  }

  /// Stores the settings that differ from `drillSettings()`; the defaults are stored as unset.
  public func setDrillSettings(_ settings: DrillSettings) throws(ProgressStoreError) {
    let defaults = DrillSettings.defaults
    try setSetting(
      Self.learningStepsKey,
      settings.learningSteps == defaults.learningSteps ? nil : DrillSettings.text(of: settings.learningSteps))
    try setSetting(
      Self.relearningStepsKey,
      settings.relearningSteps == defaults.relearningSteps
        ? nil : DrillSettings.text(of: settings.relearningSteps))
    try setSetting(
      Self.learnAheadKey,
      settings.learnAhead == defaults.learnAhead ? nil : DrillSettings.text(of: settings.learnAhead))
    try setSetting(
      Self.newPerDayKey, settings.newPerDay == defaults.newPerDay ? nil : String(settings.newPerDay))
    try setSetting(
      Self.dayStartHourKey,
      settings.dayStartHour == defaults.dayStartHour ? nil : String(settings.dayStartHour))
  }
}
