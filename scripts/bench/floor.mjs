// The toolkit floor: the least a JavaScript action built on the official toolkit does. It loads
// @actions/core and @actions/github, reads one input and sets one output. Bundled with ncc at
// bench time, it is the baseline the action's own main and post steps are compared with.
import * as core from '@actions/core'
import * as github from '@actions/github'

const jobName = core.getInput('job-name')
core.setOutput('floor', `${jobName}:${github.context.runId}`)
