import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SWIFTDRILL_MODULE_CACHE`: a module cache folder several homes share (the tests' homes do).
@Suite(.ownThreads) struct ModuleCacheTests {
  @Test func theSettingMustBeAnAbsolutePath() throws {
    // Named before the compiler is looked for: an empty PATH and SWIFTC do not hide it.
    let environment = ["SWIFTDRILL_MODULE_CACHE": "cache", "PATH": "", "SWIFTC": "/nonexistent/swiftc"]
    #expect(
      throws: CodeRunnerError.invalidSetting(
        name: "SWIFTDRILL_MODULE_CACHE", value: "cache", expected: "an absolute path to a folder")
    ) {
      try CodeRunner(environment: environment, paths: nil)
    }
    expectTrue(try ModuleCache.setting(in: ["SWIFTDRILL_MODULE_CACHE": ""]) == nil)
    try expectEqual(ModuleCache.setting(in: ["SWIFTDRILL_MODULE_CACHE": "/tmp/m"]), "/tmp/m")
  }

  /// The named folder is made (0700) and used; a link, or a folder that is not this user's,
  /// is not: the cache folder's own is, as without the setting.
  @Test func aNamedFolderOfThisUsersIsUsedAndNothingElse() throws {
    let scratch = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = scratch.appendingPathComponent("home-cache").path
    let named = scratch.appendingPathComponent("shared").path
    expectEqual(ModuleCache.folder(in: root, named: named), named)
    var info = stat()
    expectTrue(lstat(named, &info) == 0 && info.st_mode & 0o7777 == 0o700)
    expectTrue(!FileManager.default.fileExists(atPath: root + "/module-cache"))

    let link = scratch.appendingPathComponent("link").path
    expectEqual(symlink(named, link), 0)
    expectEqual(ModuleCache.folder(in: root, named: link), root + "/module-cache")
    if geteuid() == 0 {
      let others = scratch.appendingPathComponent("others").path
      expectTrue(mkdir(others, 0o700) == 0 && chown(others, 65534, 65534) == 0)
      expectEqual(ModuleCache.folder(in: root, named: others), root + "/module-cache")
    }
  }

  /// A compile fills the named folder, and makes none in the home's cache folder. (Linked
  /// compiles: as root, immediate mode shares its cache with the sandbox's `nobody` in a
  /// folder of its own, which a 0700 named folder cannot be; docs/security.md.)
  @Test func theCompilerWritesItsModulesThere() throws {
    let scratch = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let home = scratch.appendingPathComponent("cache", isDirectory: true)
    let named = scratch.appendingPathComponent("shared").path
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFTDRILL_MODULE_CACHE"] = named
    environment["SWIFTDRILL_IMMEDIATE"] = "0"
    let paths = AppPaths(dataDirectory: home, stateDirectory: home, cacheDirectory: home)
    let runner = try CodeRunner(environment: environment, paths: paths)
    expectEqual(runner.moduleCacheFolder, named)
    let run = try runner.run(.program("print(6 * 7)"))
    expectEqual(run.result.execution?.stdout, "42\n", "\(run.result)")
    expectTrue(!((try? FileManager.default.contentsOfDirectory(atPath: named)) ?? []).isEmpty)
    expectTrue(!FileManager.default.fileExists(atPath: home.path + "/module-cache"))
  }
}
