import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillProgress
import DrillScheduling
import DrillSupport
import Foundation

/// What every study session shares: the console, the clock, the scheduler, the
/// evaluator and the progress store. Sessions ask questions through it and it
/// records each answer before the next question is shown.
public final class StudyContext {
  public let console: any Console
  public let clock: WallClock
  /// Nil when the progress file could not be opened: study still works, unrecorded.
  public let store: ProgressStore?
  public let scheduler: Scheduler
  public let evaluator: Evaluator
  public var generator: SeededGenerator
  /// Time a timed session's clock stood still: code answers compiling and running under a mock
  /// interview's clock (session 49's tryout: 8 s of a 2-minute interview spent in swiftc).
  public internal(set) var pausedTime: TimeInterval = 0
  /// Opens an editor seeded with the starter code; nil when answers are typed as lines.
  public let editCode: ((String) -> String?)?
  /// The study mode recorded with each session and review.
  public let mode: StudyMode
  /// The session's row in the store, written with the first answer recorded (see `beginSession`).
  public private(set) var sessionID: Int64?
  /// The session begun and not written yet: its options and start time.
  private var pendingSession: (options: String, startedAt: Date)?
  /// Whether the learner was told why the progress file cannot be written (one message a session,
  /// whichever write met it first: session 46's tryout saw the disk-full reason twice).
  var warnedAboutStore = false
  /// Answers whose write failed, oldest first: written before the next answer,
  /// and at the end of the session; never dropped.
  var unsaved: [AnswerRecord] = []
  /// Whether the learner was told that answers are being kept for later.
  var toldAboutUnsaved = false
  /// The memory the latest recorded answer left its question in.
  public internal(set) var lastMemory: MemoryState?
  /// The latest answer written, while it can be graded again (`regradeLast`).
  var lastWritten: DrillProgress.ReviewLog.Written?

  public init(
    console: any Console, clock: WallClock, store: ProgressStore?, scheduler: Scheduler,
    evaluator: Evaluator, generator: SeededGenerator, mode: StudyMode,
    editCode: ((String) -> String?)? = nil
  ) {
    self.console = console
    self.clock = clock
    self.store = store
    self.scheduler = scheduler
    self.evaluator = evaluator
    self.generator = generator
    self.mode = mode
    self.editCode = editCode
  }

  public var renderer: MarkdownRenderer { MarkdownRenderer(width: console.width) }

  /// Begins a session. Its row (with this start time) is written to the store with the
  /// first answer recorded, not now: nothing is written before the first question is
  /// shown, and a session in which nothing was answered leaves no row.
  public func beginSession(options: String = "{}") {
    sessionID = nil
    pendingSession = (options, clock.now())
  }

  /// The id of the session's row, writing the row first if it is not there yet; nil
  /// without a store, without a session, or when the row cannot be written now (the
  /// next answer tries again).
  func writtenSessionID() -> Int64? {
    if let sessionID { return sessionID }
    guard let pending = pendingSession else { return nil }
    sessionID = attempt {
      try $0.sessions.startSession(mode: mode.rawValue, options: pending.options, at: pending.startedAt)
    }
    if sessionID != nil { pendingSession = nil }
    return sessionID
  }

  /// Opens a session row whose options are `options` as JSON with sorted keys.
  public func beginSession(recording options: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = (try? encoder.encode(options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    beginSession(options: text)
  }

  /// Closes the session row, after one more try at the answers not yet saved;
  /// says exactly how many could not be.
  public func endSession() {
    finishUnsaved()
    pendingSession = nil
    guard let sessionID else { return }
    _ = attempt { try $0.sessions.endSession(sessionID, at: clock.now()) }
  }

  /// The question's memory, or a new card due now.
  public func memory(for question: Question) -> MemoryState {
    if let stored = attempt({ try $0.reviews.memory(for: question.id) }) ?? nil { return stored.memory }
    return .new(due: clock.now())
  }

  /// Answers the learner asked to count as right for this question.
  public func personalAccepts(for question: Question) -> [String] {
    attempt { try $0.acceptedAnswers.acceptedAnswers(for: question.id).map(\.answer) } ?? []
  }

  public func accept(_ answer: String, for question: Question) -> Bool {
    attempt {
      try $0.acceptedAnswers.addAcceptedAnswer(questionID: question.id, answer: answer, at: clock.now())
    } != nil
  }

  /// Runs a store operation; a failure is told once and study goes on without it.
  func attempt<T>(_ body: (ProgressStore) throws -> T) -> T? {
    guard let store else { return nil }
    do {
      return try body(store)
    } catch {
      if !warnedAboutStore {
        warnedAboutStore = true
        console.writeLine(
          "Progress could not be saved: \(ProgressStoreError.clause(error.localizedDescription)).",
          style: .warning)
      }
      return nil
    }
  }

}
