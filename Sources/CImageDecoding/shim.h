#ifndef TERMCOVER_CIMAGEDECODING_SHIM_H
#define TERMCOVER_CIMAGEDECODING_SHIM_H
// PNG and JPEG decoding for `Image`, with Debian's libpng (libpng-dev) and
// libjpeg-turbo (libjpeg62-turbo-dev). No curses, no terminal I/O: the pure
// core may import it. Each decoder returns 8-bit RGBA rows, top row first,
// straight alpha, in a malloc'd buffer the caller frees; or NULL with a
// message. The JPEG decoder's errors unwind with longjmp, which must stay in
// C: Swift frames may not be jumped over.
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <jpeglib.h>

/// Pictures larger than this many pixels are refused rather than allocated.
#define TERMCOVER_IMAGE_MAX_PIXELS (64u * 1024u * 1024u)

static inline unsigned char *termcover_decode_png(const void *data, size_t size, unsigned *width, unsigned *height,
                                                  char *message, size_t messageSize) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(message, messageSize, "%s", image.message);
        return NULL;
    }
    if ((unsigned long long)image.width * image.height > TERMCOVER_IMAGE_MAX_PIXELS) {
        snprintf(message, messageSize, "%ux%u pixels is too large", image.width, image.height);
        png_image_free(&image);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        snprintf(message, messageSize, "out of memory");
        png_image_free(&image);
        return NULL;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(message, messageSize, "%s", image.message);
        free(pixels);
        png_image_free(&image);
        return NULL;
    }
    *width = image.width;
    *height = image.height;
    return pixels;
}

struct termcover_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void termcover_jpeg_fail(j_common_ptr info) {
    struct termcover_jpeg_error *error = (struct termcover_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings would go to stderr, over the app's screen: kept quiet.
static void termcover_jpeg_quiet(j_common_ptr info) { (void)info; }

static inline unsigned char *termcover_decode_jpeg(const void *data, size_t size, unsigned *width, unsigned *height,
                                                   char *message, size_t messageSize) {
    struct jpeg_decompress_struct info;
    struct termcover_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = termcover_jpeg_fail;
    error.base.output_message = termcover_jpeg_quiet;
    if (setjmp(error.jump)) {
        snprintf(message, messageSize, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned w = info.output_width, h = info.output_height;
    if ((unsigned long long)w * h > TERMCOVER_IMAGE_MAX_PIXELS || info.output_components != 3) {
        snprintf(message, messageSize, "%ux%u pixels of %d components cannot be shown", w, h, info.output_components);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    pixels = malloc((size_t)w * h * 4);
    if (pixels == NULL) {
        snprintf(message, messageSize, "out of memory");
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    while (info.output_scanline < h) {
        // Each row is read into the last three quarters of its place, then
        // spread to RGBA from the left: a byte is never read after it is written.
        unsigned char *row = pixels + (size_t)info.output_scanline * w * 4;
        JSAMPROW rgb = row + w;
        jpeg_read_scanlines(&info, &rgb, 1);
        for (unsigned x = 0; x < w; x++) {
            unsigned char r = rgb[3 * x], g = rgb[3 * x + 1], b = rgb[3 * x + 2];
            row[4 * x] = r; row[4 * x + 1] = g; row[4 * x + 2] = b; row[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *width = w;
    *height = h;
    return pixels;
}
#endif
