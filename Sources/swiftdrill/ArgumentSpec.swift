/// One positional argument of a command.
struct ArgumentSpec: Sendable, Equatable {
  var name: String
  var value: ValueKind
  var optional = false
  var variadic = false
}
