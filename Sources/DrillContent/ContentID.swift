import Foundation

/// Pack, lesson and question ids: `[a-z0-9][a-z0-9-]*`, or the slug of a title.
public enum ContentID {
  /// Whether `text` is a valid id.
  public static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLowerAlphanumeric(first) else { return false }
    return text.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
  }

  /// The slug of a title: lowercase ASCII letters and digits, diacritics
  /// folded, every other run of characters one `-`, no `-` at either end.
  package static func slug(_ title: String) -> String {
    var result = ""
    var pendingDash = false
    func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else {
        pendingDash = true
      }
    }
    for original in title.decomposedStringWithCompatibilityMapping.unicodeScalars {
      if original.properties.generalCategory == .nonspacingMark { continue }
      for scalar in (foldings[original] ?? String(original)).unicodeScalars {
        append(scalar)
      }
    }
    return result
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
