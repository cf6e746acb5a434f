/** The YAML parser is loaded only for metadata written in YAML: main and post start fast. */
import { beforeEach, describe, expect, it, jest } from '@jest/globals'

let loads = 0
let parseMetadata: typeof import('../../src/action/settings.js').parseMetadata
// Each case on modules loaded afresh: whether the parser was loaded is a fact of one module
// registry, and a case run after the YAML one would find it loaded already.
beforeEach(async () => {
  jest.resetModules()
  loads = 0
  jest.unstable_mockModule('yaml', () => {
    loads++
    return { parse: (text: string) => Object.fromEntries([text.split(':').map(s => s.trim())]) }
  })
  ;({ parseMetadata } = await import('../../src/action/settings.js'))
})

describe('parseMetadata', () => {
  it.each([[''], ['   '], ['\n'], ['{"team": "data"}'], ['  {"n": 1}']])(
    'reads %j without loading the YAML parser',
    async text => {
      await parseMetadata(text, 'metadata')
      expect(loads).toBe(0)
    }
  )

  it('loads it for YAML', async () => {
    expect(await parseMetadata('team: data', 'metadata')).toEqual({ team: 'data' })
    expect(loads).toBe(1)
  })
})
