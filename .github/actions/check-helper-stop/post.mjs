// After job-monitor's post step: one end report, the helper stopped on request and gone.
import { main } from '../../self-test/checks.mjs'

const input = name => (process.env[`INPUT_${name.toUpperCase()}`] ?? '').trim()
process.env.EMULATOR_URL = input('url')
process.exitCode = await main(['after-post', input('job-name')])
