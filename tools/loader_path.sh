#!/bin/sh
# loader_path.sh - run by make install and make uninstall (Makefile.am's
# install-exec-hook and uninstall-hook), so that `.load gpustr` works by its
# bare name after an install into the running system (README, "Install").
#
#   sh tools/loader_path.sh install|uninstall DESTDIR LIBDIR
#
# SQLite hands dlopen() "gpustr", then "gpustr.so".  A name without a slash
# is found through LD_LIBRARY_PATH, the loader's cache (/etc/ld.so.cache,
# built by ldconfig from the directories of /etc/ld.so.conf) and /lib,
# /usr/lib.  ldconfig files only names that start with "lib", under their
# soname: so a link libgpustr.so -> gpustr.so (whose soname is gpustr.so)
# puts "gpustr.so" in the cache.  Installing makes the link and, into the
# running system (no DESTDIR), runs ldconfig (as root; as another user it
# cannot) and tells whether the loader now finds this gpustr.so.
# Uninstalling removes the link and runs ldconfig again.
what=$1 destdir=$2 libdir=$3
case $what in
  install)   ln -sf gpustr.so "$destdir$libdir/libgpustr.so" || exit 1 ;;
  uninstall) rm -f "$destdir$libdir/libgpustr.so" ;;
  *) echo "usage: $0 install|uninstall DESTDIR LIBDIR" >&2; exit 2 ;;
esac
# A staged install (DESTDIR) is not the running system: no cache to refresh.
test -z "$destdir" || exit 0
ldconfig=
for p in /sbin/ldconfig /usr/sbin/ldconfig; do
  if test -x "$p"; then ldconfig=$p; break; fi
done
if test -z "$ldconfig"; then
  test "$what" = install && echo "gpustr: no ldconfig here: load the extension as .load $libdir/gpustr"
  exit 0
fi
"$ldconfig" 2>/dev/null
test "$what" = install || exit 0
found=`"$ldconfig" -p 2>/dev/null | awk '$1 == "gpustr.so" { print $NF; exit }'`
if test "$found" = "$libdir/gpustr.so"; then
  echo "gpustr: installed $libdir/gpustr.so, on the loader's path: .load gpustr (sqlite3) or load_extension('gpustr') loads it"
elif test -n "$found"; then
  echo "gpustr: the loader finds another gpustr.so first ($found): load this one as .load $libdir/gpustr"
else
  echo "gpustr: $libdir is not on the loader's path (or ldconfig could not run as this user): load the extension as .load $libdir/gpustr, or put $libdir in LD_LIBRARY_PATH"
fi
exit 0
