import DrillKitTesting
import Foundation
import Testing

@testable import DrillSupport

/// `ISO8601.parse` reads the stored form ("2026-01-15T09:00:00Z") by hand; Foundation's
/// parser reads the rest. Both must agree wherever the hand-written one answers.
@Suite struct ISO8601Tests {
  static func foundation(_ text: String) -> Date? {
    try? Date(text, strategy: Date.ISO8601FormatStyle())
  }

  /// Every 37th day of a 400-year Gregorian cycle from `start`, each at a changing time of day.
  /// (Typed step by step: the one-expression form took the type checker seconds.)
  static func cycle(from start: Date) -> [Date] {
    var moments: [Date] = []
    for day in stride(from: 0, to: 146_097, by: 37) {
      let seconds: Int = day * 86_400 + (day * 7_919) % 86_400
      moments.append(start + TimeInterval(seconds))
    }
    return moments
  }

  @Test func agreesWithFoundationAcrossFourHundredYearsAndTheEdges() throws {
    // Foundation writes the text, the hand-written reader must give back the same moment:
    // a day in 37 of a whole Gregorian cycle (century and leap years) at a changing time,
    // and every day around the leap days of 2000 and 2100.
    let start = try #require(Self.foundation("1999-12-30T00:00:00Z"))
    var moments = Self.cycle(from: start)
    for leap in ["2000-02-20T00:00:00Z", "2100-02-20T00:00:00Z"] {
      let first = try #require(Self.foundation(leap))
      for day in 0..<20 {
        let seconds: Int = day * 86_400 + day * 3_671
        moments.append(first + TimeInterval(seconds))
      }
    }
    for moment in moments {
      let text = ISO8601.format(moment)
      expectEqual(ISO8601.utcSeconds(text), moment, "\(text)")
      expectEqual(ISO8601.utcSeconds(text), Self.foundation(text), "\(text)")
    }
    for text in [
      "1583-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2024-02-29T12:00:00Z",
    ] {
      expectTrue(ISO8601.utcSeconds(text) != nil)
      expectEqual(ISO8601.utcSeconds(text), Self.foundation(text), "\(text)")
    }
  }

  /// `ISO8601.format` writes by hand what Foundation's format style writes: every 37th day of a
  /// Gregorian cycle at changing times (before and after 1970), fractions of a second (cut, not
  /// rounded), and the edges of the years it writes itself and of those it leaves to Foundation.
  @Test func formatWritesWhatFoundationWrites() throws {
    let start = try #require(Self.foundation("1801-03-01T00:00:00Z"))
    var moments = Self.cycle(from: start)
    let edges: [TimeInterval] = [0, -0.25, -1, 0.999, 59.5, -86_400.5, 1_700_000_000.75]
    moments += edges.map { Date(timeIntervalSince1970: $0) }
    for text in [
      "1583-01-01T00:00:00Z", "1582-12-31T23:59:59Z", "9999-12-31T23:59:59Z", "2100-02-28T23:59:59Z",
    ] {
      moments.append(try #require(Self.foundation(text)))
    }
    moments.append(Date(timeIntervalSince1970: 253_402_300_800))  // 10000-01-01: Foundation's
    for moment in moments {
      expectEqual(
        ISO8601.format(moment), moment.formatted(Date.ISO8601FormatStyle()),
        "\(moment.timeIntervalSince1970)")
    }
    expectTrue(ISO8601.utcText(Date(timeIntervalSince1970: -12_212_553_601)) == nil)
    expectTrue(ISO8601.utcText(Date(timeIntervalSince1970: 253_402_300_800)) == nil)
  }

  @Test(arguments: [
    "2023-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-04-31T00:00:00Z",
    "2026-01-00T00:00:00Z", "2026-01-15T24:00:00Z", "2026-01-15T09:60:00Z", "2026-01-15T09:00:60Z",
    "1582-10-10T00:00:00Z", "2026-01-15T09:00:00+01:00", "2026-01-15T09:00:00.250Z", "2026-01-15",
    "2026-01-15 09:00:00Z", "2026-1-15T09:00:00Z", "+026-01-15T09:00:00Z", "２026-01-15T09:00:00Z",
  ])
  func leavesEveryOtherFormToFoundation(text: String) {
    expectTrue(ISO8601.utcSeconds(text) == nil)
  }

  @Test func parseStillReadsWhatOnlyFoundationReads() {
    expectEqual(ISO8601.parse("2026-01-15T09:00:00.250Z"), Self.foundation("2026-01-15T09:00:00Z")! + 0.25)
    expectEqual(ISO8601.parse("2026-01-15T10:00:00+01:00"), Self.foundation("2026-01-15T09:00:00Z"))
    expectEqual(ISO8601.parse("2026-01-15"), Self.foundation("2026-01-15T00:00:00Z"))
    expectEqual(ISO8601.parse("2026-02-30T00:00:00Z"), Self.foundation("2026-02-30T00:00:00Z"))
    expectTrue(ISO8601.parse("tomorrow") == nil)
  }
}
