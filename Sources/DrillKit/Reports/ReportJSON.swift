import Foundation

/// The JSON every report prints: pretty, keys sorted, slashes as they are.
enum ReportJSON {
  static func text(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return "null\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
