/// The hidden internal mode of the `swiftdrill` binary that confines a program
/// where bubblewrap cannot (no user namespaces): `swiftdrill --sandbox-exec
/// [options] -- PROGRAM ARGS…` becomes a supervisor (child subreaper, dies with
/// swiftdrill) whose child applies resource limits, drops to another user (as
/// root), applies Landlock and a seccomp filter, and execs the program. When
/// the program ends, or on SIGTERM, every descendant is killed.
///
/// This type is the mode's words: the flag and its options, built by `Sandbox` and
/// parsed by the executable's `SandboxExec`, which replaces the process (the library
/// never exits or execs).
public enum SandboxLauncher {
  /// The first argument that selects this mode.
  public static let flag = "--sandbox-exec"

  /// Whether `arguments` (as in `CommandLine.arguments`) ask for this mode.
  public static func isRequested(_ arguments: [String]) -> Bool {
    arguments.count > 1 && arguments[1] == flag
  }

  /// What one `--sandbox-exec` invocation asks for.
  package struct Options: Equatable {
    package var landlock = false
    package var seccomp = false
    package var readPaths: [String] = []
    package var writePaths: [String] = []
    package var uid: Int32 = -1
    package var gid: Int32 = -1
    package var memory: Int64 = 0
    package var fileSize: Int64 = 0
    package var processes: Int64 = 0
    package var openFiles: Int64 = 0
    /// `--self-test PATH`: check the confinement instead of running a program.
    package var selfTestPath: String?
    package var command: [String] = []

    /// The arguments that ask for these options (after `swiftdrill --sandbox-exec`).
    package var arguments: [String] {
      var result: [String] = []
      if landlock { result.append("--landlock") }
      if seccomp { result.append("--seccomp") }
      for path in readPaths { result += ["--read", path] }
      for path in writePaths { result += ["--write", path] }
      if uid >= 0 { result += ["--uid", String(uid), "--gid", String(gid)] }
      if memory > 0 { result += ["--memory", String(memory)] }
      if fileSize > 0 { result += ["--fsize", String(fileSize)] }
      if processes > 0 { result += ["--nproc", String(processes)] }
      if openFiles > 0 { result += ["--nofile", String(openFiles)] }
      if let selfTestPath { result += ["--self-test", selfTestPath] }
      return result + ["--"] + command
    }

    /// Parses the arguments after the flag; nil when they make no sense.
    package init?(parsing arguments: some Collection<String>) {
      guard let options = try? Self(validating: arguments) else { return nil }
      self = options
    }

    /// Why the arguments after the flag were refused.
    package struct BadArguments: Error, Equatable {
      package var message: String
    }

    /// Parses the arguments after the flag; every number is range-checked before it is
    /// converted (a uid of 99999999999 is an error, not a trap).
    package init(validating arguments: some Collection<String>) throws(BadArguments) {
      var rest = arguments[...]
      func value(_ option: String) throws(BadArguments) -> String {
        guard let text = rest.popFirst() else { throw BadArguments(message: "\(option) needs a value") }
        return text
      }
      func number(_ option: String, in range: ClosedRange<Int64>) throws(BadArguments) -> Int64 {
        let text = try value(option)
        guard let number = Int64(text), range.contains(number) else {
          throw BadArguments(
            message:
              "\(option) \"\(text)\" is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
      }
      let ids: ClosedRange<Int64> = 0...Int64(Int32.max)
      let limits: ClosedRange<Int64> = 1...Int64.max
      while let argument = rest.popFirst() {
        switch argument {
        case "--landlock": landlock = true
        case "--seccomp": seccomp = true
        case "--read": readPaths.append(try value(argument))
        case "--write": writePaths.append(try value(argument))
        case "--uid": uid = Int32(try number(argument, in: ids))
        case "--gid": gid = Int32(try number(argument, in: ids))
        case "--memory": memory = try number(argument, in: limits)
        case "--fsize": fileSize = try number(argument, in: limits)
        case "--nproc": processes = try number(argument, in: limits)
        case "--nofile": openFiles = try number(argument, in: limits)
        case "--self-test": selfTestPath = try value(argument)
        case "--":
          command = Array(rest)
          let runnable = command.first?.hasPrefix("/") ?? false
          if !runnable && selfTestPath == nil {
            throw BadArguments(message: "the program after -- must be an absolute path")
          }
          return
        default: throw BadArguments(message: "unknown option \(argument)")
        }
      }
      throw BadArguments(message: "no -- before the program")
    }

    package init() {}
  }
}
