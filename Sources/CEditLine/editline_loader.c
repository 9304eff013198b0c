// libedit, opened when a line is first read from a terminal (CLibraryLoader.h says why):
// piped input never loads it. Its configuration globals are reached through their
// addresses in the library.
#include "CLibraryLoader.h"
#include "shim.h"

#define EDITLINE_FUNCTIONS(X)                                                                     \
  X(add_history) X(clear_history) X(history_get) X(read_history) X(readline) X(rl_add_defun)     \
  X(rl_callback_handler_install) X(rl_callback_handler_remove) X(rl_callback_read_char)          \
  X(rl_forced_update_display) X(rl_initialize) X(rl_insert_text) X(stifle_history)               \
  X(write_history) X(rl_attempted_completion_function) X(rl_readline_name)                       \
  X(rl_completion_append_character) X(rl_catch_signals) X(rl_attempted_completion_over)          \
  X(rl_completer_word_break_characters) X(rl_instream) X(rl_outstream) X(rl_line_buffer)         \
  X(rl_point) X(history_length) X(history_base)

SWIFTDRILL_LAZY_LIBRARY(editline, "libedit.so.2", "libedit2", EDITLINE_FUNCTIONS)

int add_history(const char *line) { return editline_library()->add_history(line); }
void clear_history(void) { editline_library()->clear_history(); }
HIST_ENTRY *history_get(int offset) { return editline_library()->history_get(offset); }
int read_history(const char *path) { return editline_library()->read_history(path); }
char *readline(const char *prompt) { return editline_library()->readline(prompt); }
int rl_add_defun(const char *name, rl_command_func_t *function, int key) {
  return editline_library()->rl_add_defun(name, function, key);
}
void rl_callback_handler_install(const char *prompt, rl_vcpfunc_t *handler) {
  editline_library()->rl_callback_handler_install(prompt, handler);
}
void rl_callback_handler_remove(void) { editline_library()->rl_callback_handler_remove(); }
void rl_callback_read_char(void) { editline_library()->rl_callback_read_char(); }
void rl_forced_update_display(void) { editline_library()->rl_forced_update_display(); }
int rl_initialize(void) { return editline_library()->rl_initialize(); }
int rl_insert_text(const char *text) { return editline_library()->rl_insert_text(text); }
void stifle_history(int count) { editline_library()->stifle_history(count); }
int write_history(const char *path) { return editline_library()->write_history(path); }

void swiftdrill_rl_set_completion(rl_completion_func_t *function) {
  *editline_library()->rl_attempted_completion_function = function;
}
void swiftdrill_rl_set_name(const char *name) { *editline_library()->rl_readline_name = name; }
void swiftdrill_rl_set_append_character(int character) {
  *editline_library()->rl_completion_append_character = character;
}
void swiftdrill_rl_set_catch_signals(int value) { *editline_library()->rl_catch_signals = value; }
void swiftdrill_rl_set_completion_over(int value) { *editline_library()->rl_attempted_completion_over = value; }
void swiftdrill_rl_set_word_break_characters(char *characters) {
  *editline_library()->rl_completer_word_break_characters = characters;
}
void swiftdrill_rl_set_streams(FILE *input, FILE *output) {
  *editline_library()->rl_instream = input;
  *editline_library()->rl_outstream = output;
}
const char *swiftdrill_rl_line_buffer(void) { return *editline_library()->rl_line_buffer; }
int swiftdrill_rl_point(void) { return *editline_library()->rl_point; }
int swiftdrill_history_length(void) { return *editline_library()->history_length; }
int swiftdrill_history_base(void) { return *editline_library()->history_base; }
const char *swiftdrill_history_last(void) {
  const struct editline_functions *library = editline_library();
  HIST_ENTRY *entry = library->history_get(*library->history_base + *library->history_length - 1);
  return entry ? entry->line : NULL;
}
