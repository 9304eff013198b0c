import DrillKit
import Foundation

/// `new pack ID`: a scaffold pack with one question of each type.
struct NewCommand: Command {
  static let spec = CommandSpec(
    name: "new", summary: "Create a new question pack from a scaffold",
    arguments: [
      ArgumentSpec(name: "pack", value: .oneOf(["pack"])),
      ArgumentSpec(name: "ID", value: .text),
    ],
    options: [.value("output", short: "o", .path, "DIR", "Folder to write it in")])

  let id: String
  let folder: String?

  init(parsing invocation: Invocation) throws(UsageError) {
    id = invocation.arguments[1]
    guard ContentID.isValid(id) else {
      throw .invalidValue(
        option: "ID", value: id,
        expected: "lowercase letters, digits and dashes, starting with a letter or digit")
    }
    folder = invocation.value("output")
  }

  func run(in app: App) throws -> ExitStatus {
    let folder = folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? app.paths.userQuestions
    let file = folder.appendingPathComponent("\(id).md")
    guard !FileManager.default.fileExists(atPath: file.path) else {
      throw CommandError.alreadyExists(path: file.path)
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(PackScaffold.make(id: id), to: file)
    } catch {
      throw CommandError.cannotWrite(path: file.path, reason: error.localizedDescription)
    }
    var text = StyledText("Wrote \(file.path)\n", style: .success)
    text.append("It has one question of each type. Edit it, then prove it with:\n")
    text.append("  swiftdrill check --run \(file.path)\n", style: .code)
    app.console.write(text)
    return .success
  }
}
