"""Runs a command and records its wall time and peak resident set size.

Usage: python3 maxrss.py RESULT.json COMMAND [ARGS...]

The peak comes from getrusage(RUSAGE_CHILDREN).ru_maxrss after the command has been waited for:
the largest peak RSS (KiB) among the command and the descendants it waited for. For a wrapper that
is the wrapper itself unless the wrapped command is bigger. Python's own memory is not counted,
and the time excludes Python's start-up. stdin/stdout/stderr pass straight through.
"""

import json
import resource
import subprocess
import sys
import time

result_path, command = sys.argv[1], sys.argv[2:]
t0 = time.monotonic()
code = subprocess.call(command)
elapsed = time.monotonic() - t0
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(result_path, "w") as f:
    json.dump({"returncode": code, "elapsed_s": elapsed, "maxrss_kib": usage.ru_maxrss}, f)
