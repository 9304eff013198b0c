import Foundation

/// Tables and `<sup>`/`<sub>`, as the renderer writes them.
extension HTMLToMarkdown.Renderer {
  /// A table as a GFM table (the first row is the header), each cell on one line.
  mutating func table(_ node: HTMLNode) {
    var rows: [[String]] = []
    func collect(_ nodes: [HTMLNode], _ renderer: inout HTMLToMarkdown.Renderer) {
      for child in nodes {
        if child.name == "tr" {
          rows.append(
            child.children.filter { $0.name == "td" || $0.name == "th" }.map { cell in
              var cellRenderer = HTMLToMarkdown.Renderer(plain: renderer.plain)
              cellRenderer.render(cell.children)
              renderer.media += cellRenderer.media
              let text = cellRenderer.out.split(whereSeparator: \.isNewline).map {
                $0.trimmingCharacters(in: .whitespaces)
              }.filter { !$0.isEmpty }.joined(separator: " ")
              return text  // text is escaped already (`|` too)
            })
        } else if ["thead", "tbody", "tfoot"].contains(child.name ?? "") {
          collect(child.children, &renderer)
        }
      }
    }
    collect(node.children, &self)
    let width = rows.map(\.count).max() ?? 0
    guard width > 0 else { return }
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      let cells = row + Array(repeating: "", count: width - row.count)
      lines.append(plain ? cells.joined(separator: "\t") : "| " + cells.joined(separator: " | ") + " |")
      if index == 0, !plain { lines.append("|" + String(repeating: " --- |", count: width)) }
    }
    out += "\n\n" + lines.joined(separator: "\n") + "\n\n"
  }

  static let superscripts: [Character: Character] = [
    "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
    "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ",
  ]
  static let subscripts: [Character: Character] = [
    "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
    "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎",
  ]

  /// `<sup>`/`<sub>` text: Unicode super- or subscript characters when every character
  /// has one, else `^(…)` / `_(…)`.
  static func script(_ text: String, superscript: Bool, plain: Bool) -> String {
    guard !text.isEmpty else { return "" }
    let table = superscript ? superscripts : subscripts
    let mapped = text.compactMap { table[$0] }
    if mapped.count == text.count { return String(mapped) }
    let marked = (superscript ? "^(" : "_(") + text + ")"
    return plain ? marked : HTMLToMarkdown.escape(marked)
  }
}
