#include <yaml.h>

// libyaml's own `free`, through which it releases every block it allocated.
// Exported by every libyaml since 0.1 (`YAML_DECLARE` in its api.c) but
// declared only in its private header; `LibYAMLParser.release` uses it to
// free a scalar event's text without clearing the whole event.
void yaml_free(void *ptr);
