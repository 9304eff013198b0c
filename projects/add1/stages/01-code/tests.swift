import Add1Core

var generator = SeededGenerator(seed: 42)
var digits = ""
for _ in 0..<8 { digits += String(generator.next() % 10) }

var source = SeededGenerator(seed: 42)
expect(
  Add1Game.randomCode(using: &source), String(digits.prefix(4)),
  "randomCode with seed 42: the first four numbers % 10")
expect(
  Add1Game.randomCode(using: &source), String(digits.suffix(4)), "the next randomCode from the same generator"
)

expect(Add1Game(seed: 42).code, String(digits.prefix(4)), "the code of Add1Game(seed: 42)")
expect(Add1Game(seed: 42).score, 0, "the score of a new game")
expect(Add1Game(code: "0919").code, "0919", "Add1Game(code: \"0919\").code (a leading zero is kept)")

var zeros = 0
var codes = Set<String>()
for seed in UInt64(0)..<200 {
  let code = Add1Game(seed: seed).code
  expect(
    code.count == 4 && code.allSatisfy({ "0123456789".contains($0) }),
    "Add1Game(seed: \(seed)).code is \"\(code)\", not 4 digits")
  if code.hasPrefix("0") { zeros += 1 }
  codes.insert(code)
}
expect(zeros > 5, "200 codes gave only \(zeros) starting with 0: is the first digit drawn from 0 to 9?")
expect(codes.count > 190, "200 seeds gave only \(codes.count) different codes")
