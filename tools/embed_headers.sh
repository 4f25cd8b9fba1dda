#!/bin/sh
# embed_headers.sh HEADER... - print a C file that holds the runtime headers
# as strings, for NVRTC: every generated kernel includes "gs_runtime.h" and
# the extension hands NVRTC these texts under their file names, so no file
# has to be installed beside gpustr.so.  Run by make (rt_embed.c).
set -e
echo "/* rt_embed.c - made by tools/embed_headers.sh from runtime/; do not edit. */"
echo "#include \"cuda_api.h\""
echo
echo "const int gp_rt_nheader = $#;"
echo
echo "const char *const gp_rt_header_name[] = {"
for h in "$@"; do echo "  \"$(basename "$h")\","; done
echo "};"
echo
echo "const char *const gp_rt_header_text[] = {"
for h in "$@"; do
  echo "  /* $(basename "$h") */"
  # Backslashes, quotes and '?' (no trigraphs) escaped; one literal per line.
  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/?/\\?/g' -e 's/^/  "/' -e 's/$/\\n"/' "$h"
  echo "  ,"
done
echo "};"
