import DrillProgress

/// The lists `stats` makes from the store's rows: the projects' progress and the weakest topics.
extension StatsReport {
  /// One line per project and folder, in the order the store gives them.
  static func projectStats(_ rows: [ProjectStageProgress], stages: [String: Int]) -> [ProjectStat] {
    var result: [ProjectStat] = []
    for row in rows {
      if let last = result.indices.last, result[last].project == row.project,
        result[last].folder == row.folder
      {
        result[last].stagesPassed += row.passedAt == nil ? 0 : 1
        result[last].checks += row.attempts
      } else {
        result.append(
          ProjectStat(
            project: row.project, folder: row.folder, stagesPassed: row.passedAt == nil ? 0 : 1,
            stages: stages[row.project], checks: row.attempts))
      }
    }
    return result
  }

  /// Topics answered at least twice, lowest accuracy first, then most answered; three at most.
  /// None until two topics were practised: the only topic is no "weakest" (session 47's tryout:
  /// "Weakest topics networking 26/29"). Two topics answered at least twice: a topic answered once
  /// does not count (the review, finding 2: networking 26/29 and basics 0/1 still named networking).
  static func weakest(_ topics: [AccuracyStat]) -> [AccuracyStat] {
    let answered = topics.filter { $0.reviews >= 2 }
    guard answered.count >= 2 else { return [] }
    return Array(
      answered.filter { $0.passed < $0.reviews }
        .sorted { ($0.accuracy, -$0.reviews, $0.key) < ($1.accuracy, -$1.reviews, $1.key) }
        .prefix(3))
  }
}
