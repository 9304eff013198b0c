import DrillContent
import DrillPresentation
import DrillReports
import DrillSupport
import Foundation

/// `convert FILE --to json|md`: a pack or a lesson from Markdown to JSON or back.
struct ConvertCommand: Command {
  static let toOption = OptionSpec.value("to", .oneOf(["json", "md"]), "FORMAT", "json or md")
  static let asOption = OptionSpec.value(
    "as", .oneOf(["lesson", "pack"]), "KIND", "Read FILE as a lesson or a pack (default: detected)")
  static let outputOption = OptionSpec.value(
    "output", short: "o", .path, "OUT", "Write here instead of standard output")

  static let spec = CommandSpec(
    name: "convert", summary: "Convert a pack or a lesson between Markdown and JSON",
    arguments: [ArgumentSpec(name: "FILE", value: .path)],
    options: [toOption, asOption, outputOption],
    discussion: """
      A file under a lessons folder is a lesson and one under a questions folder
      a pack; elsewhere a file with a lesson's fields (order, requires, JSON pages,
      a "## Check:" page) is a lesson. Nothing is converted while the file has errors.
      """)

  let path: String
  let format: Pack.Format
  let role: ContentDocument.Role?
  let output: String?

  init(parsing invocation: Invocation) throws(UsageError) {
    guard let target = invocation.value(Self.toOption) else { throw .missingValue(option: "--to") }
    path = invocation.arguments[0]
    format = target == "json" ? .json : .markdown
    role = invocation.value(Self.asOption).map { $0 == "lesson" ? .lesson : .pack }
    output = invocation.value(Self.outputOption)
  }

  func run(in app: App) throws -> ExitCode {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CommandError.cannotRead(path: path, reason: error.localizedDescription)
    }
    let conversion = ContentConverter.convert(text: text, path: path, to: format, as: role)
    let root = FileManager.default.currentDirectoryPath
    app.console.write(DiagnosticList(diagnostics: conversion.diagnostics, relativeTo: root).render())
    guard let converted = conversion.text else { throw CommandError.notConverted(path: path) }
    guard let output else {
      app.console.write(StyledText(converted))
      return .success
    }
    do {
      try AtomicFile.write(converted, to: URL(fileURLWithPath: output))
    } catch {
      throw CommandError.cannotWrite(path: output, reason: error.localizedDescription)
    }
    app.console.writeLine("Wrote \(output)", style: .muted)
    return .success
  }
}
