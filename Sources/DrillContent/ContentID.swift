import Foundation
import Synchronization

/// Pack, lesson and question ids: `[a-z0-9][a-z0-9-]*`, or the slug of a title.
public enum ContentID {
  /// Whether `text` is a valid id.
  public static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLowerAlphanumeric(first) else { return false }
    return text.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
  }

  /// The slug of a title: lowercase ASCII letters and digits, diacritics
  /// folded, every other run of characters one `-`, no `-` at either end.
  ///
  /// Works on bytes: an ASCII title is read byte by byte; a non-ASCII scalar is replaced by
  /// its compatibility decomposition (NFKD) with the nonspacing marks dropped and the
  /// `foldings` applied, worked out once per scalar (`asciiFolding`). Decomposing scalar by
  /// scalar gives the slug the whole title's NFKD gave: NFKD only reorders marks between
  /// two starters, and every mark is either dropped or a separator.
  package static func slug(_ title: String) -> String {
    var title = title
    return title.withUTF8(slug(utf8:))
  }

  /// `slug` of a title's UTF-8 bytes, one pass: each scalar decoded where it lies, the
  /// table of small foldings read once (a `static let` is a `swift_once` at each use).
  private static func slug(utf8 text: UnsafeBufferPointer<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var pendingDash = false
    func append(_ byte: UInt8) {
      let lower = byte | 0x20
      if (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x7A) {
        if pendingDash, !result.isEmpty { result.append(0x2D) }
        pendingDash = false
        result.append(byte >= 0x41 && byte <= 0x5A ? lower : byte)
      } else {
        pendingDash = true
      }
    }
    let small = smallFoldings
    var index = 0
    while index < text.count {
      let lead = text[index]
      if lead < 0x80 {
        append(lead)
        index += 1
        continue
      }
      // A `String`'s bytes are valid UTF-8: the lead byte gives the length.
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      var value = UInt32(lead) & (0x7F >> UInt32(length))
      for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
      index += length
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      if var packed = small.folding(of: scalar) {
        for _ in 1..<(packed & 0xFF) {
          packed >>= 8
          append(UInt8(truncatingIfNeeded: packed))
        }
      } else {
        for byte in asciiFolding(scalar) { append(byte) }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// What a non-ASCII scalar adds to a slug, as ASCII bytes (a space stands for a
  /// separator): its NFKD without nonspacing marks, each scalar left folded by `foldings`
  /// or, when not ASCII, a separator. Kept per scalar for the whole run.
  private static func asciiFolding(_ scalar: Unicode.Scalar) -> [UInt8] {
    if let known = knownFoldings.withLock({ $0[scalar] }) { return known }
    var bytes: [UInt8] = []
    for part in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
      if part.isASCII {
        bytes.append(UInt8(part.value))
      } else if part.properties.generalCategory == .nonspacingMark {
        continue
      } else if let folded = foldings[part] {
        bytes += folded.utf8
      } else {
        bytes.append(0x20)
      }
    }
    knownFoldings.withLock { $0[scalar] = bytes }
    return bytes
  }

  private static let knownFoldings = Mutex<[Unicode.Scalar: [UInt8]]>([:])

  /// `asciiFolding` of the scalars below U+0800 (Latin, Greek, Cyrillic, Hebrew,
  /// Arabic…) and of General Punctuation (U+2000–U+206F: dashes, curly quotes, the
  /// ellipsis), packed in one word each and read without a lock: the dictionary's lock
  /// and hashing were most of the slug of a Unicode title (`check` of 10,000 of them).
  private static let smallFoldings = FoldingTable()

  /// One atomic word per scalar below U+0800 or of General Punctuation: 0 while unknown,
  /// else the folding's byte count + 1 in the low byte and its bytes above it, first byte
  /// lowest. A folding of more than 7 bytes is not packed (the dictionary keeps it). Two
  /// workers meeting a scalar at once both store the same word.
  private final class FoldingTable: @unchecked Sendable {
    private static let punctuation: UInt32 = 0x2000
    private static let count = 0x800 + 0x70
    private let words: UnsafeMutablePointer<Atomic<UInt64>>

    init() {
      words = .allocate(capacity: Self.count)
      for index in 0..<Self.count { (words + index).initialize(to: Atomic(0)) }
    }

    /// The packed folding of `scalar`, worked out on first use; nil for a scalar the table
    /// does not hold or a folding too long to pack.
    func folding(of scalar: Unicode.Scalar) -> UInt64? {
      let value = scalar.value
      let index: Int
      if value < 0x800 {
        index = Int(value)
      } else if value &- Self.punctuation < 0x70 {
        index = 0x800 + Int(value - Self.punctuation)
      } else {
        return nil
      }
      let known = words[index].load(ordering: .relaxed)
      if known != 0 { return known == .max ? nil : known }
      let bytes = ContentID.asciiFolding(scalar)
      var packed: UInt64 = .max
      if bytes.count <= 7 {
        packed = UInt64(bytes.count + 1)
        for (position, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * (position + 1)) }
      }
      words[index].store(packed, ordering: .relaxed)
      return packed == .max ? nil : packed
    }
  }

  /// Letters that Unicode does not decompose into an ASCII letter and a mark.
  private static let foldings: [Unicode.Scalar: String] = [
    "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
    "đ": "d", "Đ": "d", "ð": "d", "þ": "th", "ı": "i",
  ]

  private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
