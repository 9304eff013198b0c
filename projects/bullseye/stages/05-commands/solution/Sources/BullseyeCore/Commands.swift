extension BullseyeGame {
  /// What "Info" shows.
  public static let about = """
    This is Bullseye, the game where you win points and earn fame by moving a slider. \
    Your goal is to put the slider as close as you can to the target: the closer you are, \
    the more points you score.
    """

  /// The help for a line the game does not understand.
  public static let help =
    "Type < or > to move the slider, Enter (or hit) to lock it in, a number from 1 to 100, start over, or info."

  /// Does what one line the player typed asks, and returns what to show.
  public mutating func play(_ line: String) -> String {
    switch line {
    case "", "hit":
      return hitMe()
    case "start over":
      startNewGame()
      return "New game."
    case "info":
      return Self.about
    case _ where line.allSatisfy({ $0 == "<" || $0 == ">" }):
      let right = line.filter { $0 == ">" }.count
      moveSlider(by: right - (line.count - right))
      return sliderBar
    default:
      guard let number = Int(line) else { return Self.help }
      guard number >= 1 && number <= 100 else { return "The slider goes from 1 to 100" }
      sliderValue = number
      return hitMe()
    }
  }
}
