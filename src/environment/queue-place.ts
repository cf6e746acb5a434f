/** The variables that place the queue, read where a front end starts (see queue/location.ts). */
import type { QueuePlaceFacts } from '../queue/location.js'

export function readQueuePlace(env: NodeJS.ProcessEnv): QueuePlaceFacts {
  const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined
  return {
    queueDir: trimmed(env.JOB_MONITOR_QUEUE_DIR),
    stateHome: trimmed(env.XDG_STATE_HOME),
    localAppData: trimmed(env.LOCALAPPDATA),
    home: trimmed(env.HOME),
    userProfile: trimmed(env.USERPROFILE)
  }
}
