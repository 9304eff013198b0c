import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a content file, as far as it tells whether the file
/// changed: size, modification and status-change times (nanoseconds), inode
/// and device. The change time cannot be set back by `touch`, and an editor
/// that saves by renaming gives a new inode. A file that cannot be stat'ed
/// gets a stamp no other file has (size -1), so it never matches a snapshot.
package struct FileStamp: Hashable, CustomStringConvertible {
  var path: String
  var role: ContentDocument.Role
  var size: Int64 = -1
  /// Seconds and nanoseconds since 1970, as one string so no precision is lost.
  var modified = ""
  var changed = ""
  var inode: UInt64 = 0
  var device: UInt64 = 0
  /// The later of the modification and change times, in seconds since 1970.
  var newestChange: TimeInterval = .infinity

  package init(path: String, role: ContentDocument.Role) {
    self.path = path
    self.role = role
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    size = Int64(info.st_size)
    #if canImport(Darwin)
      let mtime = info.st_mtimespec
      let ctime = info.st_ctimespec
    #else
      let mtime = info.st_mtim
      let ctime = info.st_ctim
    #endif
    modified = "\(mtime.tv_sec).\(mtime.tv_nsec)"
    changed = "\(ctime.tv_sec).\(ctime.tv_nsec)"
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
    newestChange = max(
      TimeInterval(mtime.tv_sec) + TimeInterval(mtime.tv_nsec) / 1e9,
      TimeInterval(ctime.tv_sec) + TimeInterval(ctime.tv_nsec) / 1e9)
  }

  package var description: String {
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `description`'s UTF-8 bytes, added to `bytes` (the content cache's fingerprint is one
  /// line per file, made at every start: interpolated, the lines cost 11,000 instructions each).
  func append(to bytes: inout [UInt8]) {
    bytes += (role == .pack ? "pack " : "lesson ").utf8
    Self.appendDecimal(size, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    bytes += modified.utf8
    bytes.append(UInt8(ascii: " "))
    bytes += changed.utf8
    bytes.append(UInt8(ascii: " "))
    Self.appendDecimal(inode, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    Self.appendDecimal(device, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    bytes += path.utf8
  }

  /// The decimal digits of `value` (with a minus sign below zero), as `"\(value)"` writes them.
  static func appendDecimal(_ value: some BinaryInteger, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = UInt64(value.magnitude)
    var digits: [UInt8] = []
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes += digits.reversed()
  }
}
