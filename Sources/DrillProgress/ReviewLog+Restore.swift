import DrillSQLite
import DrillScheduling
import Foundation

/// The review log's share of `ProgressTransfer.restore`, inside its write transaction.
extension ReviewLog {
  /// Adds the backup's reviews this store lacks, then its memory of questions this store
  /// has none of; a question both know that gained reviews has its memory replayed.
  func restore(
    from backup: ProgressBackup, sessionMap: [Int64: Int64], scheduler: Scheduler,
    _ summary: inout BackupRestoreSummary
  ) throws(ProgressStoreError) {
    let touched = try restoreReviews(backup, sessionMap: sessionMap, &summary)
    try restoreMemory(backup, touched: touched, scheduler: scheduler, &summary)
  }

  /// Reviews not already here; returns the questions that gained some.
  private func restoreReviews(
    _ backup: ProgressBackup, sessionMap: [Int64: Int64], _ summary: inout BackupRestoreSummary
  ) throws(ProgressStoreError) -> Set<String> {
    guard let table = backup.tables["reviews"] else { return [] }
    let keepIDs = try isEmpty("reviews")
    let columns = try columnNames(of: "reviews")
    var touched = Set<String>()
    var matcher = try RowMatcher(
      owner: self, table: "reviews", keys: ["question_id", "reviewed_at", "rating"])
    for (index, var record) in table.records().enumerated() {
      if index % 256 == 0 { try checkStop() }
      guard let question = record["question_id"]?.string else { continue }
      guard try !matcher.isHere(record) else {
        summary.reviewsAlreadyThere += 1
        continue
      }
      if let session = record["session_id"]?.int64 {
        record["session_id"] = sessionMap[session].map { .integer($0) } ?? .null
      }
      _ = try insert(record, into: "reviews", columns: columns, keepingID: keepIDs)
      touched.insert(question)
      summary.reviewsAdded += 1
    }
    return touched
  }

  private func restoreMemory(
    _ backup: ProgressBackup, touched: Set<String>, scheduler: Scheduler,
    _ summary: inout BackupRestoreSummary
  ) throws(ProgressStoreError) {
    let columns = try columnNames(of: "memory")
    var copied = Set<String>()
    for record in backup.tables["memory"]?.records() ?? [] {
      guard let question = record["question_id"]?.string, try memory(for: question) == nil else { continue }
      _ = try insert(record, into: "memory", columns: columns, keepingID: true)
      copied.insert(question)
      summary.questionsAdded += 1
    }
    for question in touched.subtracting(copied).sorted() {
      try checkStop()
      try rebuildMemory(of: question, with: scheduler)
      summary.questionsRebuilt += 1
    }
  }
}
