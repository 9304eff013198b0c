import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The thread-safe user lookup the permission tests share (`getpwnam_r`).
@Suite struct UserAccountTests {
  @Test func rootIsFoundAndAMissingNameIsNot() throws {
    let root = try #require(UserAccount.named("root"))
    expectEqual(root.uid, 0)
    expectEqual(root.gid, 0)
    expectTrue(UserAccount.named("swiftdrill-no-such-user-\(getpid())") == nil)
  }

  /// Many lookups of two accounts at once, as parallel tests make them: each sees its own.
  @Test func lookupsInParallelThreadsDoNotMix() async throws {
    let root = try #require(UserAccount.named("root"))
    let nobody = try #require(UserAccount.named("nobody"))
    expectTrue(root != nobody)
    let mixed = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          let name = index.isMultiple(of: 2) ? "root" : "nobody"
          let expected = index.isMultiple(of: 2) ? root : nobody
          return (0..<200).allSatisfy { _ in UserAccount.named(name) == expected }
        }
      }
      return await group.allSatisfy { $0 }
    }
    expectTrue(mixed)
  }
}
