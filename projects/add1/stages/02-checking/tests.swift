import Add1Core

expect(Add1Game.expectedAnswer(for: "1357"), "2468", "expectedAnswer(for: \"1357\")")
expect(Add1Game.expectedAnswer(for: "0919"), "1020", "expectedAnswer(for: \"0919\") (9 wraps to 0)")
expect(Add1Game.expectedAnswer(for: "9999"), "0000", "expectedAnswer(for: \"9999\")")
expect(Add1Game.isCorrect("2468", for: "1357"), "isCorrect(\"2468\", for: \"1357\") should be true")
expect(Add1Game.isCorrect("1020", for: "0919"), "isCorrect(\"1020\", for: \"0919\") should be true")
expect(
  !Add1Game.isCorrect("2469", for: "1357"),
  "isCorrect(\"2469\", for: \"1357\") should be false (the last digit is wrong)")
expect(
  !Add1Game.isCorrect("1a20", for: "0919"),
  "isCorrect(\"1a20\", for: \"0919\") should be false (a letter is never right)")
expect(
  !Add1Game.isCorrect("1٠20", for: "0919"),
  "isCorrect(\"1٠20\", for: \"0919\") should be false (only the digits 0 to 9)")
expect(!Add1Game.isCorrect("1020 ", for: "0919"), "isCorrect(\"1020 \", for: \"0919\") should be false")
