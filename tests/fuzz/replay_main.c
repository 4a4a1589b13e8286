/*
 * A main() for the fuzz harnesses outside libFuzzer: runs
 * LLVMFuzzerTestOneInput once on every file named on the command line (a
 * directory: every file in it), so that the seed corpora and the regression
 * inputs are replayed by the ordinary test suite with any compiler.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path) {
    FILE *file = fopen(path, "rb");
    uint8_t *data = NULL;
    size_t size = 0, capacity = 0, got;
    if (file == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return 1;
    }
    do {
        if (size == capacity) {
            uint8_t *grown;
            capacity = capacity ? capacity * 2 : 4096;
            grown = (uint8_t *)realloc(data, capacity);
            if (grown == NULL) {
                free(data);
                fclose(file);
                fprintf(stderr, "replay: out of memory reading %s\n", path);
                return 1;
            }
            data = grown;
        }
        got = fread(data + size, 1, capacity - size, file);
        size += got;
    } while (got > 0);
    fclose(file);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}

static int replay_path(const char *path, int *count) {
    struct stat info;
    if (stat(path, &info) != 0) {
        fprintf(stderr, "replay: %s does not exist\n", path);
        return 1;
    }
    if (S_ISDIR(info.st_mode)) {
        int failures = 0;
        struct dirent *entry;
        DIR *dir = opendir(path);
        if (dir == NULL) return 1;
        while ((entry = readdir(dir)) != NULL) {
            char child[4096];
            if (entry->d_name[0] == '.') continue;
            snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
            failures += replay_path(child, count);
        }
        closedir(dir);
        return failures;
    }
    ++*count;
    return replay_file(path);
}

int main(int argc, char **argv) {
    int i, failures = 0, count = 0;
    for (i = 1; i < argc; ++i) failures += replay_path(argv[i], &count);
    printf("replayed %d input(s)\n", count);
    return failures ? 1 : 0;
}
