// libedit, opened when a line is first read from a terminal (CLibraryLoader.h says why):
// piped input never loads it. shim.h says why this drives libedit's own interface rather
// than its readline emulation.
#include "CLibraryLoader.h"
#include "shim.h"

#include <errno.h>
#include <histedit.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

// libedit's completion engine (filecomplete.h is not installed; the function is exported and
// is what its readline emulation's rl_complete calls): finds the word before the cursor,
// calls `attempted`, puts in the common part of the matches, lists them on a second Tab.
int fn_complete(EditLine *, char *(*)(const char *, int), char **(*)(const char *, int, int),
                const wchar_t *, const wchar_t *, const char *(*)(const char *), size_t, int *, int *,
                int *, int *);

#define EDITLINE_FUNCTIONS(X)                                                                     \
  X(el_init) X(el_set) X(el_gets) X(el_wgets) X(el_line) X(el_insertstr) X(el_source) X(el_resize)        \
  X(history_init) X(history) X(fn_complete)

SWIFTDRILL_LAZY_LIBRARY(editline, "libedit.so.2", "libedit2", EDITLINE_FUNCTIONS)

static EditLine *editor;
static History *history_list;
static char *prompt_text;
static swiftdrill_completion_function *completion;
static swiftdrill_key_function *bound_keys[32];
static char append_text[2] = " ";
static swiftdrill_interrupt_check *interrupt_check;
// Set by the completion callback when Tab, with nothing to complete, is a character of the
// answer (at `output>` and `code>`): `complete` then puts a tab in the line.
static int tab_is_text;
// readline's default word-break characters.
static const wchar_t word_breaks[] = L" \t\n\"\\'`@$><=;|&{(";

static History *history_handle(void) {
  if (history_list == NULL) {
    HistEvent event;
    history_list = editline_library()->history_init();
    if (history_list != NULL) editline_library()->history(history_list, &event, H_SETSIZE, INT_MAX);
  }
  return history_list;
}

static char *current_prompt(EditLine *el) {
  (void)el;
  return prompt_text != NULL ? prompt_text : "";
}

static void set_prompt(const char *prompt) {
  free(prompt_text);
  prompt_text = strdup(prompt != NULL ? prompt : "");
}

static const char *append_character(const char *match) {
  (void)match;
  return append_text;
}

static unsigned char complete(EditLine *el, int key) {
  (void)key;
  int type = 0, over = 1, point = 0, end = 0;
  tab_is_text = 0;
  unsigned char result = (unsigned char)editline_library()->fn_complete(
      el, NULL, completion, word_breaks, word_breaks, append_character, 100, &type, &over, &point, &end);
  // Ctrl-C at "Display all N possibilities? (y or n)" ends libedit's getc and leaves SIGINT's flag
  // set: the line read on, and the flag then dropped the next command typed (session 48's
  // tryout). The line ends here instead (el_gets returns NULL), as Ctrl-C at the prompt does.
  if (interrupt_check != NULL && interrupt_check()) {
    clearerr(stdin);
    return CC_EOF;
  }
  if (tab_is_text) {
    tab_is_text = 0;
    editline_library()->el_insertstr(el, "\t");
    return CC_REFRESH;
  }
  return result;
}

void swiftdrill_editor_insert_tab_instead(void) { tab_is_text = 1; }

void swiftdrill_editor_set_interrupt_check(swiftdrill_interrupt_check *check) { interrupt_check = check; }

static unsigned char suspend(EditLine *el, int key) {
  (void)el;
  (void)key;
  (void)kill(0, SIGTSTP);
  // Back after `fg` (SIGCONT): the shell's lines stand where the prompt was, so the prompt and
  // the half-typed line are drawn again (session 48's tryout: no prompt, the typed text invisible).
  return CC_REDISPLAY;
}

static unsigned char bound_key(EditLine *el, int key) {
  (void)el;
  if (key < 0 || key >= 32 || bound_keys[key] == NULL) return CC_ERROR;
  bound_keys[key](1, key);
  return CC_NORM;
}

void swiftdrill_editor_open(const char *name, swiftdrill_completion_function *complete_word) {
  if (editor != NULL) return;
  const struct editline_functions *library = editline_library();
  completion = complete_word;
  editor = library->el_init(name, stdin, stdout, stderr);
  if (editor == NULL) return;
  struct termios settings;
  // As readline does: no editing when the terminal does not echo.
  if (tcgetattr(STDIN_FILENO, &settings) != -1 && (settings.c_lflag & ECHO) == 0)
    library->el_set(editor, EL_EDITMODE, 0);
  if (history_handle() != NULL) library->el_set(editor, EL_HIST, library->history, history_list);
  set_prompt("");
  library->el_set(editor, EL_PROMPT_ESC, current_prompt, '\1');
  library->el_set(editor, EL_SIGNAL, 0);  // SIGINT is SwiftDrill's (Interrupts)
  library->el_set(editor, EL_EDITOR, "emacs");
  library->el_set(editor, EL_ADDFN, "swiftdrill-complete", "Complete the word", complete);
  library->el_set(editor, EL_BIND, "^I", "swiftdrill-complete", NULL);
  library->el_set(editor, EL_ADDFN, "swiftdrill-suspend", "Suspend", suspend);
  library->el_set(editor, EL_BIND, "^Z", "swiftdrill-suspend", NULL);
  // The keys libedit's readline emulation binds.
  static const char *const bindings[][2] = {
    {"^R", "em-inc-search-prev"}, {"\\e[1~", "ed-move-to-beg"}, {"\\e[4~", "ed-move-to-end"},
    {"\\e[7~", "ed-move-to-beg"}, {"\\e[8~", "ed-move-to-end"}, {"\\e[H", "ed-move-to-beg"},
    {"\\e[F", "ed-move-to-end"}, {"\\e[3~", "ed-delete-next-char"}, {"\\e[2~", "ed-quoted-insert"},
    {"\\e[1;5C", "em-next-word"}, {"\\e[1;5D", "ed-prev-word"}, {"\\e[5C", "em-next-word"},
    {"\\e[5D", "ed-prev-word"}, {"\\e\\e[C", "em-next-word"}, {"\\e\\e[D", "ed-prev-word"},
  };
  for (size_t index = 0; index < sizeof bindings / sizeof bindings[0]; index++)
    library->el_set(editor, EL_BIND, bindings[index][0], bindings[index][1], NULL);
  library->el_source(editor, NULL);
}

void swiftdrill_editor_bind(const char *name, int key, swiftdrill_key_function *function) {
  if (editor == NULL || key < 0 || key >= 32) return;
  bound_keys[key] = function;
  char sequence[3] = {'^', (char)(key + '@'), '\0'};
  editline_library()->el_set(editor, EL_ADDFN, name, name, bound_key);
  editline_library()->el_set(editor, EL_BIND, sequence, name, NULL);
}

void swiftdrill_editor_set_append_character(int character) {
  append_text[0] = (char)character;
  append_text[1] = '\0';
}

char *swiftdrill_editor_read_line(const char *prompt) {
  if (editor == NULL) return NULL;
  set_prompt(prompt);
  int count = 0;
  const char *line = editline_library()->el_gets(editor, &count);
  if (line == NULL || count <= 0) return NULL;
  char *copy = strdup(line);
  if (copy != NULL && copy[count - 1] == '\n') copy[count - 1] = '\0';
  return copy;
}

void swiftdrill_editor_begin_line(const char *prompt) {
  if (editor == NULL) return;
  set_prompt(prompt);
  editline_library()->el_set(editor, EL_UNBUFFERED, 1);
}

// The first `count` characters of `text` in the locale's encoding (UTF-8), malloc'd; a character
// that cannot be encoded is left out, as libedit's own conversion leaves it.
static char *encode_wide(const wchar_t *text, size_t count) {
  char *result = malloc(count * MB_LEN_MAX + 1);
  if (result == NULL) return NULL;
  size_t length = 0;
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (size_t index = 0; index < count; index++) {
    size_t written = wcrtomb(result + length, text[index], &state);
    if (written == (size_t)-1) {
      memset(&state, 0, sizeof state);
      continue;
    }
    length += written;
  }
  result[length] = '\0';
  return result;
}

int swiftdrill_editor_read_key(char **line) {
  *line = NULL;
  if (editor == NULL) return 2;
  int count = 0;
  // The wide line: el_gets would convert the whole line to UTF-8 at every key, and a paste of
  // 20,000 characters into a pre-filled line took 29 s (session 48's tryout); it is converted
  // once, when the line is finished.
  const wchar_t *text = editline_library()->el_wgets(editor, &count);
  editline_library()->el_set(editor, EL_UNBUFFERED, 1);
  if (text == NULL || count-- <= 0) return 0;
  // Ctrl-D on an empty line: libedit hands it over as the line "^D".
  if (count == 0 && text[0] == 4) {
    editline_library()->el_set(editor, EL_UNBUFFERED, 0);
    return 2;
  }
  if (text[count] != L'\n' && text[count] != L'\r') return 0;
  editline_library()->el_set(editor, EL_UNBUFFERED, 0);
  *line = encode_wide(text, (size_t)count);
  return 1;
}

void swiftdrill_editor_end_line(void) {
  if (editor != NULL) editline_library()->el_set(editor, EL_UNBUFFERED, 0);
}

void swiftdrill_editor_insert(const char *text) {
  if (editor != NULL && text != NULL && text[0] != '\0') editline_library()->el_insertstr(editor, text);
}

void swiftdrill_editor_resize(void) {
  if (editor != NULL) editline_library()->el_resize(editor);
}

void swiftdrill_editor_redraw(void) {
  if (editor != NULL) editline_library()->el_set(editor, EL_REFRESH);
}

char *swiftdrill_editor_text_before_cursor(void) {
  if (editor == NULL) return NULL;
  const LineInfo *info = editline_library()->el_line(editor);
  if (info == NULL || info->buffer == NULL) return strdup("");
  size_t length = info->cursor > info->buffer ? (size_t)(info->cursor - info->buffer) : 0;
  return strndup(info->buffer, length);
}

char *swiftdrill_editor_line_text(void) {
  if (editor == NULL) return NULL;
  const LineInfo *info = editline_library()->el_line(editor);
  if (info == NULL || info->buffer == NULL) return strdup("");
  size_t length = info->lastchar > info->buffer ? (size_t)(info->lastchar - info->buffer) : 0;
  return strndup(info->buffer, length);
}

void swiftdrill_history_set_limit(int count) {
  HistEvent event;
  if (history_handle() != NULL) editline_library()->history(history_list, &event, H_SETSIZE, count);
}

// H_LOAD or H_SAVE of the history file at `path`: 0, or an error number.
static int history_file(int operation, const char *path) {
  HistEvent event;
  if (history_handle() == NULL) return ENOMEM;
  errno = 0;
  if (editline_library()->history(history_list, &event, operation, path) == -1) return errno ? errno : EINVAL;
  return 0;
}

int swiftdrill_history_load(const char *path) { return history_file(H_LOAD, path); }

int swiftdrill_history_save(const char *path) { return history_file(H_SAVE, path); }

void swiftdrill_history_add(const char *line) {
  HistEvent event;
  if (history_handle() != NULL) editline_library()->history(history_list, &event, H_ENTER, line);
}

void swiftdrill_history_clear(void) {
  HistEvent event;
  if (history_handle() != NULL) editline_library()->history(history_list, &event, H_CLEAR);
}

int swiftdrill_history_count(void) {
  HistEvent event;
  if (history_handle() == NULL || editline_library()->history(history_list, &event, H_GETSIZE) == -1)
    return 0;
  return event.num;
}

const char *swiftdrill_history_newest(void) {
  HistEvent event;
  if (history_handle() == NULL || editline_library()->history(history_list, &event, H_FIRST) == -1)
    return NULL;
  return event.str;
}

char **swiftdrill_history_entries(int *count) {
  HistEvent event;
  *count = 0;
  int size = swiftdrill_history_count();
  if (size <= 0) return NULL;
  char **entries = calloc((size_t)size, sizeof *entries);
  if (entries == NULL) return NULL;
  // One walk: H_LAST is the oldest entry; H_PREV steps to a newer one (-1 past the newest).
  int status = editline_library()->history(history_list, &event, H_LAST);
  while (status != -1 && *count < size) {
    entries[*count] = strdup(event.str);
    if (entries[*count] != NULL) (*count)++;
    status = editline_library()->history(history_list, &event, H_PREV);
  }
  return entries;
}
