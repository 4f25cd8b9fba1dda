"""gpustr: string UDFs on the GPU (or the CPU), as a SQLite extension.

    import sqlite3, gpustr
    conn = sqlite3.connect(":memory:")
    gpustr.load(conn)
    conn.execute("SELECT gpu_udf_row('upper(s)', 'abc')").fetchone()

The extension in this package is the one the Autotools build of the same
checkout makes (.libs/gpustr.so); CUDA is optional at run time, as for the
extension loaded any other way: without a GPU, every form runs on the CPU.
"""
import os

try:
    from ._version import __version__   # written into the wheel by the build
except ImportError:                     # the source tree, not installed
    __version__ = "unknown"

__all__ = ["load", "loadable_path", "__version__"]


def loadable_path():
    """The extension's path without its ".so", as load_extension() takes it
    (SQLite adds the suffix, and names the entry point sqlite3_gpustr_init
    after the file)."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "gpustr")


def load(conn):
    """Load gpustr into conn: a connection of Python's sqlite3 module (or of
    a module with its interface, such as sqlean.py's) or of apsw.  Loading
    extensions is enabled for the load only."""
    conn.enable_load_extension(True)
    try:
        conn.load_extension(loadable_path())
    finally:
        conn.enable_load_extension(False)
