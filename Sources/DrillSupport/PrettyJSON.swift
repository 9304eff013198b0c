import Foundation

/// The JSON every `--json` report and JSON writer prints: pretty, keys sorted,
/// slashes as they are, dates in ISO 8601, a final line break.
package enum PrettyJSON {
  /// `value` as that JSON; `fallback` when it cannot be encoded (a number that is not finite).
  package static func text(_ value: some Encodable, fallback: String = "null\n") -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return fallback }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
