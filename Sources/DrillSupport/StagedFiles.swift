import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Several files that appear together or not at all (`export` writing a package, a CSV, a JSON
/// file and a backup; session 52: stopped between two, it left the first ones). Each is written
/// whole under a fresh name beside its path (`staging(for:)`, by whatever writes it:
/// `AtomicFile`, `ZipWriter`); `commit` then puts every one at its path (`AtomicFile.place`) with
/// the stopping signals held back, so none lands between two of them. One that cannot be placed
/// (a file made there since, under `.keep`) takes back those placed before it: a new file is
/// removed, a replaced one (`.replace`) comes back. `discard` removes what was staged.
public struct StagedFiles {
  /// A file written under `staged`, for `path`.
  public struct File: Sendable, Equatable {
    public let staged: String
    public let path: String
  }

  /// A staged file that could not be put at its path (not one kept there: `FileAlreadyThere`).
  public struct NotPlaced: Error, Equatable {
    public let path: String
    public let reason: String
  }

  public private(set) var files: [File] = []
  let existing: AtomicFile.Existing

  public init(existing: AtomicFile.Existing) {
    self.existing = existing
  }

  /// The signals held back while the files are placed: Ctrl-C, `kill`'s default, a closed
  /// terminal, Ctrl-\.
  static let stoppingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// A fresh hidden name in `path`'s folder to write its file to; `commit` puts it at `path`. The
  /// name holds this process's pid and start (`.FILE.PID-START-UUID.staged`), so that a later
  /// export can tell files left by a process killed while it wrote them (`removeLeftovers`).
  public mutating func staging(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let staged = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(Self.owner)-\(UUID().uuidString).staged").path
    files.append(File(staged: staged, path: path))
    return staged
  }

  /// Removes every staged file still there (those `commit` did not place).
  public func discard() {
    for file in files { unlink(file.staged) }
  }

  /// Puts every staged file at its path, in order, with `stoppingSignals` blocked until all are
  /// placed or taken back (a signal that came meanwhile is delivered after). Throws the first
  /// failure (`FileAlreadyThere` under `.keep`, else `NotPlaced`) after taking back the files placed before it and
  /// removing the staged ones.
  public func commit() throws {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in Self.stoppingSignals { sigaddset(&blocked, signal) }
    var previous = sigset_t()
    sigprocmask(SIG_BLOCK, &blocked, &previous)
    defer { sigprocmask(SIG_SETMASK, &previous, nil) }
    var placed: [(file: File, aside: String?, identity: Identity?)] = []
    do {
      for file in files {
        // Under `.replace` the file there is kept aside (a second link to it) until all are placed.
        let aside = existing == .replace ? Self.keepAside(file.path, beside: file.staged) : nil
        do {
          try AtomicFile.place(file.staged, at: file.path, existing: existing)
        } catch {
          if let aside { unlink(aside) }
          if error is FileAlreadyThere { throw error }
          throw NotPlaced(path: file.path, reason: error.localizedDescription)
        }
        placed.append((file, aside, Identity(of: file.path)))
      }
    } catch {
      for entry in placed.reversed() {
        if let aside = entry.aside {
          rename(aside, entry.file.path)
        } else if let identity = entry.identity, Identity(of: entry.file.path) == identity {
          // Only the file placed here: not one put there by someone else since.
          unlink(entry.file.path)
        }
      }
      discard()
      throw error
    }
    for entry in placed { if let aside = entry.aside { unlink(aside) } }
  }

  /// A second link to the file at `path` (a link itself, not followed), or nil when there is none
  /// or the file system has no hard links (then a failure cannot bring it back).
  private static func keepAside(_ path: String, beside staged: String) -> String? {
    let aside = staged + ".old"
    return link(path, aside) == 0 ? aside : nil
  }

  /// Which file is at a path: its device and inode, the link itself.
  private struct Identity: Equatable {
    let device: UInt64
    let inode: UInt64

    init?(of path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }
}
