/// The progress database's schema: ordered migrations, each taking the file from
/// version `n - 1` to `n` (stored in `PRAGMA user_version`). Never edit a shipped
/// migration; append a new one.
enum ProgressSchema {
  /// Marks the file as SwiftDrill's (`PRAGMA application_id`, "SDrl").
  static let applicationID: Int64 = 0x5344_726C

  /// `migrations[i]` upgrades version `i` to `i + 1`.
  static let migrations: [String] = [version1, version2, version3, version4, version5]

  static var latestVersion: Int { migrations.count }

  /// Every table. Times are milliseconds since 1970 UTC; FSRS states use `CardState`'s
  /// raw values, with 0 for "new" in `reviews.state_before`.
  static let version1 = """
    CREATE TABLE sessions (
      id INTEGER PRIMARY KEY,
      mode TEXT NOT NULL,
      started_at INTEGER NOT NULL,
      ended_at INTEGER,
      options TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE reviews (
      id INTEGER PRIMARY KEY,
      question_id TEXT NOT NULL,
      reviewed_at INTEGER NOT NULL,
      answer TEXT NOT NULL DEFAULT '',
      credit REAL NOT NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
      duration_ms INTEGER,
      session_id INTEGER REFERENCES sessions(id),
      mode TEXT NOT NULL,
      level TEXT,
      kind TEXT,
      tags TEXT NOT NULL DEFAULT '',
      state_before INTEGER NOT NULL,
      state_after INTEGER NOT NULL,
      stability_after REAL,
      difficulty_after REAL,
      due_after INTEGER NOT NULL
    );
    CREATE TABLE memory (
      question_id TEXT PRIMARY KEY,
      state INTEGER NOT NULL,
      step INTEGER,
      stability REAL,
      difficulty REAL,
      due INTEGER NOT NULL,
      last_review INTEGER,
      reps INTEGER NOT NULL DEFAULT 0,
      lapses INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE accepted_answers (
      question_id TEXT NOT NULL,
      answer TEXT NOT NULL,
      accepted_at INTEGER NOT NULL,
      PRIMARY KEY (question_id, answer)
    );
    CREATE TABLE game_scores (
      id INTEGER PRIMARY KEY,
      game TEXT NOT NULL,
      score INTEGER NOT NULL,
      options TEXT NOT NULL DEFAULT '{}',
      seed INTEGER,
      played_at INTEGER NOT NULL
    );
    CREATE TABLE lesson_progress (
      lesson_id TEXT PRIMARY KEY,
      last_page INTEGER NOT NULL DEFAULT 0,
      pages_seen TEXT NOT NULL DEFAULT '',
      checks_passed TEXT NOT NULL DEFAULT '',
      done_at INTEGER,
      updated_at INTEGER NOT NULL
    );
    """

  /// Indexes for the due queue, per-day statistics and leaderboards.
  static let version2 = """
    CREATE INDEX reviews_by_time ON reviews (reviewed_at);
    CREATE INDEX reviews_by_question ON reviews (question_id, reviewed_at);
    CREATE INDEX memory_by_due ON memory (due);
    CREATE INDEX game_scores_by_game ON game_scores (game, score DESC, played_at);
    """

  /// Settings (FSRS parameters, desired retention) and reviews of foreign cards: imported
  /// history whose card is not a SwiftDrill question (counted by `optimize` and `stats`,
  /// never asked). One review per card and time.
  static let version3 = """
    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
    CREATE TABLE foreign_reviews (
      id INTEGER PRIMARY KEY,
      card_id TEXT NOT NULL,
      reviewed_at INTEGER NOT NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
      state INTEGER,
      duration_ms INTEGER,
      UNIQUE (card_id, reviewed_at)
    );
    """

  /// Project stages (`project check`): one row per project, package folder and stage,
  /// with the checks run and when the stage first passed.
  static let version4 = """
    CREATE TABLE project_stages (
      project TEXT NOT NULL,
      folder TEXT NOT NULL,
      stage TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      passed_at INTEGER,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (project, folder, stage)
    );
    """

  /// The title of the page to resume a lesson at: pages move when a lesson is rewritten, and
  /// the title finds the page the learner was reading where the number alone would not.
  static let version5 = """
    ALTER TABLE lesson_progress ADD COLUMN last_page_title TEXT;
    """
}
