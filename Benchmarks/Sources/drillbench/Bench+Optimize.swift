import Foundation

extension Bench {
  /// A review log of 10,000 reviews over 1,000 cards in `export --reviews-csv` columns: a
  /// learner recalled about 85 % of the time, reviewed at growing intervals (seeded, so every
  /// run times the same log). The timing does not depend on how FSRS-like it is.
  func reviewLog10k() throws -> String {
    let file = path("reviews10k.csv")
    guard !FileManager.default.fileExists(atPath: file) else { return file }
    var state: UInt64 = 16
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
    let start: Int64 = 1_735_000_000_000
    for card in 0..<1_000 {
      var time = start + Int64(next() * 60) * 86_400_000
      var interval = 1.0
      for review in 0..<10 {
        let recalled = review == 0 ? next() > 0.2 : next() < 0.85
        let rating = recalled ? (next() < 0.8 ? 3 : next() < 0.5 ? 2 : 4) : 1
        lines.append("\(5_000_000 + card),\(time),\(rating),,")
        interval = recalled ? interval * (2 + next()) : 1
        time += Int64(interval * (1 + next() * 0.3) * 86_400_000)
      }
    }
    return try scratchFile("reviews10k.csv", lines.joined(separator: "\n") + "\n")
  }

  /// (o) `optimize --dry-run` fitting the 21 FSRS-6 parameters to 10,000 reviews.
  func optimizeTenThousandReviews() throws -> [Figure] {
    progress("(o) optimize, 10,000 reviews")
    let home = path("home-o")
    remove(home)
    _ = try swiftdrill(["import", "--reviews-csv", try reviewLog10k()], home: home).run()
    let optimize = swiftdrill(["optimize", "--dry-run", "--json"], home: home)
    _ = try optimize.run()
    var samples: [Command.Sample] = []
    for _ in 0..<max(1, heavyRuns) { samples.append(try optimize.run()) }
    let median = samples.map(\.seconds).sorted()[samples.count / 2]
    return [
      Figure(
        key: "o", title: "optimize (fit FSRS-6) on 10,000 reviews", value: median * 1_000,
        unit: .milliseconds, goal: 10_000, detail: "median of \(samples.count), after one warm-up")
    ]
  }
}
