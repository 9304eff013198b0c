import Foundation

/// A report a command can print with `--json`: `jsonForm` in `PrettyJSON`'s form. A report
/// that is `Encodable` is its own form.
package protocol JSONReport {
  associatedtype JSONForm: Encodable
  /// What `json()` encodes.
  var jsonForm: JSONForm { get }
}

extension JSONReport {
  /// The report as JSON; an empty object (or list) when a number in it is not finite.
  package func json() -> String {
    PrettyJSON.text(jsonForm, fallback: jsonForm is any Collection ? "[]\n" : "{}\n")
  }
}

extension JSONReport where Self: Encodable {
  package var jsonForm: Self { self }
}

/// The JSON every `--json` report and JSON writer prints: pretty, keys sorted,
/// slashes as they are, dates in ISO 8601, a final line break, and every
/// character a terminal could act on or that reorders text escaped.
package enum PrettyJSON {
  /// `value` as that JSON; `fallback` when it cannot be encoded (a number that is not finite).
  package static func text(_ value: some Encodable, fallback: String = "null\n") -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return fallback }
    return escapingControls(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// JSON text with DEL, the C1 controls (U+0080–U+009F, such as the one-character
  /// CSI U+009B), the line and paragraph separators and the bidirectional marks,
  /// embeddings, overrides and isolates written as `\u009b`-style escapes. The
  /// encoder already escapes the C0 controls (ESC as `\u001b`); outside strings JSON
  /// is ASCII, so every such character stands inside a string, where the escape
  /// means the same character.
  package static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: needsEscape) else { return json }
    var output = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
