// The check runs in the post step, after job-monitor's post step has stopped the helper.
console.log(
  "the helper's stop and the end report are checked after the job, in this action's post step"
)
