#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a run of bytes first occurs in others, with the C library's `memchr` (to the next
/// first byte) and `memcmp`, for the places that look for short needles in text held as
/// UTF-8 (`check`'s literal prefilter, Anki's cloze rebuild). The generic `contains` of one
/// collection in another (from `_StringProcessing`) cost about a quarter of a `check` of the
/// bundled content. (`memmem` is a GNU extension Swift's Glibc module does not show.)
public enum ByteSearch {
  /// The first index of `needle` in `haystack` at or after `start`; nil for an empty needle.
  public static func firstIndex(
    of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    guard let first = needle.first, start >= 0, let base = haystack.baseAddress else { return nil }
    let last = haystack.count - needle.count
    return needle.withUnsafeBytes { needleBytes -> Int? in
      guard let needleBase = needleBytes.baseAddress else { return nil }
      var index = start
      while index <= last {
        guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
        let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + found, needleBase, needle.count) == 0 { return found }
        index = found + 1
      }
      return nil
    }
  }

  /// The same over an array.
  public static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
    haystack.withUnsafeBufferPointer { firstIndex(of: needle, in: $0, from: start) }
  }

  /// Whether `text`'s UTF-8 holds `byte`, by `memchr`: `text.utf8.contains(byte)` stepped the
  /// view a byte at a time (64 M of `check` on a 10,000-question bank, 39,000 texts; issue 29 (a),
  /// session 31).
  public static func holds(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }

  /// Whether `needle`'s UTF-8 is in `text`'s (an empty needle always is).
  public static func contains(_ needle: String, in text: String) -> Bool {
    let bytes = Array(needle.utf8)
    if bytes.isEmpty { return true }
    var text = text
    return text.withUTF8 { firstIndex(of: bytes, in: $0) != nil }
  }
}
