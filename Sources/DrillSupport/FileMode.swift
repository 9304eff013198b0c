import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way SwiftDrill sets a file's or folder's mode (session 52's tryout, finding 9: run as
/// root, `chmod` on a `progress.sqlite` that was a link to /dev/null made /dev/null 0600 for
/// every user). Only a regular file or a folder that belongs to this user is changed, and never
/// through a link: the name is opened with `O_NOFOLLOW`, the descriptor checked with `fstat`
/// (the same file `lstat` saw, still a regular file or folder, still this user's), and the mode
/// set with `fchmod` on that descriptor. A link, a device, a pipe or someone else's file, even one
/// swapped in between the checks, is left as it is.
public enum FileMode {
  /// Sets `path`'s permission bits to `mode`; false when `path` is not a regular file or folder
  /// of this user's (or the mode could not be set).
  @discardableResult
  public static func set(_ path: String, to mode: mode_t) -> Bool {
    change(path) { _ in mode }
  }

  /// Sets `path`'s permission bits to what `newMode` makes of the present ones (nil: leave them).
  @discardableResult
  public static func change(_ path: String, _ newMode: (mode_t) -> mode_t?) -> Bool {
    var named = stat()
    guard lstat(path, &named) == 0, isOwnFileOrFolder(named) else { return false }
    guard let wanted = newMode(named.st_mode & 0o7777) else { return true }
    if wanted == named.st_mode & 0o7777 { return true }
    let folder = named.st_mode & S_IFMT == S_IFDIR
    var pathOnly = false
    // O_NONBLOCK and O_NOCTTY: a FIFO or terminal swapped in does not block or become ours.
    var descriptor = open(
      path, O_RDONLY | (folder ? O_DIRECTORY : 0) | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    #if os(Linux)
      if descriptor < 0 && errno == EACCES {
        // A file its owner may not read (0200): a path-only descriptor still names it.
        descriptor = open(path, pathOnlyFlag | O_NOFOLLOW | O_CLOEXEC)
        pathOnly = descriptor >= 0
      }
    #endif
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino,
      isOwnFileOrFolder(opened)
    else { return false }
    // fchmod refuses a path-only descriptor; its /proc name is that very file, not a path to look up.
    return pathOnly ? chmod("/proc/self/fd/\(descriptor)", wanted) == 0 : fchmod(descriptor, wanted) == 0
  }

  /// Linux's `O_PATH`, which the Glibc module does not export.
  static let pathOnlyFlag: Int32 = 0o10_000_000

  static func isOwnFileOrFolder(_ info: stat) -> Bool {
    let kind = info.st_mode & S_IFMT
    return (kind == S_IFREG || kind == S_IFDIR) && info.st_uid == geteuid()
  }

  /// What `path` is, in words, when it is not a regular file (following links): "a folder", "a
  /// character device", "a link to /dev/null, a character device", "a link to nothing"…; nil for
  /// a regular file (or a link to one) and for a name that is not there.
  public static func notARegularFile(_ path: String) -> String? {
    var named = stat()
    guard lstat(path, &named) == 0 else { return nil }
    let isLink = named.st_mode & S_IFMT == S_IFLNK
    var target = stat()
    guard stat(path, &target) == 0 else {
      return isLink ? "a link to \(linkTarget(path) ?? "something") that is not there" : nil
    }
    guard target.st_mode & S_IFMT != S_IFREG else { return nil }
    let kind = kindName(target.st_mode)
    guard isLink else { return kind }
    return "a link to \(linkTarget(path) ?? "something"), \(kind)"
  }

  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  static func linkTarget(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }
}
