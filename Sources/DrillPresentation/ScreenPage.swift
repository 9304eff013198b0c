/// What a question's read shows above its prompt, for Ctrl-L to draw again: each part is drawn
/// for a width, so a window resized since the page was first shown gets the page wrapped at its
/// width of that moment (session 44's tryout: the question came back at the old width).
public struct ScreenPage: Sendable {
  private var parts: [@Sendable (Int) -> [StyledText]] = []

  /// An empty page.
  public init() {}

  /// A part drawn by `draw` for a width (the number of columns).
  public init(_ draw: @escaping @Sendable (Int) -> [StyledText]) {
    parts = [draw]
  }

  /// Lines drawn as they are at every width (text that is never wrapped).
  public init(lines: [StyledText]) {
    if !lines.isEmpty { parts = [{ _ in lines }] }
  }

  /// The page's lines drawn for `width` columns.
  public func lines(width: Int) -> [StyledText] {
    parts.flatMap { $0(width) }
  }

  public static func + (first: ScreenPage, second: ScreenPage) -> ScreenPage {
    var page = first
    page.parts += second.parts
    return page
  }

  public static func += (page: inout ScreenPage, more: ScreenPage) {
    page.parts += more.parts
  }
}

extension Console {
  /// Writes `page` drawn for the console's width, then a newline, and returns it (for a read's
  /// Ctrl-L to draw again).
  @discardableResult
  public func show(_ page: ScreenPage) -> ScreenPage {
    let lines = page.lines(width: width)
    // An empty page writes nothing, not a blank line (an explain question with no Answer).
    if !lines.isEmpty { writeLine(StyledText(lines: lines)) }
    return page
  }
}
