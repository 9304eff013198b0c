import Foundation

extension Bench {
  /// A simulated learner's review log in `export --reviews-csv` columns, `cards` cards of
  /// 8–22 reviews each (about 15), seeded so every run fits the same log. The learner's
  /// memory is not SwiftDrill's model: a power forgetting curve, stability that grows more
  /// for easy cards and for reviews at low recall, a lapse that drops it, a same-day
  /// relearning step after every Again, reviews scheduled at the stability and taken up to
  /// 30 % late. Cards `0..<split` go to `train`, the rest to `heldOut`.
  func learnerLog(cards: Int, split: Int) throws -> (train: String, heldOut: String) {
    let trainPath = path("fsrs-train.csv")
    let heldOutPath = path("fsrs-heldout.csv")
    if FileManager.default.fileExists(atPath: trainPath), FileManager.default.fileExists(atPath: heldOutPath)
    {
      return (trainPath, heldOutPath)
    }
    var state: UInt64 = 29
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let header = "card_id,review_time,review_rating,review_state,review_duration"
    var train = [header]
    var heldOut = [header]
    let day: Int64 = 86_400_000
    let start: Int64 = 1_735_000_000_000
    for card in 0..<cards {
      var lines: [String] = []
      var time = start + Int64(next() * 60) * day + Int64(next() * 0.5 * Double(day))
      func review(_ rating: Int) { lines.append("\(7_000_000 + card),\(time),\(rating),,") }
      let draw = next()
      let first = draw < 0.2 ? 1 : draw < 0.35 ? 2 : draw < 0.9 ? 3 : 4
      var stability = [0.3, 1.0, 3.0, 12.0][first - 1] * (0.7 + 0.6 * next())
      var difficulty = min(10, max(1, 3 + 5 * next() + Double(3 - first)))
      review(first)
      if first == 1 {
        time += 600_000
        review(3)
      }
      let count = 8 + Int(next() * 15)
      while lines.count < count {
        let elapsed = max(1.0, (stability * (1 + 0.3 * next())).rounded())
        time += Int64(elapsed * Double(day))
        let recall = pow(1 + 19.0 / 81.0 * elapsed / stability, -0.5)
        if next() < recall {
          let pick = next()
          let rating = pick < 0.15 ? 2 : pick < 0.9 ? 3 : 4
          review(rating)
          let bonus = rating == 2 ? 0.5 : rating == 4 ? 1.6 : 1.0
          stability *=
            1 + exp(1.2) * (11 - difficulty) / 10 * pow(stability, -0.2) * (exp((1 - recall) * 1.5) - 1)
            * bonus + 0.05
          difficulty = min(10, max(1, difficulty - 0.6 * Double(rating - 3)))
        } else {
          review(1)
          stability = max(
            0.2, 1.5 * pow(difficulty, -0.3) * (pow(stability + 1, 0.3) - 1) * exp((1 - recall) * 1.5))
          difficulty = min(10, difficulty + 1.2)
          time += 600_000
          review(3)
        }
      }
      if card < split { train += lines } else { heldOut += lines }
    }
    return (
      try scratchFile("fsrs-train.csv", train.joined(separator: "\n") + "\n"),
      try scratchFile("fsrs-heldout.csv", heldOut.joined(separator: "\n") + "\n")
    )
  }

  /// (o) `optimize --dry-run` fitting FSRS-6 to the reviews of 800 cards (~12,000), against
  /// fsrs-rs (`fsrs_bench.py fit`, a whole Python process) fitting the same log. Both must
  /// fit the same number of reviews; the parameters each found are then scored on the
  /// reviews of 200 other cards of the same learner (o-loss, untimed).
  func optimizeVersusFSRS() throws -> [Figure] {
    progress("(o) optimize vs fsrs-rs, ~12,000 reviews of 800 cards")
    let log = try learnerLog(cards: 1_000, split: 800)
    let home = path("home-o")
    remove(home)
    _ = try swiftdrill(["import", "--reviews-csv", log.train], home: home).run()
    let optimize = swiftdrill(["optimize", "--dry-run", "--json"], home: home)
    let fsrs = Command(fsrsPython, [fsrsScript, "fit", log.train])
    let result = try compare(optimize, fsrs, runs: runs)
    var failures: [String] = []
    let ours = result.subject.map { Self.fitted($0.stdout, count: "reviews") }
    let theirs = result.baseline.map { Self.fitted($0.stdout, count: "items") }
    if let bad = ours.firstIndex(where: { $0 == nil }) {
      failures.append("optimize printed no 21 parameters: \(result.subject[bad].stdout.prefix(300))")
    }
    if let bad = theirs.firstIndex(where: { $0 == nil }) {
      failures.append("fsrs-rs printed no 21 parameters: \(result.baseline[bad].stdout.prefix(300))")
    }
    var lossDetail = "not scored"
    var lossRatio = Double.infinity
    if let mine = ours.first.flatMap({ $0 }), let reference = theirs.first.flatMap({ $0 }) {
      if mine.count != reference.count {
        failures.append("optimize fitted \(mine.count) reviews, fsrs-rs \(reference.count) items")
      }
      let sets = [mine.parameters, reference.parameters, Self.defaultParameters]
      let scored = try Command(
        fsrsPython, [fsrsScript, "evaluate", log.heldOut] + sets.map { "[" + Self.numbers($0) + "]" }
      ).run()
      let losses = Self.losses(scored.stdout)
      if losses.count == 3 {
        lossRatio = losses[0] / losses[1]
        lossDetail =
          String(
            format: "held-out log loss: swiftdrill %.4f, fsrs-rs %.4f, defaults %.4f", losses[0], losses[1],
            losses[2])
          + " (\(Self.heldOutCount(scored.stdout)) reviews); fitted on \(mine.count)"
          + "\nswiftdrill: \(Self.numbers(mine.parameters, digits: 4))"
          + "\nfsrs-rs: \(Self.numbers(reference.parameters, digits: 4))"
      } else {
        failures.append("the held-out scoring printed \(scored.stdout.prefix(300))")
      }
    }
    return [
      Figure(
        key: "o", title: "optimize (fit FSRS-6, ~12,000 reviews) vs fsrs-rs fitting the same",
        value: result.ratio,
        unit: .ratio, goal: 3, detail: result.detail("swiftdrill", "fsrs-rs"),
        failure: failures.isEmpty ? nil : failures.joined(separator: "; ")),
      Figure(
        key: "o-loss", title: "held-out log loss of the fit vs fsrs-rs's fit", value: lossRatio, unit: .ratio,
        goal: 1.01, detail: lossDetail.replacingOccurrences(of: "\n", with: "; ")),
    ]
  }

  /// FSRS-6's default weights (the fit's starting point on both sides), for scale.
  static let defaultParameters: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835,
    0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  /// The 21 parameters and the count (`count` key) of a fit's JSON line, if it has them.
  static func fitted(_ output: String, count key: String) -> (parameters: [Double], count: Int)? {
    guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let parameters = object["parameters"] as? [Double], parameters.count == 21,
      parameters.allSatisfy(\.isFinite), let count = object[key] as? Int
    else { return nil }
    return (parameters, count)
  }

  static func losses(_ output: String) -> [Double] {
    guard let array = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
      return []
    }
    return array.compactMap { $0["log_loss"] as? Double }
  }

  static func heldOutCount(_ output: String) -> Int {
    guard let array = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
      return 0
    }
    return array.first?["reviews"] as? Int ?? 0
  }

  static func numbers(_ values: [Double], digits: Int? = nil) -> String {
    values.map { value in digits.map { String(format: "%.\($0)f", value) } ?? "\(value)" }
      .joined(separator: ", ")
  }
}
