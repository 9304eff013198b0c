import DrillContent
import DrillPresentation
import DrillReports
import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `convert FILE --to json|md`: a pack or a lesson from Markdown to JSON or back.
struct ConvertCommand: Command {
  static let toOption = OptionSpec.value(
    "to", .oneOf(["json", "md"]), "FORMAT",
    "json or md (default: OUT's extension, else the other one of FILE's)")
  static let asOption = OptionSpec.value(
    "as", .oneOf(["lesson", "pack"]), "KIND", "Read FILE as a lesson or a pack (default: detected)")
  static let outputOption = OptionSpec.value(
    "output", short: "o", .path, "OUT", "Write here instead of standard output")
  static let forceOption = OptionSpec.flag("force", "Replace OUT when it is there (kept without)")

  static let spec = CommandSpec(
    name: "convert", summary: "Convert a pack or a lesson between Markdown and JSON",
    arguments: [ArgumentSpec(name: "FILE", value: .path)],
    options: [toOption, asOption, outputOption, forceOption],
    discussion: """
      A file under a lessons folder is a lesson and one under a questions folder
      a pack; elsewhere a file with a lesson's fields (order, requires, JSON pages,
      a "## Check:" page) is a lesson. Without --to, -o OUT's extension says the
      way, else a .json file becomes Markdown and a .md file JSON; a file with
      no extension (standard input, a pipe) is told by its content: JSON starts
      with `{`. Nothing is converted while the file has errors; the errors go to
      standard error, so `convert pack.json > pack.md` never writes them into the pack.
      FILE `-` is standard input: `... | swiftdrill convert - > pack.md`. OUT is
      made as any file you make (0644 under the usual umask 022); an OUT that is
      there is left as it is (exit 1) unless --force is given, as every export's.
      """)

  /// The umask swiftdrill was started with (it runs under 077, `main.swift`): a converted pack is
  /// made with it, as any file the user makes (session 48's review, finding 16: it was 0600).
  static let startingUmask = Mutex<mode_t>(0o022)

  let path: String
  /// The format to write; nil: the other one of the content's (FILE's extension says neither).
  let format: Pack.Format?
  let role: ContentDocument.Role?
  let output: String?
  let force: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    path = invocation.arguments[0]
    let output = invocation.value(Self.outputOption)
    if let target = invocation.value(Self.toOption) {
      format = target == "json" ? .json : .markdown
    } else {
      // OUT's extension says the way (`-o b.md` is Markdown), else the other one of FILE's.
      switch (
        output.map { URL(fileURLWithPath: $0).pathExtension.lowercased() },
        URL(fileURLWithPath: path).pathExtension.lowercased()
      ) {
      case ("json"?, _): format = .json
      case ("md"?, _), ("markdown"?, _): format = .markdown
      case (_, "json"): format = .markdown
      case (_, "md"), (_, "markdown"): format = .json
      // Standard input or a pipe (`/dev/fd/63`): the content tells (session 48's review, finding 16).
      case (_, ""): format = nil
      default:
        throw .missingOption(
          command: "convert", give: "--to json or --to md",
          reason: "'\(path)' ends neither in .json nor in .md")
      }
    }
    role = invocation.value(Self.asOption).map { $0 == "lesson" ? .lesson : .pack }
    // `-o -` is standard output, as everywhere else, not a file named `-` (session 49's tryout).
    self.output = output == "-" ? nil : output
    force = invocation.has(Self.forceOption)
    // `--force` replaces OUT; standard output has none to replace.
    if force && self.output == nil {
      throw .misplacedFlag(option: "--\(Self.forceOption.name)", goesWith: "-o OUT, a file name")
    }
  }

  func run(in app: App) throws -> ExitCode {
    let root = FileManager.default.currentDirectoryPath
    // Told at the file as the user named it: `<stdin>` for `-`, a pipe's own path, never the name
    // with the extension the loader is given (session 48's review, finding 16: "stdin.md:23:5").
    let shown = path == "-" ? "<stdin>" : path
    let bytes = try Self.read(path)
    guard UTF8Validation.firstProblem(in: bytes) == nil else {
      // A file that is not UTF-8 is told as `check` tells it, at its first bad byte, not as
      // Foundation's "The file isn't in the correct format" (session 35's tryout).
      let diagnostic = ContentLoader.notUTF8(bytes, path: shown)
      app.reporter.diagnostics(DiagnosticList(diagnostics: [diagnostic], relativeTo: root).render())
      throw CommandError.notConverted(path: shown)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let named = Self.named(path, text: text)
    let format = self.format ?? (named.hasSuffix(".json") ? .markdown : .json)
    var conversion = ContentConverter.convert(text: text, path: named, to: format, as: role)
    for index in conversion.diagnostics.indices where conversion.diagnostics[index].location.path == named {
      conversion.diagnostics[index].location.path = shown
    }
    // Standard output is the converted file (`convert x.json --to md > x.md`): the diagnostics go
    // to standard error, with the `error:` line that ends a failed conversion.
    app.reporter.diagnostics(DiagnosticList(diagnostics: conversion.diagnostics, relativeTo: root).render())
    guard let converted = conversion.text else { throw CommandError.notConverted(path: shown) }
    guard let output else {
      app.console.write(StyledText(converted))
      return .success
    }
    let kept = umask(Self.startingUmask.withLock { $0 })
    defer { umask(kept) }
    do {
      // Session 51: OUT was replaced without a word; kept as every export keeps its files, in the
      // step that writes it (`AtomicFile.place`).
      try AtomicFile.writeShared(
        Data(converted.utf8), to: URL(fileURLWithPath: output), existing: force ? .replace : .keep)
    } catch is FileAlreadyThere {
      throw CommandError.wouldReplace(path: output)
    } catch {
      throw CommandError.cannotWrite(path: output, reason: error.localizedDescription)
    }
    app.console.writeLine("Wrote \(output)", style: .muted)
    return .success
  }

  /// The name the file is read under: its path, or for standard input (`-`) and a pipe's path
  /// (`/dev/stdin`, `/dev/fd/63`), which end in no extension, `stdin` or the path with `.json`
  /// added when the text starts with `{`, `.md` otherwise: the loader reads the format from the
  /// name. Its problems are told at the path as given (`<stdin>` for `-`), not at this name.
  static func named(_ path: String, text: String) -> String {
    let name = path == "-" ? "stdin" : path
    let suffix = URL(fileURLWithPath: name).pathExtension.lowercased()
    guard !["json", "md", "markdown"].contains(suffix) else { return name }
    let first = text.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) }
    return name + (first == "{" ? ".json" : ".md")
  }

  /// The bytes of `path`, `-` being standard input. Read through a file handle, so a pipe
  /// (`convert /dev/stdin`, `convert <(…)`) is read as a file is (session 48's tryout: Foundation's
  /// whole-file read said "You don't have permission" of a pipe, even as root). At most the
  /// per-file content limit plus one byte is read, so `/dev/zero` ends too.
  static func read(_ path: String) throws -> [UInt8] {
    let limit = ContentSizeLimit.standard.perFile
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        throw CommandError.cannotRead(path: path, reason: "it is a folder; convert reads one file")
      }
      do {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      } catch {
        throw CommandError.cannotRead(path: path, reason: error.localizedDescription)
      }
    }
    defer { if path != "-" { try? handle.close() } }
    var bytes: [UInt8] = []
    do {
      while bytes.count <= limit, let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        bytes += chunk
      }
    } catch {
      throw CommandError.cannotRead(path: path, reason: error.localizedDescription)
    }
    guard bytes.count <= limit else {
      throw CommandError.cannotRead(
        path: path, reason: "it is larger than \(limit >> 20) MB, the limit of a content file")
    }
    return bytes
  }
}
