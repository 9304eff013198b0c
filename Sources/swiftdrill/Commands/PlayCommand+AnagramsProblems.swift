import DrillContent
import DrillGames
import Foundation

extension PlayCommand {
  /// Warns about the problems of the learner's `games/anagrams.json` once per
  /// change of the file: the file's stamp when they were last shown is kept in the
  /// cache folder, and the same file is not reported again at the next launch.
  func reportOnce(_ problems: [AnagramsDataError], in app: App) {
    guard !problems.isEmpty else { return }
    let userFile = app.paths.userGames.appendingPathComponent(AnagramsData.fileName)
    let stamp = ContentStamps([], otherFiles: [userFile]).fingerprint
    let marker = app.paths.cacheDirectory.appendingPathComponent("anagrams-warned")
    if (try? String(contentsOf: marker, encoding: .utf8)) == stamp { return }
    for problem in problems { app.reporter.warn(problem.summary) }
    app.reporter.warn("fix \(userFile.path) to use those levels; this is said again only when it changes")
    try? FileManager.default.createDirectory(at: app.paths.cacheDirectory, withIntermediateDirectories: true)
    try? stamp.write(to: marker, atomically: true, encoding: .utf8)
  }
}
