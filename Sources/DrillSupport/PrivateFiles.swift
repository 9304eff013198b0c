import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the learner's data private: folders 0700, files 0600. Folders and
/// files that already exist are tightened when they belong to this user
/// (someone else's are left alone).
public enum PrivateFiles {
  /// Creates `folder` (and its parents) as 0700, or tightens it.
  public static func createFolder(_ folder: URL) throws {
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    tighten(folder.path, to: 0o700)
  }

  /// Takes from `path`, when it is this user's, every permission bit outside `mode` (0600 for
  /// files, 0700 for folders). It only ever takes bits away: a file or folder the learner made
  /// read-only stays read-only (the store then reports it, and changes nothing).
  /// Only a regular file or folder of this user's is changed, never a link's target
  /// (`FileMode`: session 52's tryout, finding 9).
  public static func tighten(_ path: String, to mode: mode_t = 0o600) {
    FileMode.change(path) { present in present & ~mode != 0 ? present & mode : nil }
  }

  /// Creates an empty file as 0600 when it does not exist yet (so SQLite,
  /// which gives its WAL and index files the main file's mode, makes them 0600 too).
  public static func createFile(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
  }
}
