import DrillGrading

/// One JSON object of a pack or a lesson, decoded field by field with the type each key
/// should have. A value of the wrong type is recorded as a problem instead of
/// thrown, and an unknown key is recorded without being read, so valid content
/// decodes without a single failed attempt (failed decodes are slow).
struct JSONObjectRecord: Decodable, Sendable {
  /// The shape of the object: which keys it has and what each holds.
  enum Shape: String, Sendable {
    case pack, question, choice
    case lesson, page, block

    var fields: [String: FieldType] {
      switch self {
      case .pack: Self.packFields
      case .question: Self.questionFields
      case .choice: Self.choiceFields
      case .lesson: Self.lessonFields
      case .page: Self.pageFields
      case .block: Self.blockFields
      }
    }

    private static let packFields: [String: FieldType] = [
      "id": .string, "title": .string, "level": .string, "kind": .string, "tags": .strings,
      "swift": .string, "intro": .string, "questions": .objects(.question),
    ]
    private static let questionFields: [String: FieldType] = [
      "id": .string, "title": .string, "level": .string, "kind": .string, "tags": .strings,
      "points": .integer, "time": .integer, "shuffle": .boolean, "compare": .string,
      "prompt": .string,
      "choices": .objects(.choice), "tests": .string, "starter": .string, "output": .string,
      "accept": .strings, "answer": .string, "keyPoints": .keyPoints, "hints": .strings,
      "explanation": .string,
    ]
    private static let choiceFields: [String: FieldType] = ["text": .string, "correct": .boolean]
    private static let lessonFields: [String: FieldType] = [
      "id": .string, "title": .string, "level": .string, "order": .integer, "requires": .strings,
      "tags": .strings, "teaches": .strings, "intro": .objects(.block), "pages": .objects(.page),
    ]
    private static let pageFields: [String: FieldType] = [
      "title": .string, "blocks": .objects(.block), "check": .object(.question),
    ]
    private static let blockFields: [String: FieldType] = [
      "markdown": .string, "swift": .string, "flags": .strings, "output": .string, "error": .string,
      "warning": .string,
    ]

    /// The keys in the order messages list them.
    var keyList: [String] {
      switch self {
      case .pack: ["id", "title", "level", "kind", "tags", "swift", "intro", "questions"]
      case .question:
        [
          "id", "title", "level", "kind", "tags", "points", "time", "shuffle", "compare", "prompt", "choices",
          "tests",
          "starter", "output", "accept", "answer", "keyPoints", "hints", "explanation",
        ]
      case .choice: ["text", "correct"]
      case .lesson: ["id", "title", "level", "order", "requires", "tags", "teaches", "intro", "pages"]
      case .page: ["title", "blocks", "check"]
      case .block: ["markdown", "swift", "flags", "output", "error", "warning"]
      }
    }
  }

  indirect enum FieldType: Sendable, Equatable {
    case string, integer, boolean, strings
    /// Strings, or objects `{"point": …, "also": […], "wrong": […]}`.
    case keyPoints
    case objects(Shape)
    case object(Shape)

    /// What a value of this type is, for messages.
    var description: String {
      switch self {
      case .string: "a string"
      case .integer: "a whole number"
      case .boolean: "true or false"
      case .strings: "an array of strings"
      case .keyPoints: "an array of strings or {\"point\", \"also\", \"wrong\"} objects"
      case .objects: "an array of objects"
      case .object: "an object"
      }
    }
  }

  /// The scalar and string-array fields that had the right type.
  var values: [String: JSONValue] = [:]
  /// The object-array fields (`questions`, `choices`, `pages`); an object
  /// field (`check`) is held as an array of one.
  var children: [String: [JSONObjectRecord]] = [:]
  /// The `also`/`wrong` of each key point (`keyPoints`), when the field had the right type.
  var keyPointNotes: [KeyPointNotes] = []
  /// Keys present but unknown, sorted.
  var unknownKeys: [String] = []
  /// Keys whose value had the wrong type, with the type expected.
  var wrongTypes: [(key: String, expected: FieldType)] = []
  /// What each of `wrongTypes`' values is instead ("a number", "an array"), for messages.
  var wrongValues: [String: String] = [:]
  /// Whole-number keys whose value is beyond `Int`, with the sign of the value written.
  var beyondInt: [String: FloatingPointSign] = [:]
  /// False when the value was not an object at all.
  var isObject = true

  /// Decodes the top level of a file: a pack.
  init(from decoder: any Decoder) throws {
    try self.init(from: decoder, shape: .pack)
  }

  /// The top level of a lesson file.
  struct Lesson: Decodable {
    var record: JSONObjectRecord

    init(from decoder: any Decoder) throws {
      record = try JSONObjectRecord(from: decoder, shape: .lesson)
    }
  }

  init(from decoder: any Decoder, shape: Shape) throws {
    guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
      isObject = false
      return
    }
    let fields = shape.fields
    for key in container.allKeys {
      guard let type = fields[key.stringValue] else {
        unknownKeys.append(key.stringValue)
        continue
      }
      if (try? container.decodeNil(forKey: key)) == true { continue }
      switch type {
      case .string:
        if let value = try? container.decode(String.self, forKey: key) {
          values[key.stringValue] = .string(value)
          continue
        }
      case .integer:
        if let value = try? container.decode(Int.self, forKey: key) {
          values[key.stringValue] = .integer(value)
          continue
        }
        // A whole number beyond `Int` is named as out of range, not as no whole number.
        if let number = try? container.decode(Double.self, forKey: key), number.rounded() == number {
          beyondInt[key.stringValue] = number.sign
          continue
        }
      case .boolean:
        if let value = try? container.decode(Bool.self, forKey: key) {
          values[key.stringValue] = .bool(value)
          continue
        }
      case .strings:
        if let value = try? container.decode([String].self, forKey: key) {
          values[key.stringValue] = .array(value.map(JSONValue.string))
          continue
        }
      case .keyPoints:
        if let items = try? container.decode([KeyPointItem].self, forKey: key) {
          values[key.stringValue] = .array(items.map { JSONValue.string($0.point) })
          keyPointNotes = items.map { KeyPointNotes(also: $0.also, wrong: $0.wrong) }
          continue
        }
      case .objects(let childShape):
        if var items = try? container.nestedUnkeyedContainer(forKey: key) {
          var records: [JSONObjectRecord] = []
          while !items.isAtEnd {
            let element = try items.superDecoder()
            records.append(try JSONObjectRecord(from: element, shape: childShape))
          }
          children[key.stringValue] = records
          continue
        }
      case .object(let childShape):
        if (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: key)) != nil {
          let record = try JSONObjectRecord(from: try container.superDecoder(forKey: key), shape: childShape)
          children[key.stringValue] = [record]
          continue
        }
      }
      wrongTypes.append((key.stringValue, type))
      wrongValues[key.stringValue] = Self.kind(of: key, in: container)
    }
    unknownKeys.sort()
    wrongTypes.sort { $0.key < $1.key }
  }

  /// What the value at `key` is, in words: looked at only for a value of the wrong type.
  private static func kind(of key: AnyKey, in container: KeyedDecodingContainer<AnyKey>) -> String {
    if (try? container.decode(String.self, forKey: key)) != nil { return "a string" }
    if (try? container.decode(Bool.self, forKey: key)) != nil { return "true or false" }
    if (try? container.decode(Double.self, forKey: key)) != nil { return "a number" }
    if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return "an array" }
    return "an object"
  }

  /// One `keyPoints` item: a string, or an object with the point and its notes (no other keys).
  struct KeyPointItem: Decodable {
    var point: String
    var also: [String] = []
    var wrong: [String] = []

    private enum Keys: String, CodingKey { case point, also, wrong }

    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        point = text
        return
      }
      let object = try decoder.container(keyedBy: AnyKey.self)
      for key in object.allKeys where Keys(rawValue: key.stringValue) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: object, debugDescription: "a key point has only point, also and wrong")
      }
      point = try object.decode(String.self, forKey: AnyKey(stringValue: "point"))
      also = try object.decodeIfPresent([String].self, forKey: AnyKey(stringValue: "also")) ?? []
      wrong = try object.decodeIfPresent([String].self, forKey: AnyKey(stringValue: "wrong")) ?? []
    }
  }

  /// Any key at all: the keys of a JSON object are not known in advance.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      nil
    }
  }
}
