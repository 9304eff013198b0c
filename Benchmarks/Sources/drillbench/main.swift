import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `drillbench generate OUT [--packs N] [--questions M] [--mix all|short|code|prose|unicode]`
/// `drillbench run --swiftdrill BIN --bare-swiftdrill BIN --hello BIN --measure BIN --work DIR
///                 --anki-script PY [--python PY] [--fsrs-script PY --fsrs-python PY]
///                 [--runs N] [--heavy-runs N] [--only a,b,c,d,e,g,o] [--check-content PATH,PATH]`
struct Options {
  var values: [String: String] = [:]
  var positional: [String] = []

  init(_ arguments: ArraySlice<String>) {
    var rest = arguments
    while let word = rest.popFirst() {
      if word.hasPrefix("--"), let value = rest.popFirst() {
        values[String(word.dropFirst(2))] = value
      } else {
        positional.append(word)
      }
    }
  }

  func int(_ key: String, _ fallback: Int) -> Int { values[key].flatMap(Int.init) ?? fallback }

  func required(_ key: String) throws -> String {
    guard let value = values[key] else { throw UsageFailure(message: "missing --\(key)") }
    return value
  }
}

struct UsageFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

func errorLine(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

func main() throws -> Int32 {
  let arguments = CommandLine.arguments.dropFirst()
  let options = Options(arguments.dropFirst())
  switch arguments.first {
  case "generate":
    guard let out = options.positional.first else { throw UsageFailure(message: "generate OUT") }
    guard let mix = BankGenerator.Mix(rawValue: options.values["mix"] ?? "all") else {
      throw UsageFailure(message: "--mix is one of all, short, code, prose, unicode")
    }
    let generator = BankGenerator(
      packs: options.int("packs", 100), questions: options.int("questions", 100), mix: mix)
    try generator.write(to: URL(fileURLWithPath: out))
    print("wrote \(generator.total) questions to \(out)")
    return 0
  case "run":
    let work = URL(fileURLWithPath: try options.required("work"), isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    var bench = Bench(
      swiftdrill: try options.required("swiftdrill"), bareSwiftdrill: try options.required("bare-swiftdrill"),
      hello: try options.required("hello"), measure: try options.required("measure"),
      python: options.values["python"] ?? "python3",
      ankiScript: try options.required("anki-script"), work: work, runs: options.int("runs", 5),
      heavyRuns: options.int("heavy-runs", 1), progress: { errorLine("… " + $0) })
    bench.fsrsScript = options.values["fsrs-script"] ?? ""
    bench.fsrsPython = options.values["fsrs-python"] ?? bench.python
    bench.checkContent = (options.values["check-content"] ?? "").split(separator: ",").map(String.init)
    bench.lexicon = try options.required("lexicon")
    let only = Set((options.values["only"] ?? "a,b,c,d,e,g,o").split(separator: ",").map(String.init))
    var figures: [Figure] = []
    let steps: [(String, () throws -> [Figure])] = [
      ("a", bench.checkVersusCmark), ("b", bench.firstPromptVersusHello), ("c", bench.answersVersusAnki),
      ("g", bench.drillVersusAnki), ("d", bench.codeAnswerVersusSwiftc), ("e", bench.parallelCheck),
      ("o", bench.optimizeVersusFSRS),
    ]
    for (key, step) in steps where only.contains(key) {
      figures += try step()
    }
    print(Figure.table(figures))
    let failing = figures.filter { !$0.holds }.map(\.key)
    print(failing.isEmpty ? "\nAll goals hold." : "\nGoals missed: \(failing.joined(separator: ", "))")
    return failing.isEmpty ? 0 : 1
  default:
    throw UsageFailure(message: "usage: drillbench generate OUT … | drillbench run …")
  }
}

do {
  exit(try main())
} catch {
  errorLine("drillbench: \(error)")
  exit(2)
}
