import DrillContent
import DrillSupport
import Foundation

/// Stable identifiers for what SwiftDrill writes into a collection: the same question
/// gets the same note GUID, note id and card id in every export, so importing a newer
/// export updates the notes instead of adding copies.
enum AnkiIDs {
  /// The SwiftDrill note type's id (a fixed, timestamp-like number).
  static let noteType: Int64 = 1_733_000_000_017
  /// The id of the "SwiftDrill Cloze" note type (an Anki cloze note imported as questions,
  /// going back as one note).
  static let clozeNoteType: Int64 = 1_733_000_000_018
  /// The id of the parent deck "SwiftDrill".
  static let parentDeck: Int64 = 1_733_000_000_001

  /// A note's GUID: 16 characters from the SHA-1 of the question id.
  static func guid(_ questionID: String) -> String {
    let alphabet = Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")
    let digest = SHA1.digest(Array("swiftdrill:\(questionID)".utf8))
    return String(digest.prefix(16).map { alphabet[Int($0) % alphabet.count] })
  }

  /// A positive id below 2^53 from `text` (notes, cards and decks), far from ids Anki makes
  /// from the clock in milliseconds only by chance.
  static func number(_ text: String) -> Int64 {
    let digest = SHA1.digest(Array(text.utf8))
    let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return Int64(value % 9_000_000_000_000) + 100_000_000_000
  }

  /// Anki's field checksum: the first 8 hex digits of the SHA-1 of the text, as a number.
  static func checksum(_ text: String) -> Int64 {
    let digest = SHA1.digest(Array(text.utf8))
    return Int64(digest.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
  }

  /// The question tag that keeps an imported Anki note's GUID, so exporting the question
  /// again updates that note instead of adding a copy: `anki-guid-` and the GUID's UTF-8 in
  /// hex (GUIDs may hold commas and spaces, which separate tags).
  static func guidTag(_ guid: String) -> String {
    "anki-guid-" + AnkiText.hex(guid)
  }

  /// The GUID a `guidTag` holds, if `tag` is one.
  static func guid(fromTag tag: String) -> String? {
    guard tag.hasPrefix("anki-guid-") else { return nil }
    let hex = Array(tag.dropFirst("anki-guid-".count).utf8)
    guard !hex.isEmpty, hex.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    for index in stride(from: 0, to: hex.count, by: 2) {
      guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else {
        return nil
      }
      bytes.append(byte)
    }
    return String(bytes: bytes, encoding: .utf8)
  }

  /// The GUID of a question's note: the one it was imported with, else one from its id.
  static func guid(for question: Question) -> String {
    question.tags.lazy.compactMap(guid(fromTag:)).first ?? guid(question.id)
  }
}
