import AnagramsCore

var game = AnagramsGame(levels: (try? Level.load(fromJSON: Level.builtInJSON)) ?? [], seed: 42)
expect(game.play("1", at: 0), "Level 1: Easy-peasy. Find the word!", "level 1 with seed 42")
expect(game.puzzle?.answer ?? "", "enum", "the first word with seed 42")
