import BullseyeCore

var game = BullseyeGame(target: 30)
expect(game.play(">>>"), game.sliderBar, "play(\">>>\") returns the bar")
expect(game.sliderValue, 53, "the slider after \">>>\" from 50")
_ = game.play("<<<<<")
expect(game.sliderValue, 48, "the slider after \"<<<<<\" from 53")
_ = game.play("<><")
expect(game.sliderValue, 47, "the slider after \"<><\" from 48")
expect(game.score, 0, "the score after moving the slider (no round is played)")

expect(game.play("30"), "The slider's value is 30. You earned 200 points.", "play(\"30\") with the target 30")
expect(game.sliderValue, 30, "the slider after play(\"30\")")
expect(game.round, 2, "the round after play(\"30\")")
let expected = "The slider's value is 30. You earned \(game.pointsForCurrentRound()) points."
expect(game.play(""), expected, "play(\"\") hits with the slider where it is")
expect(game.round, 3, "the round after play(\"\")")
expect(
  game.play("hit").hasPrefix("The slider's value is 30."), "play(\"hit\") hits with the slider where it is")
expect(game.round, 4, "the round after play(\"hit\")")
expect(game.play("0"), "The slider goes from 1 to 100", "play(\"0\")")
expect(game.play("101"), "The slider goes from 1 to 100", "play(\"101\")")
expect(game.round, 4, "the round after numbers out of the scale (no round is played)")
expect(game.play("start over"), "New game.", "play(\"start over\")")
expect(game.score, 0, "the score after \"start over\"")
expect(game.round, 1, "the round after \"start over\"")
expect(game.play("info").hasPrefix("This is Bullseye"), "play(\"info\") starts with \"This is Bullseye\"")
expect(
  game.play("fly me to the moon").contains("Type"),
  "play(\"fly me to the moon\") gives the help, with \"Type\"")
expect(game.round, 1, "the round after info and an unknown line")
