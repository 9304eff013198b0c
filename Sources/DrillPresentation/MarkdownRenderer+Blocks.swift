import DrillMarkdown

extension MarkdownRenderer {
  /// Bullets by nesting depth.
  static let bullets = ["•", "◦", "▪"]

  /// A fenced or indented code block: two-space indent, a line wider than `width` broken
  /// at a token boundary behind the `CodeWrapper.mark` gutter; Swift highlighted, other
  /// languages in the code colour, compiler messages
  /// (`error`, `warning`) dim under their heading and, being prose, wrapped at
  /// `width` with their indent kept; `output` dim behind the output gutter
  /// (`OutputGutter`).
  ///
  /// `isProgram`: the block is the `main.swift` of a {file=…} or {module=…} block above it. It is
  /// labelled `file main.swift` as its companion is labelled with its file, and its own label (what
  /// the example claims: `✗ does not compile`) comes after it, the verdict on the whole example
  /// (session 48's tryout: between the two files, it seemed to condemn the legal main.swift line).
  func codeBlock(_ node: MarkdownNode, width: Int, isProgram: Bool = false) -> [StyledText] {
    let info = FenceInfo(node.fenceInfo)
    var code = node.printableLiteral
    if code.hasSuffix("\n") { code.removeLast() }
    let body = StyledText(code.expandingTabs(), style: info.isCompilerMessage ? .dim : .code)
    let indent = StyledText("  ")
    var lines: [StyledText] = []
    let label = labelsClaims ? info.label : info.contextLabel
    if isProgram {
      lines.append(indent + StyledText("file main.swift", style: .warning))
      return lines + CodeWrapper.lines(swift: code, width: width, indent: 2)
        + (label.map { [indent + StyledText($0, style: .warning)] } ?? [])
    }
    if let label {
      lines.append(indent + StyledText(label, style: .warning))
    }
    if info.isOutput {
      return lines + OutputGutter.lines(of: node.printableLiteral, style: .dim, width: width)
    }
    if let heading = info.compilerMessageLabel { lines.append(indent + StyledText(heading, style: .warning)) }
    if info.isCompilerMessage {
      let indented = body.lines.map { ($0.isEmpty ? StyledText() : indent + $0) }
      return lines + indented.flatMap { $0.fitted(toWidth: width, hangingIndent: 2) }
    }
    // Code never runs past the row: the terminal would cut it anywhere, even inside a token.
    return lines
      + (info.isSwift
        ? CodeWrapper.lines(swift: code, width: width, indent: 2)
        : CodeWrapper.lines(body, width: width, indent: 2))
  }

  /// A bullet, ordered or task list; items hang under their marker.
  func list(_ node: MarkdownNode, width: Int, context: Context) -> [StyledText] {
    let items = node.children
    let ordered = node.isOrderedList
    let start = node.listStart
    let numberWidth = ordered ? "\(start + max(0, items.count - 1)).".displayWidth : 0
    let inner = context.nested(list: true)
    var lines: [StyledText] = []
    for (index, item) in items.enumerated() {
      let marker: StyledText
      if item.isTaskItem {
        marker =
          item.isTaskChecked ? StyledText("☑", style: TextStyle(color: .green)) : StyledText("☐")
      } else if ordered {
        marker = StyledText("\(start + index).").padded(toWidth: numberWidth, alignment: .right)
      } else {
        let bullet = Self.bullets[context.listDepth % Self.bullets.count]
        marker = StyledText(bullet, style: .accent)
      }
      let markerWidth = marker.displayWidth + 1
      let body = blockSequence(
        item.children, width: width - markerWidth, context: inner, tight: node.isTightList)
      if index > 0 && !node.isTightList { lines.append(StyledText()) }
      let hanging = StyledText(String(repeating: " ", count: markerWidth))
      for (row, line) in (body.isEmpty ? [StyledText()] : body).enumerated() {
        if row == 0 {
          lines.append((marker + StyledText(" ") + line).trimmingTrailingSpaces())
        } else {
          lines.append(line.isEmpty ? line : hanging + line)
        }
      }
    }
    return lines
  }

  /// A GFM table drawn with box borders; cells rendered inline and wrapped inside their column,
  /// or, narrower than its words, a list of its rows (`TableFormatter.Layout.wrapsEveryCell`).
  func table(_ node: MarkdownNode, width: Int) -> [StyledText] {
    let alignments = node.tableAlignments
    var header: [StyledText] = []
    var rows: [[StyledText]] = []
    for row in node.children {
      let cells = row.children.map { cell in
        StyledText(
          inlineRuns(cell.children, style: .plain).map { StyledText.Segment($0.text, style: $0.style) })
      }
      if row.isTableHeaderRow {
        header = cells.map {
          StyledText($0.spans.map { StyledText.Segment($0.text, style: bolded($0.style)) })
        }
      } else {
        rows.append(cells)
      }
    }
    var layout = TableFormatter.Layout(header: header, rows: rows, alignments: alignments, border: .box)
    layout.wrapsEveryCell = true
    return layout.lines(width: width)
  }

  private func bolded(_ style: TextStyle) -> TextStyle {
    var copy = style
    copy.bold = true
    return copy
  }
}
