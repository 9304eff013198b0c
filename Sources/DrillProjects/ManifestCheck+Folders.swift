import Foundation

/// A target whose folder is missing: Package.swift type-checks, but `swift run` stops with
/// "Source files for target addone should be located under 'Sources/addone'" (session 50's tryout,
/// finding 10: a renamed `.executableTarget` passed `project check` without a word).
extension ManifestCheck {
  /// The first `.target`, `.executableTarget` or `.testTarget` of `manifest` that names no `path:`
  /// and whose folder (`Sources/NAME`, `Tests/NAME` for a test target) is not in `package`, as
  /// SwiftPM says it (`Package.swift:10:5: error: Source files for target addone should be located
  /// under 'Sources/addone'`); nil when every such target has its folder.
  static func missingTargetFolder(in manifest: String, package: URL) -> String? {
    let text = Array(manifest.unicodeScalars)
    var index = 0
    var line = 1
    var column = 1
    while index < text.count {
      if text[index] == "\n" {
        line += 1
        column = 1
        index += 1
        continue
      }
      for kind in ["testTarget", "executableTarget", "target"]
      where matches("." + kind + "(", text, at: index) {
        let open = index + kind.count + 2
        let call = String(String.UnicodeScalarView(text[open..<closing(text, from: open)]))
        guard let name = targetName(in: call), !call.contains("path:") else { break }
        let folder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: package.appendingPathComponent(folder).path, isDirectory: &isFolder)
        if exists && isFolder.boolValue { break }
        return "\(fileName):\(line):\(column): error: Source files for target \(name) should be located "
          + "under '\(folder)'"
      }
      index += 1
      column += 1
    }
    return nil
  }

  private static func matches(_ word: String, _ text: [Unicode.Scalar], at index: Int) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard index + scalars.count <= text.count else { return false }
    return Array(text[index..<index + scalars.count]) == scalars
  }

  /// Where the call whose arguments start at `start` closes (its `)`), strings skipped; the
  /// text's end when it does not.
  private static func closing(_ text: [Unicode.Scalar], from start: Int) -> Int {
    var depth = 1
    var inString = false
    var index = start
    while index < text.count {
      let scalar = text[index]
      if inString {
        if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
      } else if scalar == "\"" {
        inString = true
      } else if scalar == "(" || scalar == "[" {
        depth += 1
      } else if scalar == ")" || scalar == "]" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return text.count
  }

  /// The `name: "…"` argument of a call, when it is a plain string.
  private static func targetName(in call: String) -> String? {
    guard let label = call.range(of: "name:") else { return nil }
    let rest = call[label.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard rest.first == "\"" else { return nil }
    let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
    return name.isEmpty ? nil : String(name)
  }
}
