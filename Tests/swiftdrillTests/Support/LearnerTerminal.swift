import DrillKitTesting
import Foundation

/// The built binary on a pseudo-terminal, as a learner runs it: the one place the terminal
/// tests set up the environment (home, content, clock, terminal type, no colour, no editor).
enum LearnerTerminal {
  /// What content the binary loads.
  enum Content {
    /// The bundled packs and lessons (found from the clone, as `swift run` finds them).
    case bundled
    /// The small fixture course (`Tests/swiftdrillTests/Fixtures/course`).
    case fixtureCourse
  }

  /// The fixed moment of the tests that do not watch the real clock.
  static let fixedNow = "2026-01-15T09:00:00Z"

  /// A learner's environment: a fresh `home`, `content`, the clock fixed at `now` (the real
  /// clock when nil), an xterm, UTF-8, no colour and no editor (code answers are typed), the
  /// test process's module cache (`TestModuleCache`).
  static func environment(
    home: URL, content: Content = .fixtureCourse, now: String? = fixedNow, clockRate: Int? = nil
  ) -> [String: String] {
    var environment = TestModuleCache.adding(to: ProcessInfo.processInfo.environment)
    environment["SWIFTDRILL_HOME"] = home.path
    switch content {
    case .bundled: environment["SWIFTDRILL_BUNDLED"] = nil
    case .fixtureCourse:
      environment["SWIFTDRILL_BUNDLED"] = BinaryRun.fixtures.appendingPathComponent("course").path
    }
    environment["SWIFTDRILL_NOW"] = now
    // The clock running that many times as fast (a timed interview's minute in 60/N seconds).
    environment["SWIFTDRILL_CLOCK_RATE"] = clockRate.map(String.init)
    environment["TERM"] = "xterm"
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    environment["PAGER"] = ""  // no pager: a test that wants one sets it
    environment["EDITOR"] = nil
    environment["VISUAL"] = nil
    return environment
  }

  /// The REPL (or `arguments` as one command) on a fresh terminal of `columns` × 30.
  static func start(
    home: URL, arguments: [String] = [], content: Content = .fixtureCourse, now: String? = fixedNow,
    clockRate: Int? = nil, columns: Int = 100
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: BinaryRun.executable, arguments: arguments,
      environment: environment(home: home, content: content, now: now, clockRate: clockRate), columns: columns
    )
  }

  /// A mock interview (`interview --minutes N --seed 1`) on a fresh terminal, on the real clock
  /// (`clockRate` times as fast when given): the clock it draws ticks.
  static func startInterview(home: URL, minutes: Int, clockRate: Int? = nil, columns: Int = 100) throws
    -> PseudoTerminal
  {
    try start(
      home: home, arguments: ["interview", "--minutes", "\(minutes)", "--seed", "1"], now: nil,
      clockRate: clockRate, columns: columns)
  }
}
