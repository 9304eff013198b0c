import DrillSQLite
import DrillSupport
import Foundation

/// The new questions a drill is introducing right now, claimed against the day's limit in one
/// write transaction, so that two drills on one home cannot introduce more new questions than
/// the limit (session 49's tryout: two drills started together introduced 20 on a day of 10;
/// each took its new questions when it started). A claim lasts until the drill records the
/// answer (then the review counts) or ends (`releaseNewClaims`); one left by a killed drill
/// lapses with its study day.
extension StoreSettings {
  static let newClaimsKey = "drill.new_claims"

  /// Claims `questionID` as one of the new questions introduced on the study day that began at
  /// `dayStart`; false when `limit` questions are already introduced or claimed by a drill.
  public func claimNew(_ questionID: String, now: Date, dayStart: Date, limit: Int) throws(ProgressStoreError)
    -> Bool
  {
    try write { () throws(ProgressStoreError) in
      let introduced = try introducedIDs(since: dayStart)
      let pending = try newClaims().filter { $0.at >= dayStart && !introduced.contains($0.id) }
      if introduced.contains(questionID) || pending.contains(where: { $0.id == questionID }) { return true }
      guard introduced.count + pending.count < limit else { return false }
      try put(Self.newClaimsKey, Self.text(pending + [(questionID, now)]))
      return true
    }
  }

  /// Ends the claims of `questionIDs` (a drill ending: those answered count as reviews now).
  public func releaseNewClaims(_ questionIDs: Set<String>) throws(ProgressStoreError) {
    guard !questionIDs.isEmpty else { return }
    try write { () throws(ProgressStoreError) in
      let kept = try newClaims().filter { !questionIDs.contains($0.id) }
      try put(Self.newClaimsKey, kept.isEmpty ? nil : Self.text(kept))
    }
  }

  private func introducedIDs(since start: Date) throws(ProgressStoreError) -> Set<String> {
    let ids = try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT DISTINCT question_id FROM reviews WHERE state_before = 0 AND mode = 'drill' AND reviewed_at >= ?1",
        [.integer(start.unixMilliseconds)]
      ) { $0.text(0) }
    }
    return Set(ids)
  }

  /// One claim a line: the question's id, a tab, when it was claimed (Unix milliseconds).
  private func newClaims() throws(ProgressStoreError) -> [(id: String, at: Date)] {
    guard let text = try setting(Self.newClaimsKey) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t")
      guard fields.count == 2, let millis = Int64(fields[1]) else { return nil }
      return (String(fields[0]), Date(unixMilliseconds: millis))
    }
  }

  private static func text(_ claims: [(id: String, at: Date)]) -> String {
    claims.map { "\($0.id)\t\($0.at.unixMilliseconds)" }.joined(separator: "\n")
  }
}
