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
  /// Opens an editor seeded with the starter code; nil when answers are typed as lines.
  public let editCode: ((String) -> String?)?
  /// The study mode recorded with each session and review.
  public let mode: StudyMode
  public private(set) var sessionID: Int64?
  private var warnedAboutStore = false
  /// Answers whose write failed, oldest first: written before the next answer,
  /// and at the end of the session; never dropped.
  var unsaved: [AnswerRecord] = []
  /// Whether the learner was told that answers are being kept for later.
  var toldAboutUnsaved = false
  /// The memory the latest recorded answer left its question in.
  public internal(set) var lastMemory: MemoryState?

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

  /// Opens a session row in the store (quietly skipped without a store).
  public func beginSession(options: String = "{}") {
    sessionID = attempt { try $0.startSession(mode: mode.rawValue, options: options, at: clock.now()) }
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
    guard let sessionID else { return }
    _ = attempt { try $0.endSession(sessionID, at: clock.now()) }
  }

  /// The question's memory, or a new card due now.
  public func memory(for question: Question) -> MemoryState {
    if let stored = attempt({ try $0.memory(for: question.id) }) ?? nil { return stored.memory }
    return .new(due: clock.now())
  }

  /// Answers the learner asked to count as right for this question.
  public func personalAccepts(for question: Question) -> [String] {
    attempt { try $0.acceptedAnswers(for: question.id).map(\.answer) } ?? []
  }

  public func accept(_ answer: String, for question: Question) -> Bool {
    attempt { try $0.addAcceptedAnswer(questionID: question.id, answer: answer, at: clock.now()) } != nil
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
          "Progress could not be saved: \(error.localizedDescription).",
          style: .warning)
      }
      return nil
    }
  }
}
