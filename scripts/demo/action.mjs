// Demo: one GitHub Actions job run through the built action bundles, as the runner runs them:
// main (start report, helper spawned), heartbeats while a step works for a few seconds, a
// failing step, then post with job.status `failure` (end report with the failed outcome).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Job } from './runner.mjs'

export async function run({ url, apiKey, log, pause }) {
  const job = new Job({ workflow: 'Demo', job: 'build' })
  const inputs = {
    'api-key': apiKey,
    'base-url': url,
    'job-name': 'demo / github action',
    'heartbeat-interval': '1',
    'log-paths': join(job.workspace, 'build.log')
  }
  try {
    const main = await job.main(inputs)
    log(
      `action main: exit ${main.code} in ${Math.round(main.ms)} ms, run id ${main.outputs['run-id'] || '(queued)'}`
    )
    log('step "build": works for 3 s while the helper sends heartbeats')
    writeFileSync(
      join(job.workspace, 'build.log'),
      'compiling...\nerror: the demo fails on purpose\n'
    )
    await pause(3000)
    log('step "test": exits 1 (the job fails)')
    const post = await job.post(inputs, { jobStatus: 'failure' })
    const beats = /\| Heartbeats \| ([^|]+) \|/.exec(post.summary)?.[1]?.trim() ?? '?'
    log(
      `action post: exit ${post.code} in ${Math.round(post.ms)} ms, end report 'failed', heartbeats ${beats}`
    )
    const left = job.trackedPids()
    log(`processes left by the job: ${left.length}`)
  } finally {
    job.dispose()
  }
}
