// transitionc-floor: the floor that transitionc-bench measures against. It
// reads each file given and pulls every libyaml event, building nothing:
// the least any libyaml-based checker must do. Written in plain C, as a user
// would write it, so that the floor pays no language runtime's start-up and
// no copy of the file into memory (libyaml reads it through stdio).

#include <stdio.h>
#include <yaml.h>

static int scan(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        perror(path);
        return 0;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fclose(file);
        return 0;
    }
    yaml_parser_set_input_file(&parser, file);
    int ok = 1;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", path, parser.problem ? parser.problem : "libyaml error");
            ok = 0;
            break;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: transitionc-floor FILE...\n");
        return 2;
    }
    for (int index = 1; index < argc; index++) {
        if (!scan(argv[index])) return 1;
    }
    return 0;
}
