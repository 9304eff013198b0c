import DrillKitTesting
import DrillSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 52's tryout, finding 9: a mode is set only on a regular file or folder of this user's,
/// never through a link (the e2e tests use a device node; these, what needs no root).
struct FileModeTests {
  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  @Test func aFileOrFolderOfOnesOwnIsTightened() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file").path
    try #require(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    try #require(chmod(file, 0o644) == 0 && chmod(folder.path, 0o755) == 0)
    PrivateFiles.tighten(file)
    PrivateFiles.tighten(folder.path, to: 0o700)
    expectEqual(Self.mode(file), 0o600)
    expectEqual(Self.mode(folder.path), 0o700)
    // Bits are only taken away: a read-only file stays read-only.
    try #require(chmod(file, 0o444) == 0)
    PrivateFiles.tighten(file)
    expectEqual(Self.mode(file), 0o400)
    expectTrue(FileMode.set(file, to: 0o640))
    expectEqual(Self.mode(file), 0o640)
  }

  @Test func aLinkAPipeAndWhatALinkLeadsToAreLeftAlone() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target").path
    let link = folder.appendingPathComponent("link").path
    let pipe = folder.appendingPathComponent("pipe").path
    let linkedFolder = folder.appendingPathComponent("linked-folder").path
    try #require(FileManager.default.createFile(atPath: target, contents: Data()))
    try #require(chmod(target, 0o644) == 0 && symlink(target, link) == 0)
    try #require(mkfifo(pipe, 0o666) == 0 && chmod(pipe, 0o666) == 0)
    try #require(symlink(folder.path, linkedFolder) == 0 && chmod(folder.path, 0o755) == 0)
    PrivateFiles.tighten(link)
    PrivateFiles.tighten(pipe)
    PrivateFiles.tighten(linkedFolder, to: 0o700)
    expectTrue(!FileMode.set(link, to: 0o600))
    expectTrue(!FileMode.set(pipe, to: 0o600))
    expectEqual(Self.mode(target), 0o644)
    expectEqual(Self.mode(pipe), 0o666)
    expectEqual(Self.mode(folder.path), 0o755)
  }

  @Test func whatStandsAtANameIsSaid() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file").path
    try #require(FileManager.default.createFile(atPath: file, contents: Data()))
    let pipe = folder.appendingPathComponent("pipe").path
    try #require(mkfifo(pipe, 0o600) == 0)
    let links = ["to-file": file, "to-pipe": pipe, "to-nothing": folder.path + "/none"]
    for (name, target) in links {
      try #require(symlink(target, folder.appendingPathComponent(name).path) == 0)
    }
    expectEqual(FileMode.notARegularFile(file), nil)
    expectEqual(FileMode.notARegularFile(folder.path + "/to-file"), nil)
    expectEqual(FileMode.notARegularFile(folder.path + "/none"), nil)
    expectEqual(FileMode.notARegularFile(folder.path), "a folder")
    expectEqual(FileMode.notARegularFile(pipe), "a named pipe (FIFO)")
    expectEqual(FileMode.notARegularFile(folder.path + "/to-pipe"), "a link to \(pipe), a named pipe (FIFO)")
    expectEqual(
      FileMode.notARegularFile(folder.path + "/to-nothing"), "a link to \(folder.path)/none that is not there"
    )
  }
}
