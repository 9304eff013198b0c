/// How well the learner did on one group of reviews (one level, kind, tag or mode).
public struct AccuracyStat: Sendable, Equatable, Codable {
  /// What reviews are grouped by.
  public enum Grouping: String, Sendable, CaseIterable, Codable {
    /// `topic` is a question's first tag; `tag` counts every tag.
    case level, kind, topic, tag, mode
  }

  /// The group's value ("beginner", "verbal", "closures", "drill"…; "" when not recorded).
  public var key: String
  public var reviews: Int
  /// Reviews not rated Again.
  public var passed: Int
  /// The average credit, 0…1.
  public var meanCredit: Double

  /// Snake case like every other key of `stats --json` (session 49's tryout: `meanCredit`
  /// was the one camelCase key; docs/scripting.md).
  enum CodingKeys: String, CodingKey {
    case key, reviews, passed
    case meanCredit = "mean_credit"
  }

  public init(key: String, reviews: Int, passed: Int, meanCredit: Double) {
    self.key = key
    self.reviews = reviews
    self.passed = passed
    self.meanCredit = meanCredit
  }

  /// The share of reviews passed, 0…1 (0 without reviews).
  public var accuracy: Double { reviews == 0 ? 0 : Double(passed) / Double(reviews) }
}
