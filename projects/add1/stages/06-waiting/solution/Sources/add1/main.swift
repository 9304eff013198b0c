import Add1Core
import Foundation

/// The word after `option` on the command line, if there is one.
func value(after option: String) -> String? {
  let words = CommandLine.arguments
  guard let index = words.firstIndex(of: option), index + 1 < words.count else { return nil }
  return words[index + 1]
}

let seed = value(after: "--seed").flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
let seconds = value(after: "--seconds").flatMap { Double($0) } ?? 60
var game = Add1Game(seed: seed, seconds: seconds)
let start = ContinuousClock.now

/// Seconds since the program started.
func now() -> Double {
  (ContinuousClock.now - start) / .seconds(1)
}

/// The time left, the code and the score, at `time` seconds.
func status(of game: Add1Game, at time: Double) -> String {
  "\(game.timeText(at: time))  Code: \(game.code)  Score: \(game.score)"
}

/// What the game waits for: a line the player typed, or the end of a match.
enum Event {
  case line(String)
  case deadline
}

let (events, input) = AsyncStream.makeStream(of: Event.self)

// readLine() blocks its thread until Return, so it gets a thread of its own: the
// alarm below keeps running while the player thinks.
let reader = Thread {
  while let line = readLine() {
    input.yield(.line(line))
  }
  input.finish()
}
reader.start()

/// The task that wakes the game at the deadline of the running match.
var alarm: Task<Void, Never>?
var alarmDeadline: Double?

print("Add 1")
print(status(of: game, at: 0))
for await event in events {
  let time = now()
  switch event {
  case .line(let line):
    print(game.answer(line, at: time))
  case .deadline:
    // An alarm of a match that already ended (by a late answer) says nothing.
    guard let message = game.timeUp(at: time) else { continue }
    print(message)
  }
  print(status(of: game, at: time))
  if game.deadline != alarmDeadline {
    alarm?.cancel()
    alarmDeadline = game.deadline
    if let deadline = game.deadline {
      let wait = deadline - time
      alarm = Task {
        do {
          try await Task.sleep(for: .seconds(wait))
          input.yield(.deadline)
        } catch {
          // Cancelled: a new match has its own alarm.
        }
      }
    }
  }
}
