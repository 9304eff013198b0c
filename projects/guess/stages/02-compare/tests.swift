import GuessCore

expect(compare(3, with: 5), .smaller, "compare(3, with: 5)")
expect(compare(9, with: 5), .greater, "compare(9, with: 5)")
expect(compare(5, with: 5), .equal, "compare(5, with: 5)")
expect(compare(0, with: 99), .smaller, "compare(0, with: 99)")
expect(compare(99, with: 0), .greater, "compare(99, with: 0)")
expect(compare(-1, with: 0), .smaller, "compare(-1, with: 0)")
