import DrillSQLite
import DrillSupport
import Foundation

/// Game scores and leaderboards: the only writer of `game_scores`.
public struct GameScores: TableOwner {
  let store: ProgressStore

  /// Records a finished game.
  public func addGameScore(_ score: GameScore) throws(ProgressStoreError) {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        try database.run(
          "INSERT INTO game_scores (game, score, options, seed, played_at) VALUES (?1, ?2, ?3, ?4, ?5)",
          [
            .text(score.game), .integer(Int64(score.score)), .text(score.options),
            score.seed.map { .integer(Int64(bitPattern: $0)) } ?? .null,
            .integer(score.playedAt.unixMilliseconds),
          ])
      }
    }
  }

  /// The best scores of one game, best first (earlier first on ties), at most `limit`, none
  /// below `minimumScore` when given, only those played with `options` (the stored JSON text) when
  /// given. Best is highest, or lowest where fewer is better (guesses).
  public func bestScores(
    game: String, limit: Int = 10, higherIsBetter: Bool = true, minimumScore: Int? = nil,
    options: String? = nil
  )
    throws(ProgressStoreError)
    -> [GameScore]
  {
    try gameScores(
      where:
        "game = ?1 AND score >= ?3 AND (?4 IS NULL OR options = ?4) "
        + "ORDER BY score \(higherIsBetter ? "DESC" : "ASC"), played_at, id LIMIT ?2",
      [
        .text(game), .integer(Int64(max(0, limit))), .integer(minimumScore.map(Int64.init) ?? Int64.min),
        options.map(SQLiteValue.text) ?? .null,
      ])
  }

  /// The different options (stored JSON texts) the scores of `game` were played with.
  public func optionSets(game: String) throws(ProgressStoreError) -> [String] {
    try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT DISTINCT options FROM game_scores WHERE game = ?1 ORDER BY options", [.text(game)]
      ) { row in row.text(0) }
    }
  }

  /// Every recorded game, oldest first.
  public func allGameScores() throws(ProgressStoreError) -> [GameScore] {
    try gameScores(where: "1 ORDER BY played_at, id", [])
  }

  private func gameScores(where clause: String, _ values: [SQLiteValue]) throws(ProgressStoreError)
    -> [GameScore]
  {
    try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT game, score, options, seed, played_at FROM game_scores WHERE \(clause)", values
      ) {
        row in
        GameScore(
          game: row.text(0), score: row.int(1), options: row.text(2),
          seed: row.optionalInt64(3).map { UInt64(bitPattern: $0) },
          playedAt: Date(unixMilliseconds: row.int64(4)))
      }
    }
  }

  /// Adds the backup's game scores this store lacks (inside the caller's write transaction,
  /// `ProgressTransfer.restore`); returns how many.
  func restore(from backup: ProgressBackup) throws(ProgressStoreError) -> Int {
    try insertMissing(
      backup, "game_scores", keys: ["game", "score", "played_at"], keepingIDs: try isEmpty("game_scores"))
  }
}
