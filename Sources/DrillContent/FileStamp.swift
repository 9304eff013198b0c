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
  var inode: UInt64 = 0
  var device: UInt64 = 0
  /// Whether `stat` answered (the times below are zero when it did not).
  private var stamped = false
  /// The modification and status-change times, seconds and nanoseconds since 1970, kept as
  /// numbers (written out only for the fingerprint: as strings, made at every start, they
  /// were a quarter of the content stamps' instructions).
  private var modifiedSeconds = 0
  private var modifiedNanoseconds = 0
  private var changedSeconds = 0
  private var changedNanoseconds = 0

  package init(path: String, role: ContentDocument.Role) {
    self.path = path
    self.role = role
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return }
    size = Int64(info.st_size)
    #if canImport(Darwin)
      let mtime = info.st_mtimespec
      let ctime = info.st_ctimespec
    #else
      let mtime = info.st_mtim
      let ctime = info.st_ctim
    #endif
    stamped = true
    (modifiedSeconds, modifiedNanoseconds) = (Int(mtime.tv_sec), Int(mtime.tv_nsec))
    (changedSeconds, changedNanoseconds) = (Int(ctime.tv_sec), Int(ctime.tv_nsec))
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
  }

  /// Seconds and nanoseconds since 1970 as `seconds.nanoseconds` (no precision lost); empty
  /// for a file that could not be stat'ed.
  var modified: String { stamped ? "\(modifiedSeconds).\(modifiedNanoseconds)" : "" }
  var changed: String { stamped ? "\(changedSeconds).\(changedNanoseconds)" : "" }

  /// The later of the modification and change times, in seconds since 1970.
  var newestChange: TimeInterval {
    guard stamped else { return .infinity }
    return max(
      TimeInterval(modifiedSeconds) + TimeInterval(modifiedNanoseconds) / 1e9,
      TimeInterval(changedSeconds) + TimeInterval(changedNanoseconds) / 1e9)
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
    if stamped {
      Self.appendDecimal(modifiedSeconds, to: &bytes)
      bytes.append(UInt8(ascii: "."))
      Self.appendDecimal(modifiedNanoseconds, to: &bytes)
    }
    bytes.append(UInt8(ascii: " "))
    if stamped {
      Self.appendDecimal(changedSeconds, to: &bytes)
      bytes.append(UInt8(ascii: "."))
      Self.appendDecimal(changedNanoseconds, to: &bytes)
    }
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
    // The digits from the last, into 20 bytes of the stack (UInt64.max has 20), then added at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }
}
