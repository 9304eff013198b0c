import GuessCore

var game = GuessGame(secret: 50)
expect(game.play("hello"), "Enter a number", "play(\"hello\")")
expect(game.guesses, 0, "the number of guesses after \"hello\" (it is not a guess)")
expect(game.play(""), "Enter a number", "play(\"\") (an empty line)")
expect(game.play("4.5"), "Enter a number", "play(\"4.5\") (not a whole number)")
expect(game.play("20"), "Your last guess was too low", "play(\"20\") when the secret is 50")
expect(game.play("70"), "Your last guess was too high", "play(\"70\") when the secret is 50")
expect(game.rangeText, "from 21 to 69", "rangeText after playing 20 and 70")
expect(game.play("50"), "You won in 3 guesses!", "play(\"50\") after two guesses")
