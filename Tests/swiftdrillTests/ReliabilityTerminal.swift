import DrillKitTesting
import Foundation

/// Starts the built binary on a pseudo-terminal against the fixture course, for
/// the reliability tests that press keys (Ctrl-C, Ctrl-D) at real prompts.
enum ReliabilityTerminal {
  /// The environment of a learner at a terminal: the fixture course, a fresh
  /// home, a fixed clock, no colour and no editor (code answers are typed).
  static func environment(home: URL) -> [String: String] {
    LearnerTerminal.environment(home: home)
  }

  /// The REPL (or `arguments` as one command) on a fresh terminal.
  static func start(home: URL, arguments: [String] = []) throws -> PseudoTerminal {
    try LearnerTerminal.start(home: home, arguments: arguments)
  }

  /// The binary started by `/bin/sh -c script`, where the script calls it as `"$0"`:
  /// what the shell does after the binary has left shows the terminal's state.
  static func startInShell(home: URL, script: String) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, BinaryRun.executable.path],
      environment: environment(home: home))
  }
}

/// One step of a scripted terminal session: wait for text, then type.
struct TerminalStep: Sendable, CustomStringConvertible {
  var waitFor: String
  var send: String

  init(_ waitFor: String, _ send: String) {
    self.waitFor = waitFor
    self.send = send
  }

  var description: String { "\(waitFor.debugDescription) → \(send.debugDescription)" }
}

extension PseudoTerminal {
  /// Waits for each step's text (after the previous one), then types its keys;
  /// returns where the output stood after the last step's text.
  @discardableResult
  func play(_ steps: [TerminalStep], after start: String.Index? = nil) throws -> String.Index? {
    var mark = start
    for step in steps {
      mark = try waitFor(step.waitFor, after: mark)
      if !step.send.isEmpty { send(step.send) }
    }
    return mark
  }
}
