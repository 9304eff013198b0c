import Foundation

/// One benchmark result: a measured value against its goal, with the medians behind it.
struct Figure: Sendable {
  enum Unit: Sendable {
    /// A ratio against a baseline measured in the same run.
    case ratio
    case milliseconds
    case megabytes
  }

  /// The letter of the issue's list, e.g. `a`.
  var key: String
  var title: String
  var value: Double
  var unit: Unit
  /// The value must be at most this.
  var goal: Double
  /// The medians and counts the value comes from, in words.
  var detail: String
  /// Set when a run did not do the work it is compared on (a baseline's output or
  /// exit status, a count of answers recorded): the figure then fails whatever its value.
  var failure: String? = nil

  var holds: Bool { failure == nil && value <= goal }

  var formattedValue: String { Self.format(value, unit) }
  var formattedGoal: String { "≤ " + Self.format(goal, unit) }

  static func format(_ value: Double, _ unit: Unit) -> String {
    switch unit {
    case .ratio: String(format: "%.3f×", value)
    case .milliseconds: String(format: "%.1f ms", value)
    case .megabytes: String(format: "%.1f MB", value)
    }
  }

  /// The figures as a Markdown table.
  static func table(_ figures: [Figure]) -> String {
    var lines = [
      "| | figure | value | goal | holds | measured |",
      "|---|---|---|---|---|---|",
    ]
    for figure in figures {
      lines.append(
        "| \(figure.key) | \(figure.title) | \(figure.formattedValue) | \(figure.formattedGoal) | "
          + "\(figure.holds ? "yes" : "**no**") | \(figure.detail)"
          + (figure.failure.map { "; **\($0)**" } ?? "") + " |")
    }
    return lines.joined(separator: "\n")
  }
}

/// Medians of repeated runs.
enum Statistics {
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1_000)
  }
}
