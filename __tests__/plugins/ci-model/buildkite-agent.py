# The Buildkite agent's job process, as far as a job's process tree goes: run as
# `buildkite-agent bootstrap` (the agent starts `<its path> bootstrap`, clicommand/agent_start.go,
# agent/job_runner.go), it runs one job's phases as the bootstrap's source does:
# - each hook through a wrapper script that sources it (internal/job/hook/wrapper.go, the POSIX
#   template, less its `env dump` lines), run by its shebang or by `hooks-shell`
#   (internal/shell/shell.go Script); the command as `/bin/bash -e -c <command>`;
# - each in a pseudo-terminal of its own, as its session leader (internal/process/pty.go
#   StartPTY: Setsid, Setctty) or, with `pty: false`, in a process group of its own
#   (signal_notwindows.go setupProcessGroup);
# - pre-command, then the command if pre-command succeeded, then pre-exit with
#   BUILDKITE_COMMAND_EXIT_STATUS (-1 for a command killed by a signal) and, after a cancel,
#   BUILDKITE_JOB_CANCELLED=true (internal/job/executor.go);
# - SIGTERM (the agent's cancel, agent/run_job.go Cancel()) passes `cancelSignal` on to the group
#   of what runs, and SIGKILL to that group after `graceMs` (internal/process/process.go
#   onContextCancel). The agent's own SIGKILL of this process's group is the test's to send.
# The job is a JSON file named by JM_MODEL_JOB:
# {hooks, command, env, cwd, pty, hooksShell, cancelSignal, graceMs, events, log}.
import fcntl
import json
import os
import pty
import signal
import subprocess
import termios
import threading
import time

spec = json.load(open(os.environ["JM_MODEL_JOB"]))
events = open(spec["events"], "a", buffering=1)
log = open(spec["log"], "ab", buffering=0)
cancelled = False
current = None


def event(*words):
    events.write(" ".join(str(w) for w in words) + "\n")


def environment(extra):
    env = dict(os.environ)
    env.pop("JM_MODEL_JOB", None)
    env.update(spec["env"])
    env.update(extra)
    return env


def copy(master):
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        log.write(chunk)
    os.close(master)


def start(argv, extra):
    if spec["pty"]:
        master, slave = pty.openpty()

        def session():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        p = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave,
                             env=environment(extra), cwd=spec["cwd"], preexec_fn=session)
        os.close(slave)
        threading.Thread(target=copy, args=(master,), daemon=True).start()
        return p
    return subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                            env=environment(extra), cwd=spec["cwd"],
                            preexec_fn=lambda: os.setpgid(0, 0))


def run(name, argv, extra):
    global current
    p = start(argv, extra)
    current = p
    event(name, p.pid)
    code = p.wait()
    current = None
    return code


def hook(name, extra):
    path = os.path.join(spec["hooks"], name)
    with open(path) as f:
        first = f.readline().rstrip("\n")
    wrappers = os.path.join(spec["cwd"], "buildkite-agent-hook-wrapper")
    os.makedirs(wrappers, exist_ok=True)
    wrapper = os.path.join(wrappers, "hook-wrapper-" + name)
    with open(wrapper, "w") as f:
        f.write((first + "\n" if first.startswith("#!") else "") +
                '. "' + path + '"\n'
                "export BUILDKITE_HOOK_EXIT_STATUS=$?\n"
                'export BUILDKITE_HOOK_WORKING_DIR="${PWD}"\n'
                "exit $BUILDKITE_HOOK_EXIT_STATUS\n")
    os.chmod(wrapper, 0o700)
    argv = spec["hooksShell"].split() + [wrapper] if spec.get("hooksShell") else [wrapper]
    return run(name, argv, extra)


def kill_running(pid, sig):
    try:
        os.killpg(pid, sig)
    except ProcessLookupError:
        return
    time.sleep(spec["graceMs"] / 1000)
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def on_term(_signum, _frame):
    global cancelled
    if cancelled:
        return
    cancelled = True
    if current is not None:
        sig = getattr(signal, spec.get("cancelSignal") or "SIGTERM")
        threading.Thread(target=kill_running, args=(current.pid, sig), daemon=True).start()


signal.signal(signal.SIGTERM, on_term)
extra = {}
if hook("pre-command", {}) == 0 and not cancelled:
    code = run("command", ["/bin/bash", "-e", "-c", spec["command"]], {})
    extra["BUILDKITE_COMMAND_EXIT_STATUS"] = str(code if code >= 0 else -1)
if cancelled:
    extra["BUILDKITE_JOB_CANCELLED"] = "true"
hook("pre-exit", extra)
event("done")
