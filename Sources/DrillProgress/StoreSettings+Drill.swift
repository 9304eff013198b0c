import DrillSQLite
import Foundation

/// `drill`'s pacing (`DrillSettings`), kept with the progress like the FSRS settings.
extension StoreSettings {
  static let learningStepsKey = "drill.learning_steps"
  static let relearningStepsKey = "drill.relearning_steps"
  static let learnAheadKey = "drill.learn_ahead"
  static let newPerDayKey = "drill.new_per_day"
  static let dayStartHourKey = "drill.day_starts"

  /// The stored settings, with the defaults for what is not set.
  public func drillSettings() throws(ProgressStoreError) -> DrillSettings {
    var settings = DrillSettings.defaults
    if let text = try setting(Self.learningStepsKey) {
      guard let steps = DrillSettings.steps(parsing: text) else { throw invalid(Self.learningStepsKey, text) }
      settings.learningSteps = steps
    }
    if let text = try setting(Self.relearningStepsKey) {
      guard let steps = DrillSettings.steps(parsing: text) else {
        throw invalid(Self.relearningStepsKey, text)
      }
      settings.relearningSteps = steps
    }
    if let text = try setting(Self.learnAheadKey) {
      guard let value = DrillSettings.duration(parsing: text) else { throw invalid(Self.learnAheadKey, text) }
      settings.learnAhead = value
    }
    if let text = try setting(Self.newPerDayKey) {
      guard let value = Int(text), value >= 0 else { throw invalid(Self.newPerDayKey, text) }
      settings.newPerDay = value
    }
    if let text = try setting(Self.dayStartHourKey) {
      guard let value = Int(text), (0...23).contains(value) else { throw invalid(Self.dayStartHourKey, text) }
      settings.dayStartHour = value
    }
    return settings
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

  private func invalid(_ key: String, _ text: String) -> ProgressStoreError {
    .invalidValue(path: path, detail: "setting \(key) = \(text)")
  }
}
