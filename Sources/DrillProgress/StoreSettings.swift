import DrillSQLite
import DrillScheduling
import Foundation

/// Settings kept with the progress: the learner's FSRS weights and desired retention
/// (and `drill`'s pacing, `StoreSettings+Drill`). The only writer of `settings`.
public struct StoreSettings: TableOwner {
  let store: ProgressStore

  static let parametersKey = "fsrs.parameters"
  public static let retentionKey = "fsrs.desired_retention"
  /// The desired retentions `drill --retention` accepts.
  public static let retentionRange = 0.7...0.99
  /// The setting naming the moves last applied (see `ProgressStore.applyMoves(stamp:_:)`).
  static let movesKey = "moves.applied"

  /// The weights `optimize` stored, or nil for the defaults.
  public func fsrsParameters() throws(ProgressStoreError) -> [Double]? {
    guard let text = try setting(Self.parametersKey) else { return nil }
    guard let data = text.data(using: .utf8),
      let values = try? JSONDecoder().decode([Double].self, from: data),
      (try? Scheduler.validate(parameters: values)) != nil
    else { throw .invalidValue(path: path, detail: "setting \(Self.parametersKey) = \(text)") }
    return values
  }

  /// Stores the weights `drill` uses from now on (nil goes back to the defaults).
  public func setFSRSParameters(_ parameters: [Double]?) throws(ProgressStoreError) {
    let text = parameters.map { "[" + $0.map { "\($0)" }.joined(separator: ",") + "]" }
    try setSetting(Self.parametersKey, text)
  }

  /// The desired retention set with `drill --retention`, or nil for the default 0.9. A stored value
  /// outside what the option accepts (a hand edit, an older version: the review found `1e-300` used
  /// without a word) reads as unset, and `refusedDrillSettings()` names it.
  public func desiredRetention() throws(ProgressStoreError) -> Double? {
    guard let text = try setting(Self.retentionKey), let value = Double(text),
      Self.retentionRange.contains(value)
    else { return nil }
    return value
  }

  public func setDesiredRetention(_ retention: Double?) throws(ProgressStoreError) {
    try setSetting(Self.retentionKey, retention.map { "\($0)" })
  }

  /// The scheduler the stored settings describe (defaults for what is not set).
  public func scheduler() throws(ProgressStoreError) -> Scheduler {
    let parameters = try fsrsParameters() ?? Scheduler.defaultParameters
    let retention = try desiredRetention() ?? 0.9
    let drill = try drillSettings()
    do {
      return try Scheduler(
        parameters: parameters, desiredRetention: retention, learningSteps: drill.learningSteps,
        relearningSteps: drill.relearningSteps)
    } catch {
      throw .invalidValue(path: path, detail: error.localizedDescription)
    }
  }

  func setting(_ key: String) throws(ProgressStoreError) -> String? {
    try sql { () throws(SQLiteError) in
      try database.query("SELECT value FROM settings WHERE key = ?1", [.text(key)]) { $0.text(0) }.first
    }
  }

  func setSetting(_ key: String, _ value: String?) throws(ProgressStoreError) {
    try write { () throws(ProgressStoreError) in try put(key, value) }
  }

  /// Sets (or, for nil, removes) one setting inside the caller's write transaction.
  func put(_ key: String, _ value: String?) throws(ProgressStoreError) {
    try sql { () throws(SQLiteError) in
      if let value {
        try database.run(
          "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [.text(key), .text(value)])
      } else {
        try database.run("DELETE FROM settings WHERE key = ?1", [.text(key)])
      }
    }
  }

  /// Adds the backup's settings (its own win) this store lacks (inside the caller's write transaction,
  /// `ProgressTransfer.restore`); returns how many.
  ///
  /// The moves stamp is not counted: the restore removes it again (the next open moves the history
  /// again), so the same backup imported twice said "1 setting" (session 44's tryout).
  func restore(from backup: ProgressBackup) throws(ProgressStoreError) -> Int {
    let hadMoves = try setting(Self.movesKey) != nil
    let added = try insertMissing(backup, "settings", keys: ["key"])
    let hasMoves = try setting(Self.movesKey) != nil
    return added - (!hadMoves && hasMoves ? 1 : 0)
  }
}
