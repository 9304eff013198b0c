import CZip
import Foundation

/// Reads entries of a zip archive through libzip, defensively: names are checked before
/// anything is read, entries are streamed and stopped at a size cap (whatever sizes the
/// archive claims), and an entry that expands beyond a ratio of its compressed size is
/// refused as a zip bomb.
///
/// Not `Sendable`: it owns one libzip handle, used from one thread.
public final class ZipReader {
  /// Caps on what is read.
  public struct Limits: Sendable {
    public var maximumEntries = 100_000
    /// The most bytes one entry may expand to.
    public var maximumEntrySize: Int64 = 512 * 1_048_576
    /// How many times its compressed size an entry may expand, once past 1 MB.
    public var maximumRatio = 200

    public init() {}
  }

  public let path: String
  public let limits: Limits
  /// The archive's size on disk: no entry's compressed data can be larger, whatever it claims.
  private let archiveSize: Int64
  /// The entry names, in archive order.
  public let names: [String]
  private let handle: OpaquePointer

  public init(path: String, limits: Limits = Limits()) throws(ZipError) {
    var code: Int32 = 0
    guard let handle = zip_open(path, ZIP_RDONLY, &code) else {
      var error = zip_error_t()
      zip_error_init_with_code(&error, code)
      let detail = String(cString: zip_error_strerror(&error))
      zip_error_fini(&error)
      throw .cannotOpen(path: path, detail: detail)
    }
    // Counts and sizes come from the file: checked before any conversion or arithmetic.
    let claimed = max(0, zip_get_num_entries(handle, 0))
    guard claimed <= Int64(limits.maximumEntries) else {
      zip_discard(handle)
      throw .tooManyEntries(count: Int(clamping: claimed), limit: limits.maximumEntries)
    }
    let count = Int(claimed)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let archiveSize = (attributes?[.size] as? NSNumber)?.int64Value ?? Int64.max
    var names: [String] = []
    for index in 0..<count {
      guard let raw = zip_get_name(handle, zip_uint64_t(index), 0) else { continue }
      let name = String(cString: raw)
      guard Self.isSafe(name) else {
        zip_discard(handle)
        throw .unsafeName(name)
      }
      names.append(name)
    }
    self.path = path
    self.limits = limits
    self.names = names
    self.archiveSize = max(0, archiveSize)
    self.handle = handle
  }

  deinit { zip_discard(handle) }

  /// Whether a name stays inside the folder it would be extracted to.
  static func isSafe(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains("\0") else {
      return false
    }
    return !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
  }

  public func contains(_ name: String) -> Bool { names.contains(name) }

  /// The bytes of entry `name`, within the limits.
  public func data(of name: String) throws(ZipError) -> Data {
    var stat = zip_stat_t()
    zip_stat_init(&stat)
    guard zip_stat(handle, name, 0, &stat) == 0 else { throw .missingEntry(name) }
    // The claimed compressed size is any 64-bit number: never more than the archive itself.
    let claimed = (stat.valid & zip_uint64_t(ZIP_STAT_COMP_SIZE)) != 0 ? stat.comp_size : 0
    let compressed = Int64(clamping: min(claimed, zip_uint64_t(archiveSize)))
    let (expansionLimit, overflow) = max(compressed, 1).multipliedReportingOverflow(
      by: Int64(max(1, limits.maximumRatio)))
    let ratioLimit = overflow ? Int64.max : expansionLimit
    guard let file = zip_fopen(handle, name, 0) else {
      throw .failed(path: path, detail: "cannot read \(name): \(String(cString: zip_strerror(handle)))")
    }
    defer { zip_fclose(file) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let read = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
      if read < 0 {
        throw .failed(path: path, detail: "cannot read \(name): \(String(cString: zip_file_strerror(file)))")
      }
      if read == 0 { break }
      data.append(contentsOf: buffer[0..<Int(read)])
      let size = Int64(data.count)
      guard size <= limits.maximumEntrySize else {
        throw .tooLarge(entry: name, limit: limits.maximumEntrySize)
      }
      if size > 1_048_576, size > ratioLimit {
        throw .suspiciousRatio(entry: name, ratio: limits.maximumRatio)
      }
    }
    return data
  }
}
