import DrillPresentation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long text on a terminal goes through the learner's pager, as `git` and `man` do: `$PAGER`
/// (a shell command line), else `less -R` (`-R` shows the colours) with a prompt naming `q` and
/// `LESSSECURE=1`. Only when standard output
/// is a terminal and the text is taller than its screen; piped output is never paged, and an
/// empty `PAGER` (or `cat`) turns paging off.
enum Pager {
  /// The command line to page through, or nil when paging is off.
  /// `columns`: the terminal's width, which picks the default prompt (`defaultCommand(columns:)`).
  static func command(environment: [String: String], columns: Int? = nil) -> String? {
    guard let pager = environment["PAGER"] else { return defaultCommand(columns: columns) }
    let trimmed = pager.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// `less -R` with a prompt that says how to get back: less's own is a bare `:`, where a learner
  /// typed the next command and `s` saved the list to a file (session 46's tryout).
  /// The prompt is the longest of `prompts` that fits the screen: less scrolls a wider one and
  /// shows its end ("ace or b to scroll, q closes this page" at 40 columns, session 47's tryout).
  static func defaultCommand(columns: Int?) -> String {
    defaultPrefix + prompt(columns: columns) + "'"
  }

  static let defaultPrefix = "less -R -Ps'"

  /// Longest first; the last fits any screen of 20 columns.
  static let prompts = [
    "Space or b to scroll, q closes this page", "Space or b scrolls, q closes", "q closes this page",
  ]

  /// The longest prompt that fits `columns` with less's two columns to spare (80 when unknown).
  static func prompt(columns: Int?) -> String {
    let columns = columns ?? 80
    return prompts.first { $0.count + 2 <= columns } ?? prompts[prompts.count - 1]
  }

  /// Whether `lines` rows of text need a pager on a screen of `rows` rows (one row is left
  /// for the prompt that follows).
  static func isTall(lines: Int, rows: Int?) -> Bool {
    guard let rows else { return false }
    return lines > rows - 1
  }

  /// Writes `rendered` through the pager and waits for it to end; false when it could not be
  /// started or is not installed (the caller then writes the text itself). The pager is
  /// spawned in swiftdrill's own process group (not with Foundation's `Process`, which gives
  /// it a group of its own): a pager in a background group cannot read the terminal's keys.
  static func show(_ rendered: String, command: String, environment: [String: String]) -> Bool {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return false }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var pagerEnvironment = environment
    // less: quit at once when the text fits after all (a resized window), keep the screen.
    if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
    // Our own less: no log file (`s`), shell (`!`), editor (`v`) or file to open (`:e`) from a list.
    if command.hasPrefix(defaultPrefix) { pagerEnvironment["LESSSECURE"] = "1" }
    let argv: [UnsafeMutablePointer<CChar>?] =
      [String](["/bin/sh", "-c", command]).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      pagerEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, "/bin/sh", &actions, nil, argv, envp)
    close(ends[0])
    guard status == 0 else {
      close(ends[1])
      return false
    }
    // The pager may quit before reading everything (`q`): the write then fails with EPIPE,
    // which is fine (SIGPIPE is ignored, see `Interrupts.install`).
    var bytes = Array(rendered.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      bytes = bytes.dropFirst(written)
    }
    close(ends[1])
    var exit: Int32 = 0
    while waitpid(child, &exit, 0) < 0 && errno == EINTR {}
    // 127: the shell found no such command; the text was not shown.
    return !((exit & 0x7F) == 0 && (exit >> 8) & 0xFF == 127)
  }
}
