import DrillSQLite
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The new questions a drill is introducing right now, claimed against the day's limit in one
/// write transaction, so that two drills on one home cannot introduce more new questions than
/// the limit (session 49's tryout: two drills started together introduced 20 on a day of 10;
/// each took its new questions when it started). A claim lasts until the drill records the
/// answer (then the review counts) or ends (`releaseNewClaims`).
///
/// A drill killed before its end (`kill -9`, a closed terminal) cannot release its claim, so each
/// claim names its owner, the claiming process: its pid and, where the system tells it (Linux's
/// `/proc`, Apple's `sysctl`), when that process started, so that a reused pid is not taken for it. A claim whose owner no
/// longer runs is released by the next claim (session 49's review: a killed drill's claim held a
/// new question until the day ended, and the next drill blamed "another drill"). A claim written
/// without an owner (an older version) lapses with its study day, as before.
extension StoreSettings {
  static let newClaimsKey = "drill.new_claims"

  /// Claims `questionID` as one of the new questions introduced on the study day that began at
  /// `dayStart`: `granted` (claimed now, already this owner's, or answered today), `heldByAnother`
  /// when another drill that still runs holds this very question (session 50's review, F6: both
  /// drills asked the same new questions; the second skips it and takes the next), `full` when
  /// `limit` questions are already introduced or claimed by drills that still run. `owner` is the
  /// claiming process (another only in tests).
  public func claimNewQuestion(
    _ questionID: String, now: Date, dayStart: Date, limit: Int, owner: ClaimOwner = .current
  ) throws(ProgressStoreError) -> NewClaim {
    try write { () throws(ProgressStoreError) in
      let introduced = try store.reviews.introducedQuestionIDs(since: dayStart)
      let pending = try pendingClaims(since: dayStart, introduced: introduced)
      if introduced.contains(questionID) { return .granted }
      if let held = pending.first(where: { $0.id == questionID }) {
        return held.owner == owner ? .granted : .heldByAnother
      }
      guard introduced.count + pending.count < limit else { return .full }
      try put(Self.newClaimsKey, Self.text(pending + [(questionID, now, owner)]))
      return .granted
    }
  }

  /// The new questions of the study day (begun at `dayStart`) that drills still running hold
  /// claimed and have not answered, those of `owner` left out (nil: every drill's). Every drill's
  /// are places of the daily limit a drill starting now cannot take (`due`, the greeting; session
  /// 50: the intro said "3 new" with two held, and the drill stopped after one); those of the other
  /// drills are the questions a drill plans around.
  public func newQuestionsHeld(since dayStart: Date, notBy owner: ClaimOwner? = .current)
    throws(ProgressStoreError) -> Set<String>
  {
    let introduced = try store.reviews.introducedQuestionIDs(since: dayStart)
    return Set(
      try pendingClaims(since: dayStart, introduced: introduced).filter { owner == nil || $0.owner != owner }
        .map(\.id))
  }

  /// The claims made since `dayStart` whose question is not introduced yet and whose owner still
  /// runs (a claim without an owner lapses with its day).
  private func pendingClaims(since dayStart: Date, introduced: Set<String>) throws(ProgressStoreError)
    -> [Claim]
  {
    try newClaims().filter {
      $0.at >= dayStart && !introduced.contains($0.id) && ($0.owner?.isRunning ?? true)
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

  private typealias Claim = (id: String, at: Date, owner: ClaimOwner?)

  /// One claim a line: the question's id, a tab, when it was claimed (Unix milliseconds), then
  /// the owner's pid and start (absent in claims written by an older version).
  private func newClaims() throws(ProgressStoreError) -> [Claim] {
    guard let text = try setting(Self.newClaimsKey) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2 || fields.count == 4, let millis = Int64(fields[1]) else { return nil }
      let owner =
        fields.count == 4 ? Int32(fields[2]).map { ClaimOwner(pid: $0, start: String(fields[3])) } : nil
      return (String(fields[0]), Date(unixMilliseconds: millis), owner)
    }
  }

  private static func text(_ claims: [Claim]) -> String {
    claims.map { claim in
      let owner = claim.owner.map { "\t\($0.pid)\t\($0.start)" } ?? ""
      return "\(claim.id)\t\(claim.at.unixMilliseconds)\(owner)"
    }
    .joined(separator: "\n")
  }
}

/// What `StoreSettings.claimNewQuestion` did: claimed (or already this drill's, or answered
/// today), held by another drill running now, or refused because the day's limit is reached.
public enum NewClaim: Sendable, Equatable {
  case granted, heldByAnother, full
}

/// The process holding a new-question claim: its pid and its start time as the system gives it
/// (`startTime(of:)`: Linux and Apple's systems; empty elsewhere, where the pid alone is checked).
public struct ClaimOwner: Sendable, Equatable {
  public var pid: Int32
  public var start: String

  public init(pid: Int32, start: String) {
    self.pid = pid
    self.start = start
  }

  /// This process.
  public static var current: ClaimOwner {
    let pid = getpid()
    return ClaimOwner(pid: pid, start: startTime(of: pid) ?? "")
  }

  /// Whether the process still runs: the pid exists and, where a start was stored, started then.
  public var isRunning: Bool { ProcessStart.isRunning(pid: pid, start: start) }

  /// When the process `pid` started, as the system tells it (`ProcessStart.time(of:)`).
  static func startTime(of pid: Int32) -> String? { ProcessStart.time(of: pid) }
}
