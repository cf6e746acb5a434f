// The runner's markup read as GitHub's log view shows it: the tags the runner writes
// (actions/runner src/Runner.Worker/ExecutionContext.cs, WellKnownTags; ActionCommandManager.cs,
// group and endgroup) and the workflow commands a command prints for it to read.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readableLine, readableText } from '../../src/logs/runner-markup.js'

describe('readableLine', () => {
  it.each([
    ['##[error]Process completed with exit code 1.', 'Error: Process completed with exit code 1.'],
    [
      '##[warning]Node.js 16 actions are deprecated.',
      'Warning: Node.js 16 actions are deprecated.'
    ],
    ['##[notice]Deployed', 'Notice: Deployed'],
    ['##[debug]Evaluating condition', 'Debug: Evaluating condition'],
    ['##[group]Run npm test', 'Run npm test'],
    ['##[command]/usr/bin/git version', '/usr/bin/git version'],
    ['##[section]Starting: build', 'Starting: build'],
    ['::error file=app.js,line=1,title=Lint: semi::Missing semicolon', 'Error: Missing semicolon'],
    ['  ::warning::disk 95%25 full%0Aclean up', 'Warning: disk 95% full clean up'],
    ['::group::Install', 'Install']
  ])('reads %j as %j', (line, shown) => {
    expect(readableLine(line)).toBe(shown)
  })

  it("shows nothing of a group's end", () => {
    expect(readableLine('##[endgroup]')).toBeUndefined()
    expect(readableLine('::endgroup::')).toBeUndefined()
  })

  it('gives back a line with no markup, or markup it does not know, as it is', () => {
    for (const line of [
      'PASS src/a.test.js',
      'error: ##[error] in the middle',
      '##[add-matcher]/tmp/matcher.json',
      '::set-output name=x::1',
      '##[error',
      ''
    ])
      expect(readableLine(line)).toBe(line)
  })
})

describe('readableText', () => {
  it('reads each line, keeps line ends, and drops the lines that show nothing', () => {
    expect(readableText('##[group]Run make\r\nmake: ok\r\n##[endgroup]\r\ndone\r\n')).toBe(
      'Run make\r\nmake: ok\r\ndone\r\n'
    )
    expect(readableText('no markup\n')).toBe('no markup\n')
  })

  it('is never longer than what it reads: a bound on the text holds on what it shows', () => {
    const line = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('##[error]', '##[group]', '##[endgroup]', '::warning::', '::error x=1::'),
          fc.string()
        )
        .map(([tag, rest]) => tag + rest)
    )
    fc.assert(
      fc.property(fc.array(line), lines => {
        const text = lines.join('\n')
        expect(readableText(text).length).toBeLessThanOrEqual(text.length)
      })
    )
  })
})
