"""gpustr_build - the PEP 517 build backend of the Python package gpustr.

    pip install .            # from a checkout: builds, then installs
    pip wheel . -w dist/     # the wheel alone

pyproject.toml names this file (backend-path), and it needs nothing more
than Python's standard library: no setuptools, no wheel, so pip's isolated
build environment has nothing to download and the build works offline.
The extension in the wheel is the one the Autotools build makes, never a
second build of its own:

  - GPUSTR_SO=/path/to/gpustr.so: that file (a build made already: make
    check's test/pip.test packages the build directory's);
  - else, a checkout configured in place (config.status there): `make
    gpustr.la` there, and its .libs/gpustr.so (as configured: a debug
    build gives a debug wheel);
  - else ./bootstrap where there is no configure yet (autoconf, automake
    and libtool needed, as for any build from a checkout), then configure
    in build/python/ (GPUSTR_CONFIGURE_FLAGS adds options) and `make
    gpustr.la` there.

The version is configure.ac's AC_INIT, the one place it is written; the
wheel carries it in its name, its metadata and gpustr/_version.py.  The
wheel is tagged py3-none-<platform>: the extension is a plain shared
library loaded by SQLite, the same for every Python 3.
"""
import base64
import hashlib
import io
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

SRC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "gpustr"


def _version():
    with open(os.path.join(SRC, "configure.ac"), encoding="utf-8") as f:
        m = re.search(r"AC_INIT\(\s*\[gpustr\]\s*,\s*\[([^\]]+)\]", f.read())
    if not m:
        raise RuntimeError("gpustr_build: no AC_INIT([gpustr], [VERSION]) in configure.ac")
    return m.group(1)


def _run(cmd, cwd):
    # The build's output goes to stderr: pip shows it with -v or on failure.
    print("gpustr_build: $ " + " ".join(shlex.quote(c) for c in cmd) + "  (in " + cwd + ")",
          file=sys.stderr, flush=True)
    subprocess.run(cmd, cwd=cwd, check=True, stdout=sys.stderr)


def _extension():
    """The path of the gpustr.so to put in the wheel, built if need be."""
    so = os.environ.get("GPUSTR_SO")
    if so:
        if not os.path.isfile(so):
            raise RuntimeError(f"gpustr_build: GPUSTR_SO={so} is not a file")
        return so
    jobs = f"-j{os.cpu_count() or 1}"
    if os.path.exists(os.path.join(SRC, "config.status")):
        _run(["make", jobs, "gpustr.la"], SRC)
        return os.path.join(SRC, ".libs", "gpustr.so")
    if not os.path.exists(os.path.join(SRC, "configure")):
        _run(["./bootstrap"], SRC)
    bdir = os.path.join(SRC, "build", "python")
    os.makedirs(bdir, exist_ok=True)
    if not os.path.exists(os.path.join(bdir, "config.status")):
        flags = shlex.split(os.environ.get("GPUSTR_CONFIGURE_FLAGS", ""))
        _run([os.path.join(SRC, "configure")] + flags, bdir)
    _run(["make", jobs, "gpustr.la"], bdir)
    return os.path.join(bdir, ".libs", "gpustr.so")


def _metadata(version):
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\n"
            "Summary: String UDFs on the GPU (or the CPU) as a SQLite extension\n"
            "License: MIT\nRequires-Python: >=3.8\n")


def _tag():
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"py3-none-{plat}"


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    tag = _tag()
    so = _extension()
    distinfo = f"{NAME}-{version}.dist-info"
    with open(os.path.join(SRC, "python", "gpustr", "__init__.py"), "rb") as f:
        init = f.read()
    with open(so, "rb") as f:
        lib = f.read()
    with open(os.path.join(SRC, "LICENSE"), "rb") as f:
        license_text = f.read()
    files = [
        (f"{NAME}/__init__.py", init, 0o644),
        (f"{NAME}/_version.py", f'__version__ = "{version}"\n'.encode(), 0o644),
        (f"{NAME}/gpustr.so", lib, 0o755),
        (f"{distinfo}/METADATA", _metadata(version).encode(), 0o644),
        (f"{distinfo}/WHEEL", ("Wheel-Version: 1.0\nGenerator: gpustr_build\n"
                               f"Root-Is-Purelib: false\nTag: {tag}\n").encode(), 0o644),
        (f"{distinfo}/LICENSE", license_text, 0o644),
        (f"{distinfo}/top_level.txt", f"{NAME}\n".encode(), 0o644),
    ]
    record = "\n".join([_record_line(p, d) for p, d, _ in files] + [f"{distinfo}/RECORD,,"]) + "\n"
    files.append((f"{distinfo}/RECORD", record.encode(), 0o644))
    wheel_name = f"{NAME}-{version}-{tag}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w",
                         compression=zipfile.ZIP_DEFLATED) as z:
        for path, data, mode in files:
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    """The checkout's tracked files (git ls-files), with PKG-INFO: pip
    builds a wheel from it as from the checkout.  (`make dist` makes the
    Autotools tarball.)"""
    version = _version()
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=SRC, check=True,
                             stdout=subprocess.PIPE).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise RuntimeError(f"gpustr_build: an sdist needs a git checkout ({e}); "
                           "make dist makes the source tarball") from e
    base = f"{NAME}-{version}"
    name = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as t:
        for rel in sorted(p for p in out.decode().split("\0") if p):
            path = os.path.join(SRC, rel)
            if os.path.isfile(path):
                t.add(path, arcname=f"{base}/{rel}", recursive=False)
        data = _metadata(version).encode()
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        info.size = len(data)
        info.mode = 0o644
        t.addfile(info, io.BytesIO(data))
    return name
