import DrillKitTesting
import DrillScheduling
import Foundation
import Testing

@testable import DrillProgress

/// Drill settings stored by an older version in a form this one refuses: the review goes on
/// with the default for that setting, the value is named, and a new value replaces it.
@Suite struct StoreDrillSettingsTests {
  @Test func aRefusedValueReadsAsItsDefaultAndIsNamed() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.settings.setSetting(StoreSettings.learningStepsKey, "1e-300s")
    try store.settings.setSetting(StoreSettings.dayStartHourKey, "99")
    try store.settings.setSetting(StoreSettings.newPerDayKey, "7")
    let settings = try store.settings.drillSettings()
    expectEqual(settings.learningSteps, DrillSettings.defaults.learningSteps)
    expectEqual(settings.dayStartHour, DrillSettings.defaults.dayStartHour)
    expectEqual(settings.newPerDay, 7)
    try expectEqual(
      store.settings.refusedDrillSettings(),
      [
        .init(key: StoreSettings.learningStepsKey, value: "1e-300s"),
        .init(key: StoreSettings.dayStartHourKey, value: "99"),
      ])
    // The scheduler still has the learner's other settings.
    try store.settings.setDesiredRetention(0.85)
    expectEqual(try store.settings.scheduler().desiredRetention, 0.85)
  }

  @Test func aNewValueReplacesARefusedOne() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.settings.setSetting(StoreSettings.learningStepsKey, "1e-300s")
    var settings = try store.settings.drillSettings()
    settings.learningSteps = [120]
    try store.settings.setDrillSettings(settings)
    expectEqual(try store.settings.drillSettings().learningSteps, [120])
    expectTrue(try store.settings.refusedDrillSettings().isEmpty)
  }

  /// The review: a stored retention of `1e-300` (outside `drill --retention`'s 0.7–0.99) was used
  /// without a word.
  @Test func aRetentionOutsideTheOptionsRangeReadsAsTheDefaultAndIsNamed() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.settings.setSetting(StoreSettings.retentionKey, "1e-300")
    expectEqual(try store.settings.desiredRetention(), nil)
    expectEqual(try store.settings.scheduler().desiredRetention, 0.9)
    try expectEqual(
      store.settings.refusedDrillSettings(), [.init(key: StoreSettings.retentionKey, value: "1e-300")])
    try store.settings.setDesiredRetention(0.85)
    expectEqual(try store.settings.desiredRetention(), 0.85)
    expectTrue(try store.settings.refusedDrillSettings().isEmpty)
  }
}
