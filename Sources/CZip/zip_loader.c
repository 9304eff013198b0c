// libzip, opened when a zip is first read or written (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define ZIP_FUNCTIONS(X)                                                                          \
  X(zip_close) X(zip_discard) X(zip_error_fini) X(zip_error_init_with_code) X(zip_error_strerror) \
  X(zip_fclose) X(zip_file_add) X(zip_file_set_external_attributes) X(zip_file_strerror) X(zip_fopen) X(zip_fread) X(zip_get_name)   \
  X(zip_get_num_entries) X(zip_open) X(zip_set_file_compression) X(zip_source_buffer)            \
  X(zip_source_free) X(zip_stat) X(zip_stat_init) X(zip_strerror)

SWIFTDRILL_LAZY_LIBRARY(zip, "libzip.so.4", "libzip4", ZIP_FUNCTIONS)

int zip_close(zip_t *archive) { return zip_library()->zip_close(archive); }
void zip_discard(zip_t *archive) { zip_library()->zip_discard(archive); }
void zip_error_fini(zip_error_t *error) { zip_library()->zip_error_fini(error); }
void zip_error_init_with_code(zip_error_t *error, int code) {
  zip_library()->zip_error_init_with_code(error, code);
}
const char *zip_error_strerror(zip_error_t *error) { return zip_library()->zip_error_strerror(error); }
int zip_fclose(zip_file_t *file) { return zip_library()->zip_fclose(file); }
zip_int64_t zip_file_add(zip_t *archive, const char *name, zip_source_t *source, zip_flags_t flags) {
  return zip_library()->zip_file_add(archive, name, source, flags);
}
int zip_file_set_external_attributes(
  zip_t *archive, zip_uint64_t index, zip_flags_t flags, zip_uint8_t system, zip_uint32_t attributes) {
  return zip_library()->zip_file_set_external_attributes(archive, index, flags, system, attributes);
}
const char *zip_file_strerror(zip_file_t *file) { return zip_library()->zip_file_strerror(file); }
zip_file_t *zip_fopen(zip_t *archive, const char *name, zip_flags_t flags) {
  return zip_library()->zip_fopen(archive, name, flags);
}
zip_int64_t zip_fread(zip_file_t *file, void *buffer, zip_uint64_t count) {
  return zip_library()->zip_fread(file, buffer, count);
}
const char *zip_get_name(zip_t *archive, zip_uint64_t index, zip_flags_t flags) {
  return zip_library()->zip_get_name(archive, index, flags);
}
zip_int64_t zip_get_num_entries(zip_t *archive, zip_flags_t flags) {
  return zip_library()->zip_get_num_entries(archive, flags);
}
zip_t *zip_open(const char *path, int flags, int *error) { return zip_library()->zip_open(path, flags, error); }
int zip_set_file_compression(zip_t *archive, zip_uint64_t index, zip_int32_t method, zip_uint32_t level) {
  return zip_library()->zip_set_file_compression(archive, index, method, level);
}
zip_source_t *zip_source_buffer(zip_t *archive, const void *data, zip_uint64_t count, int freeWhenDone) {
  return zip_library()->zip_source_buffer(archive, data, count, freeWhenDone);
}
void zip_source_free(zip_source_t *source) { zip_library()->zip_source_free(source); }
int zip_stat(zip_t *archive, const char *name, zip_flags_t flags, zip_stat_t *stat) {
  return zip_library()->zip_stat(archive, name, flags, stat);
}
void zip_stat_init(zip_stat_t *stat) { zip_library()->zip_stat_init(stat); }
const char *zip_strerror(zip_t *archive) { return zip_library()->zip_strerror(archive); }
