# GitLab Runner's shell executor, as far as a job's process tree goes: run as `gitlab-runner run`
# (argv0 and argv1 as the runner's own process has them), it runs one job's stages as the
# runner's source does, each in a new `bash -l` that leads a process group of its own and reads
# the stage's script on stdin:
# - executors/shell/shell.go Run, helpers/process/job_unix.go (Setpgid), shells/bash.go
#   GetConfiguration (`bash -l`) and BashWriter.Finish (the script: `trap 'exit 1' TERM`,
#   errexit, the user's lines eval'd in a subshell with stdin from /dev/null);
# - a cancel (SIGUSR1 here): SIGTERM to the running stage's group, SIGKILL to it after the
#   graceful timeout (helpers/process/killer_unix.go, killer.go KillAndWait; 10 min there,
#   `graceMs` here), then after_script with CI_JOB_STATUS=canceled (common/build.go, GitLab and
#   runner >= 17.0);
# - a forced cancel (SIGUSR2: cancel pressed twice, or an older GitLab): the same kill, and no
#   after_script.
# The job is a JSON file named by JM_MODEL_JOB: {script, after_script, env, cwd, graceMs, events}.
import json
import os
import signal
import subprocess
import threading
import time

spec = json.load(open(os.environ["JM_MODEL_JOB"]))
events = open(spec["events"], "a", buffering=1)
cancel = None
current = None


def event(*words):
    events.write(" ".join(str(w) for w in words) + "\n")


def finish(lines):
    body = "\n".join(lines)
    quoted = "'" + body.replace("'", "'\\''") + "'"
    return (
        "trap 'exit 1' TERM\n\n"
        'case "$(set -o)" in *"pipefail"*) set -o pipefail;; esac; set -o errexit\n'
        "set +o noclobber\n"
        "(trap 'exit 1' TERM; eval " + quoted + ") < /dev/null\n"
        "exit 0\n"
    )


def kill_stage(pid):
    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    time.sleep(spec["graceMs"] / 1000)
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def on_cancel(signum, _frame):
    global cancel
    if cancel is not None:
        return
    cancel = "force" if signum == signal.SIGUSR2 else "cancel"
    if current is not None:
        threading.Thread(target=kill_stage, args=(current.pid,), daemon=True).start()


def stage(name, lines, extra):
    global current
    env = dict(os.environ)
    env.pop("JM_MODEL_JOB", None)
    env.update(spec["env"])
    env.update(extra)
    p = subprocess.Popen(
        ["bash", "-l"],
        stdin=subprocess.PIPE,
        env=env,
        cwd=spec["cwd"],
        preexec_fn=lambda: os.setpgid(0, 0),
    )
    current = p
    event("stage", name, p.pid)
    p.stdin.write(finish(lines).encode())
    p.stdin.close()
    code = p.wait()
    current = None
    return code


signal.signal(signal.SIGUSR1, on_cancel)
signal.signal(signal.SIGUSR2, on_cancel)
code = stage("step_script", spec["script"], {})
status = "canceled" if cancel else ("success" if code == 0 else "failed")
if cancel != "force":
    stage("after_script", spec["after_script"], {"CI_JOB_STATUS": status})
event("done", status)
