import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user's ids, looked up with `getpwnam_r`. Tests run in parallel threads of one process,
/// and `getpwnam` returns a record shared by all of them: one test's lookup of `nobody` could
/// overwrite another's of `swiftdrill-test` between the call and the read, and a scratch
/// folder was once given to the wrong user (its test then failed with "Permission denied").
public struct UserAccount: Sendable, Equatable {
  public var uid: uid_t
  public var gid: gid_t

  /// The account named `name`, or nil when there is none.
  public static func named(_ name: String) -> UserAccount? {
    var record = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var size = max(1_024, sysconf(Int32(_SC_GETPW_R_SIZE_MAX)))
    while true {
      var buffer = [CChar](repeating: 0, count: size)
      let status = getpwnam_r(name, &record, &buffer, buffer.count, &found)
      if status == ERANGE, size < 1 << 20 {
        size *= 2
        continue
      }
      guard status == 0, found != nil else { return nil }
      return UserAccount(uid: record.pw_uid, gid: record.pw_gid)
    }
  }
}
