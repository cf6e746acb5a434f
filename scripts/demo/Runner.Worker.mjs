// The emulated runner's Worker: one process for the whole job, the parent of every step's
// `node` process, as the runner's Runner.Worker is (actions/runner src/Runner.Worker/: the
// Worker runs each step through its process invoker and lives until the job is complete). The
// action names this process as its job's own (run/job-process.ts); killing it, as a machine
// going down would, ends the job. Its file is named so that its command line says Runner.Worker.
// It takes each step over its IPC channel and answers with what the step did.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

process.on('message', m => {
  const t0 = performance.now()
  const child = spawn(m.node, [m.script], {
    env: m.env,
    cwd: m.cwd,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', d => (stdout += d))
  child.stderr.on('data', d => (stderr += d))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGKILL')
  }, m.timeoutMs)
  child.on('close', code => {
    clearTimeout(timer)
    process.send({ id: m.id, code, ms: performance.now() - t0, stdout, stderr, timedOut })
  })
})
