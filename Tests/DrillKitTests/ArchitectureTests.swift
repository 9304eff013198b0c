import DrillKitTesting
import Foundation
import Testing

/// The layers are the target graph: `Package.swift`, the table in docs/architecture.md and
/// the `import` lines of the sources must tell the same story, lowest module first.
@Suite struct ArchitectureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift modules whose imports are checked: every library module and the executable.
  static func checkedModule(_ name: String) -> Bool {
    (name.hasPrefix("Drill") && !name.hasSuffix("Tests")) || name == "swiftdrill"
  }

  @Test func theDocumentedGraphIsThePackageGraph() throws {
    let package = try PackageTargets.read(Self.root.appending(path: "Package.swift"))
    let documented = try DocumentedGraph.read(Self.root.appending(path: "docs/architecture.md"))
    let packaged = package.targets.filter { Self.checkedModule($0.name) }
    expectEqual(
      documented.modules.map(\.name), packaged.map(\.name),
      "the table lists the modules in Package.swift order")
    for module in documented.modules {
      let declared = package.dependencies(of: module.name)
      expectEqual(Set(module.dependencies), declared, "\(module.name): the table and Package.swift disagree")
    }
  }

  @Test func everyModuleDependsOnlyOnLowerModules() throws {
    let documented = try DocumentedGraph.read(Self.root.appending(path: "docs/architecture.md"))
    let order = documented.modules.map(\.name)
    for (index, module) in documented.modules.enumerated() {
      for dependency in module.dependencies where Self.checkedModule(dependency) {
        let position = try #require(
          order.firstIndex(of: dependency), "\(module.name) depends on \(dependency)")
        expectTrue(position < index, "\(module.name) depends on \(dependency), which is above it")
      }
    }
  }

  @Test func filesImportOnlyWhatTheirModuleDeclares() throws {
    let package = try PackageTargets.read(Self.root.appending(path: "Package.swift"))
    let projectModules = Set(package.targets.map(\.name))
    for target in package.targets where Self.checkedModule(target.name) {
      let folder = Self.root.appending(path: "Sources/\(target.name)")
      let files = try Self.swiftFiles(in: folder)
      expectTrue(!files.isEmpty, "no sources for \(target.name)")
      var used: Set<String> = []
      for file in files {
        let imports = Self.imports(in: try String(contentsOf: file, encoding: .utf8))
        for imported in imports where projectModules.contains(imported) {
          used.insert(imported)
          expectContains(
            target.dependencies, imported,
            "\(file.lastPathComponent) in \(target.name) imports \(imported), which \(target.name) does not depend on"
          )
        }
      }
      let unused = target.dependencies.subtracting(used)
      expectTrue(unused.isEmpty, "\(target.name) declares dependencies no file imports: \(unused.sorted())")
    }
  }

  @Test func noSourceFileIsOver300Lines() throws {
    let files = try Self.swiftFiles(in: Self.root.appending(path: "Sources"))
    expectTrue(files.count > 100)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines =
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
      expectTrue(lines <= 300, "\(file.path) has \(lines) lines")
    }
  }

  @Test func importLinesAreRead() {
    let text = """
      import Foundation
      @testable import DrillSupport
      package import DrillSQLite
      @preconcurrency internal import DrillContent
      #if canImport(Glibc)
        import Glibc
      #endif
      let s = "import NotAModule"
      // import Nor
      """
    expectEqual(
      Self.imports(in: text), ["Foundation", "DrillSupport", "DrillSQLite", "DrillContent", "Glibc"])
  }

  /// The module names of a file's `import` declarations (attributes and access levels allowed).
  static func imports(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first,
        first.hasPrefix("@") || ["package", "internal", "public"].contains(first)
      {
        words.removeFirst()
      }
      guard words.count >= 2, words[0] == "import" else { return nil }
      let path =
        words[1] == "struct" || words[1] == "func" || words[1] == "class"
        ? words.dropFirst(2).first : words[1]
      return path.map { String($0.split(separator: ".")[0]) }
    }
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }
}

/// The targets of `Package.swift`, read from its text: each `.target`, `.executableTarget`,
/// `.testTarget` or `.systemLibrary` call's `name:` and the quoted names in `dependencies:`.
struct PackageTargets {
  struct Target {
    var name: String
    var dependencies: Set<String>
  }

  var targets: [Target]

  func dependencies(of name: String) -> Set<String> {
    targets.first { $0.name == name }?.dependencies ?? []
  }

  static func read(_ url: URL) throws -> PackageTargets {
    let text = try String(contentsOf: url, encoding: .utf8)
    let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
    var starts: [String.Index] = []
    var cursor = text.startIndex
    while let next = kinds.compactMap({ text.range(of: $0, range: cursor..<text.endIndex) })
      .min(by: { $0.lowerBound < $1.lowerBound })
    {
      starts.append(next.lowerBound)
      cursor = next.upperBound
    }
    var targets: [Target] = []
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : text.endIndex
      let call = String(text[start..<end])
      guard let name = quoted(after: "name:", in: call).first else { continue }
      var dependencies: Set<String> = []
      if let range = call.range(of: "dependencies:"),
        let close = call[range.upperBound...].firstIndex(of: "]")
      {
        dependencies = Set(quotedStrings(String(call[range.upperBound..<close])))
      }
      targets.append(Target(name: name, dependencies: dependencies))
    }
    return PackageTargets(targets: targets)
  }

  static func quoted(after label: String, in text: String) -> [String] {
    guard let range = text.range(of: label) else { return [] }
    return quotedStrings(String(text[range.upperBound...]))
  }

  static func quotedStrings(_ text: String) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}

/// The table between the module-graph markers of docs/architecture.md: a row per module,
/// lowest first, with the modules it depends on in back quotes.
struct DocumentedGraph {
  struct Module {
    var name: String
    var dependencies: [String]
  }

  var modules: [Module]

  static func read(_ url: URL) throws -> DocumentedGraph {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let start = text.range(of: "<!-- module graph"),
      let end = text.range(of: "<!-- end module graph -->")
    else { throw CocoaError(.fileReadCorruptFile) }
    let rows = text[start.upperBound..<end.lowerBound].split(separator: "\n")
      .filter { $0.hasPrefix("| `") }
    let modules = rows.map { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return Module(name: cells[0].trimmingCharacters(in: ["`"]), dependencies: backQuoted(cells[1]))
    }
    return DocumentedGraph(modules: modules)
  }

  static func backQuoted(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
