import { describe, expect, it } from '@jest/globals'
import {
  ReportInputError,
  endReport,
  heartbeatBody,
  pipelineNotification,
  startReport
} from '../../src/client/reports.js'
import { isoUtc } from '../../src/client/wire.js'
import { usesProxy } from '../../src/client/transport.js'
import { readProxyFacts } from '../../src/environment/proxy.js'
import { decodeBody } from '../../src/client/decode.js'

describe('report bodies', () => {
  const startTime = isoUtc(Date.parse('2026-11-22T10:00:00.123Z'))

  it('formats timestamps in UTC with an explicit offset', () => {
    expect(startTime).toBe('2026-11-22T10:00:00.123+00:00')
  })

  it('a start has run_id "", end_time null, error_details null; metadata and tags as given', () => {
    expect(
      startReport({ jobName: 'j', startTime, metadata: { rows: 3, ok: true }, tags: ['nightly'] })
    ).toEqual({
      job_name: 'j',
      status: 'running',
      run_id: '',
      start_time: startTime,
      end_time: null,
      error_details: null,
      metadata: { rows: 3, ok: true },
      tags: ['nightly']
    })
  })

  it('an end without error says None; with one, the message; the start_time is kept to the byte', () => {
    const odd = '2026-11-22T10:00:00+00:00'
    const base = { jobName: 'j', startTime: odd, runId: 'r', endTime: startTime }
    expect(endReport({ ...base, status: 'success' }).error_details).toBe('None')
    expect(endReport({ ...base, status: 'success', errorDetails: '' }).error_details).toBe('None')
    expect(endReport({ ...base, status: 'failed', errorDetails: 'exit 3' }).error_details).toBe(
      'exit 3'
    )
    expect(endReport({ ...base, status: 'cancelled' }).start_time).toBe(odd)
  })

  it('leaves out logs and metadata rather than sending null, but keeps tags: null', () => {
    const body = startReport({ jobName: 'j', startTime, tags: null, logs: '' })
    expect(body).not.toHaveProperty('logs')
    expect(body).not.toHaveProperty('metadata')
    expect(body.tags).toBeNull()
  })

  it('refuses what the service would reject', () => {
    expect(() => startReport({ jobName: ' ', startTime })).toThrow(ReportInputError)
    expect(() => startReport({ jobName: 'j', startTime: 'yesterday' })).toThrow(/ISO 8601/)
    expect(() => startReport({ jobName: 'j', startTime, tags: [1 as unknown as string] })).toThrow(
      /tags/
    )
    expect(() =>
      startReport({
        jobName: 'j',
        startTime,
        metadata: [] as unknown as object as Record<string, unknown>
      })
    ).toThrow(/metadata/)
    expect(() =>
      endReport({
        jobName: 'j',
        startTime,
        runId: 'r',
        endTime: startTime,
        status: 'running' as never
      })
    ).toThrow(/status/)
    expect(() => pipelineNotification({ status: 'cancelled' as never })).toThrow(/pipeline status/)
  })

  it('builds heartbeats and pipeline notifications', () => {
    expect(heartbeatBody({ jobName: 'j', currentTime: startTime })).toEqual({
      job_name: 'j',
      current_time: startTime
    })
    expect(
      pipelineNotification({ status: 'failed', message: 'boom', metadata: { secs: 1.5 } })
    ).toEqual({
      status: 'failed',
      message: 'boom',
      metadata: { secs: 1.5 }
    })
  })
})

describe('decoding', () => {
  it('parses a JSON string holding an object twice, and a plain object once', () => {
    expect(decodeBody(JSON.stringify(JSON.stringify({ run_id: 'a' })))).toEqual({ run_id: 'a' })
    expect(decodeBody(JSON.stringify({ run_id: 'a' }))).toEqual({ run_id: 'a' })
    expect(decodeBody('"just text"')).toBe('just text')
  })
})

describe('proxies', () => {
  it('uses the proxy-aware transport only where a proxy applies', () => {
    const env = readProxyFacts({
      HTTPS_PROXY: 'http://proxy:3128',
      NO_PROXY: '.internal,example.org'
    })
    expect(usesProxy('https://monitor.example.com/x', env)).toBe(true)
    expect(usesProxy('https://a.internal/x', env)).toBe(false)
    expect(usesProxy('https://example.org/x', env)).toBe(false)
    expect(usesProxy('http://127.0.0.1:8080/x', env)).toBe(false)
    expect(usesProxy('http://monitor.example.com/x', env)).toBe(false)
    expect(usesProxy('https://monitor.example.com/x', readProxyFacts({}))).toBe(false)
  })
})
