import Add1Core

var game = Add1Game(seed: UInt64.random(in: 0...UInt64.max))
print("Add 1")
print("Code: \(game.code)")
print(game.answer(readLine() ?? ""))
