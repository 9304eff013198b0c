import Synchronization

/// A one-line progress bar on stderr for long jobs (`check --run`); silent
/// when stderr is not a terminal. Updated from worker threads.
final class ProgressBar: Sendable {
  private let enabled: Bool
  private let lastDrawn = Mutex(-1)

  init(enabled: Bool) {
    self.enabled = enabled
  }

  func update(_ done: Int, _ total: Int) {
    guard enabled, total > 0 else { return }
    let width = 30
    let filled = done * width / total
    let percent = done * 100 / total
    let changed = lastDrawn.withLock { last in
      defer { last = percent }
      return last != percent
    }
    guard changed || done == total else { return }
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    StandardStreams.standardError("\r\u{1B}[2K  \(bar) \(done)/\(total) snippets")
  }

  func finish() {
    guard enabled else { return }
    StandardStreams.standardError("\r\u{1B}[2K")
  }
}
