import DrillSupport
import Foundation
import Synchronization

/// A clock a test moves by hand: sessions read it through `clock` as they read the real
/// one, and the test calls `advance(by:)` (for instance from `ScriptedConsole.beforeEachRead`,
/// so time passes while the learner "types").
public final class ManualClock: Sendable {
  private let current: Mutex<Date>

  public init(_ start: Date) {
    current = Mutex(start)
  }

  /// The clock to hand a session; it reads the time this object holds.
  public var clock: WallClock {
    WallClock { [self] in current.withLock { $0 } }
  }

  public var now: Date { current.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
