// libyaml, opened when front matter is first parsed: a run served from the content cache
// never needs it (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define YAML_FUNCTIONS(X)                                                            \
  X(yaml_event_delete) X(yaml_parser_delete) X(yaml_parser_initialize) X(yaml_parser_parse) \
  X(yaml_parser_set_input_string)

SWIFTDRILL_LAZY_LIBRARY(yaml, "libyaml-0.so.2", "libyaml-0-2", YAML_FUNCTIONS)

void yaml_event_delete(yaml_event_t *event) { yaml_library()->yaml_event_delete(event); }
void yaml_parser_delete(yaml_parser_t *parser) { yaml_library()->yaml_parser_delete(parser); }
int yaml_parser_initialize(yaml_parser_t *parser) { return yaml_library()->yaml_parser_initialize(parser); }
int yaml_parser_parse(yaml_parser_t *parser, yaml_event_t *event) {
  return yaml_library()->yaml_parser_parse(parser, event);
}
void yaml_parser_set_input_string(yaml_parser_t *parser, const unsigned char *input, size_t size) {
  yaml_library()->yaml_parser_set_input_string(parser, input, size);
}
