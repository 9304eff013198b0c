import DrillKitTesting
import Foundation
import Synchronization

@testable import DrillGames
@testable import DrillPresentation
@testable import DrillSupport

/// A clock whose time tests move by hand.
final class ManualTime: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Mutex(start)
  }

  var now: Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  var clock: WallClock {
    WallClock { [self] in now }
  }
}

/// A scripted console where each line arrives a given number of seconds after it is asked for.
final class TimedConsole: Console {
  let inner: ScriptedConsole
  let time: ManualTime
  private var delays: [TimeInterval]

  /// Whether countdown reads behave as on a terminal: a line that would come after the
  /// deadline is dropped and the read ends at the deadline with `.timeUp`.
  private let endsAtDeadline: Bool
  /// The status line each countdown read showed, first when it began, then at its end.
  private(set) var statuses: [String] = []

  /// `script` pairs each input with the seconds the player takes before pressing Enter.
  init(
    _ script: [(ConsoleInput, TimeInterval)], time: ManualTime, interactive: Bool = false,
    endsAtDeadline: Bool = false
  ) {
    inner = ScriptedConsole(inputs: script.map(\.0), interactive: interactive)
    delays = script.map(\.1)
    self.time = time
    self.endsAtDeadline = endsAtDeadline
  }

  var transcript: String { inner.transcript }
  var isInteractive: Bool { inner.isInteractive }
  var usesColor: Bool { inner.usesColor }
  var width: Int { inner.width }
  var supportsRawKeys: Bool { inner.supportsRawKeys }

  func write(_ text: StyledText) { inner.write(text) }

  func readLine(prompt: String) -> ConsoleInput {
    if !delays.isEmpty { time.advance(by: delays.removeFirst()) }
    return inner.readLine(prompt: prompt)
  }

  func readLine(prompt: String, countdown: Countdown) -> TimedInput {
    guard endsAtDeadline else { return .input(readLine(prompt: prompt)) }
    statuses.append(countdown.status(time.now).plain)
    let delay = delays.isEmpty ? 0 : delays[0]
    guard time.now.addingTimeInterval(delay) >= countdown.deadline else {
      return .input(readLine(prompt: prompt))
    }
    delays.removeFirst()
    time.advance(by: countdown.deadline.timeIntervalSince(time.now))
    statuses.append(countdown.status(time.now).plain)
    _ = inner.readLine(prompt: prompt)  // the half-typed line is lost
    return .timeUp
  }

  func readKey(timeoutMilliseconds: Int?) -> Key? { inner.readKey(timeoutMilliseconds: timeoutMilliseconds) }

  func withRawMode<T>(_ body: () throws -> T) rethrows -> T { try body() }
}

/// Collects the results a session hands out.
final class ResultLog {
  private(set) var results: [GameResult] = []

  func record(_ result: GameResult) { results.append(result) }
}

enum GameFixtures {
  /// The repository root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let bundledAnagrams = repositoryRoot.appendingPathComponent("games/anagrams.json")

  static func folder(_ name: String) -> URL? {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
      .appendingPathComponent("games", isDirectory: true).appendingPathComponent(name, isDirectory: true)
  }

  /// Two small levels for engine and session tests.
  static let levels = [
    AnagramLevel(title: "Tiny", pointsPerTile: 10, timeToSolve: 30, entries: ["let"]),
    AnagramLevel(title: "Spaced", pointsPerTile: 20, timeToSolve: 60, entries: ["lazy var"]),
  ]
}

extension Array where Element == Character {
  init(_ text: String) { self = text.map { $0 } }
}
