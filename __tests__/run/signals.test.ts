/** The cancel signals every front end listens to, Windows' Ctrl-Break among them. */
import { describe, expect, it } from '@jest/globals'
import { EventEmitter } from 'node:events'
import { CANCEL_SIGNALS, type SignalSource, cancelOnSignals } from '../../src/run/signals.js'

describe('cancelOnSignals', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGBREAK', 'SIGHUP'] as const)('is cancelled by %s', signal => {
    const source = new EventEmitter()
    const cancel = cancelOnSignals({ source: source as unknown as SignalSource })
    source.emit(signal, signal)
    expect(cancel.signal.aborted).toBe(true)
    expect(cancel.by()).toBe(signal)
    cancel.dispose()
    for (const s of CANCEL_SIGNALS) expect(source.listenerCount(s)).toBe(0)
  })
})
