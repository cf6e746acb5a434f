// The check runs in the post step, after job-monitor's post step has sent the end report.
console.log("the end report is checked after the job, in this action's post step")
