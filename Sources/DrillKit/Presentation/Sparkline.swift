/// One-line charts of a series with the block characters `▁▂▃▄▅▆▇█`.
public enum Sparkline {
  /// The eight levels, lowest first.
  public static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// One character per value, scaled from zero (or the lowest value when it is
  /// negative) up to the highest; an all-zero series is all `▁`.
  public static func render(_ values: [Int]) -> String {
    render(values.map(Double.init))
  }

  /// The same for fractional values; values that are not finite show as `▁`.
  public static func render(_ values: [Double]) -> String {
    let finite = values.filter(\.isFinite)
    let lower = min(0, finite.min() ?? 0)
    let upper = finite.max() ?? 0
    let span = upper - lower
    return String(
      values.map { value in
        guard value.isFinite, span > 0 else { return levels[0] }
        let index = Int(((value - lower) / span * Double(levels.count - 1)).rounded())
        return levels[min(levels.count - 1, max(0, index))]
      })
  }
}
