import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 53 (s53-tryoutgrading; docs/evaluation.md, "Session 53 (s53-tryoutgrading)"): right
/// spoken answers from session 53's tryout, graded as the learner sees them. G1, G3, G4, G5, G6 and
/// G8's first point are fixed by lexicon lines and `also:` lines; G2, G7, G8's quote and G9 are not
/// (their causes are in the docs): each is a known issue that reports when a later round fixes it.
/// The wrong claim near each fix is still caught.
@Suite struct KeyPointMatcherS53TryoutTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let shortcuts = (file: "questions/topics/app-intents.md", id: "app-shortcuts-phrases")
  static let structOrClass = (file: "questions/interview/interview-verbal-beginner.md", id: "struct-or-class")
  static let unwrapped = (
    file: "questions/interview/interview-verbal-beginner.md", id: "implicitly-unwrapped-optionals"
  )
  static let delegate = (file: "questions/topics/design-patterns.md", id: "delegate-explained")
  static let weakUnowned = (file: "questions/topics/memory-arc.md", id: "weak-versus-unowned")
  static let cancelLoop = (file: "questions/topics/task-apis.md", id: "cancellable-loop-verbal")
  static let updates = (file: "questions/topics/storekit-purchases.md", id: "transaction-updates")
  static let reentrancy = (file: "questions/topics/concurrency.md", id: "actor-reentrancy")
  static let copyOnWrite = (file: "questions/topics/collections.md", id: "copy-on-write-explained")

  /// G1: "available at install with no user setup" (`no user setup` in the `no setup` group).
  @Test func g1NoUserSetupIsNoSetupByTheUser() throws {
    let checks = try Self.checks(
      Self.shortcuts.file, Self.shortcuts.id,
      "Adopt AppShortcutsProvider and return AppShortcut entries whose phrases include the application "
        + "name placeholder; they are available at install with no user setup.")
    expectTrue(checks[1].credited, "\(checks[1])")
    expectEqual(checks.filter(\.credited).count, 3)
  }

  @Test func g1ShortcutsThatNeedSettingUpAreStillCaught() throws {
    let checks = try Self.checks(
      Self.shortcuts.file, Self.shortcuts.id,
      "App Shortcuts only work after the user sets them up in the Shortcuts app.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }

  /// G3: "structs are easier to reason about and to make Sendable" (an `also:` line: the question is
  /// about structs). "two variables can point at the same class instance" is not heard as sharing one
  /// instance (known issue: the lexicon line was refused, 0 right to 2 wrong on the sets).
  @Test func g3StructsForValueTypesAndPointingAtTheSameInstance() throws {
    let checks = try Self.checks(
      Self.structOrClass.file, Self.structOrClass.id,
      "I start with a struct unless I need something only a class gives. Assigning a struct makes an "
        + "independent copy, while two variables can point at the same class instance. I pick a class when "
        + "identity matters, for subclassing, for a deinit, or when UIKit expects an NSObject. Structs are "
        + "easier to reason about and to make Sendable. For mutable state shared between tasks I would use "
        + "an actor.")
    expectTrue(checks[3].credited, "\(checks[3])")
    withKnownIssue("G3: session 53's tryout, a paraphrase not heard (docs/evaluation.md)") {
      expectTrue(checks[1].credited, "\(checks[1])")
    }
  }

  /// G4: "unwraps for you every time you touch it" and "a normal optional or … a real initial value"
  /// (`also:` lines in spoken words for `T!` and `T?`).
  @Test func g4ANormalOptionalIsTQuestionMark() throws {
    let checks = try Self.checks(
      Self.unwrapped.file, Self.unwrapped.id,
      "String! is an optional that Swift unwraps for you every time you touch it, so reading it while it "
        + "is nil crashes the app. It makes sense for IBOutlets, which are set right after init but before "
        + "you use them, and for Objective-C APIs without nullability annotations. Everywhere else I would "
        + "rather use a normal optional or give the property a real initial value.")
    expectEqual(checks.filter(\.credited).count, 5, "\(checks)")
  }

  @Test func g4TBangAsTheDefaultIsStillCaught() throws {
    let checks = try Self.checks(
      Self.unwrapped.file, Self.unwrapped.id, "T! is the recommended default for properties.")
    expectTrue(checks[4].contradicted, "\(checks[4])")
  }

  /// G5: "only knows the protocol and not the class behind it", "each table has a single delegate".
  @Test func g5OnlyTheProtocolAndASingleDelegate() throws {
    let checks = try Self.checks(
      Self.delegate.file, Self.delegate.id,
      "A view like UITableView talks to one helper object through a protocol, so it only knows the "
        + "protocol and not the class behind it. Each table has a single delegate. The property is weak "
        + "since the controller owns the table, and a strong back reference would keep both alive forever; "
        + "that is why the protocol has to be class-only, AnyObject.")
    expectEqual(checks.filter(\.credited).count, 5, "\(checks)")
  }

  @Test func g5ManyDelegatesAreStillCaught() throws {
    let checks = try Self.checks(
      Self.delegate.file, Self.delegate.id, "An object can have many delegates at once.")
    expectTrue(checks[2].contradicted, "\(checks[2])")
  }

  /// G6: "neither stops the object from being deallocated" keeps it alive, denied.
  @Test func g6NeitherStopsDeallocationIsNeitherKeepsItAlive() throws {
    let checks = try Self.checks(
      Self.weakUnowned.file, Self.weakUnowned.id,
      "Both references leave the retain count alone, so neither stops the object from being deallocated, "
        + "and either one can break a reference cycle. A weak reference is always an optional and is set to "
        + "nil automatically when the object goes away. An unowned reference is not set to nil, so touching "
        + "it after the object is gone crashes. I only use unowned when I know the referenced object lives "
        + "at least as long as the one holding the reference.")
    expectTrue(checks[0].credited, "\(checks[0])")
    expectEqual(checks.filter(\.credited).count, 4)
  }

  @Test func g6BothStoppingDeallocationIsStillCaught() throws {
    let checks = try Self.checks(
      Self.weakUnowned.file, Self.weakUnowned.id,
      "Both weak and unowned references stop the object from being deallocated.")
    expectTrue(checks[0].contradicted, "\(checks[0])")
  }

  static let cancelAnswer =
    "Cancelling a task does not stop it; it just marks it as cancelled and the code has to notice. So "
    + "inside the loop I would call try Task.checkCancellation() or look at Task.isCancelled between steps. "
    + "Task.sleep and most async system APIs already throw a CancellationError when the task is cancelled. "
    + "For a callback-based API I wrap it in withTaskCancellationHandler so the cancel reaches it. And a Task "
    + "created with Task { } is not cancelled with the screen unless you keep its handle and call cancel() "
    + "on it, for example in onDisappear."

  /// G8, first half: "does not stop it; it just marks it as cancelled" is cooperative cancellation.
  @Test func g8MarkedAsCancelledIsCooperative() throws {
    let checks = try Self.checks(Self.cancelLoop.file, Self.cancelLoop.id, Self.cancelAnswer)
    expectTrue(checks[0].credited, "\(checks[0])")
  }

  /// G8, second half: the unstructured-task point is quoted from the loop sentence, which does not
  /// state it (known issue: "not … unless" is not read as "only … if", and the sentence naming
  /// `Task { }` reads as another point's subject).
  @Test func g8TheUnstructuredTaskPointIsQuotedFromItsOwnSentence() throws {
    let checks = try Self.checks(Self.cancelLoop.file, Self.cancelLoop.id, Self.cancelAnswer)
    withKnownIssue("G8: session 53's tryout, a quote that does not state its point (docs/evaluation.md)") {
      expectTrue(checks[4].evidence?.contains("handle") ?? false, "\(checks[4])")
    }
  }

  @Test func g8CancelStoppingTheTaskIsStillCaught() throws {
    let checks = try Self.checks(
      Self.cancelLoop.file, Self.cancelLoop.id,
      "cancel() stops the task immediately, in the middle of a statement.")
    expectTrue(checks[0].contradicted, "\(checks[0])")
  }

  /// G2 (known issue): a careful right answer told the opposite of three points.
  @Test func g2TheRightStoreKitAnswerIsNotTheOpposite() throws {
    let checks = try Self.checks(
      Self.updates.file, Self.updates.id,
      "Purchases made outside the app, renewals and Ask to Buy approvals arrive through Transaction.updates, "
        + "so listen at launch or they are missed. An unfinished transaction is delivered again on every "
        + "launch until you call finish after granting the content.")
    withKnownIssue("G2: session 53's tryout, a false opposite (docs/evaluation.md)") {
      expectTrue(!checks.contains(where: \.contradicted), "\(checks)")
    }
  }

  /// G7 (known issue): "may have changed after it" states the point; a later clause is heard as its
  /// opposite ("do the state change synchronously before suspending").
  @Test func g7MayHaveChangedIsStale() throws {
    let checks = try Self.checks(
      Self.reentrancy.file, Self.reentrancy.id,
      "While an actor method is suspended at an await, the actor is free to run other calls, so it is "
        + "reentrant. That means the state you read before the await may have changed after it, so never "
        + "assume it is the same: check it again after the await, or do the state change synchronously "
        + "before suspending. This avoids deadlocks but you can get lost updates if you forget.")
    withKnownIssue("G7: session 53's tryout, a point stated and then heard denied (docs/evaluation.md)") {
      expectTrue(checks[1].credited, "\(checks[1])")
    }
  }

  /// G9 (known issue): "shared without you noticing … every write copies everything".
  @Test func g9HiddenSharingInPlainWords() throws {
    let checks = try Self.checks(
      Self.copyOnWrite.file, Self.copyOnWrite.id,
      "A copy-on-write type is a struct holding a reference to a class that stores the data, so copying the "
        + "struct just shares that storage. Before any mutation you call isKnownUniquelyReferenced and copy "
        + "the storage only when somebody else also holds it. It becomes expensive when the buffer is shared "
        + "without you noticing, for example an extra copy in a local variable or a get then set through a "
        + "computed property, because then every write copies everything. Mutating in place, with inout or "
        + "the dictionary default subscript, keeps the buffer unique.")
    withKnownIssue("G9: session 53's tryout, a paraphrase not heard (docs/evaluation.md)") {
      expectTrue(checks[2].credited, "\(checks[2])")
    }
  }
}
