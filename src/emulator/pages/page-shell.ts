/**
 * What every page of the emulator shares: its style, its navigation, its script, its headers.
 * Each page runs only the pages' inline script (page-script.ts) and this style, allowed by their
 * hashes (Content-Security-Policy): no markup that text from a request could smuggle in can run.
 */
import { createHash } from 'node:crypto'
import { PAGE_SCRIPT } from './page-script.js'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export const STYLE = `
  /* The scripts keep the row being read in place themselves (page-script.ts). */
  html { overflow-anchor: none; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; margin: .5rem 0 1rem; }
  h2 { font-size: 1.05rem; margin-top: 1.5rem; }
  nav a { margin-right: 1rem; color: #0969da; text-decoration: none; font-weight: 600; }
  a { color: #0969da; }
  a:not([href]) { color: inherit; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  /* A number, a duration: one line, never "3 min 39 / s". */
  .num { text-align: right; white-space: nowrap; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; background: #6e7781; white-space: nowrap; }
  .status-running { background: #0969da; }
  .status-stalled { background: #bc4c00; }
  .status-success { background: #1a7f37; }
  .status-failed { background: #cf222e; }
  .health-failing { background: #cf222e; } .health-stalled { background: #bc4c00; }
  .health-cancelled { background: #6e7781; }
  .health-flaky { background: #9a6700; } .health-healthy { background: #1a7f37; }
  .health-late { background: #8250df; }
  .slow { color: #9a6700; font-weight: 600; }
  /* A cell's facts, one to a line. */
  .line { display: block; }
  .line[hidden] { display: none; }
  .strip { display: block; margin: .3rem 0 .1rem; background: none; }
  .small { font-size: .8rem; }
  /* Long log lines and long values wrap: nothing may push the page past its right edge. */
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  td, dd, h1, p { overflow-wrap: break-word; }
  /* Free text (errors, logs, values) may break anywhere, so its column can be as narrow as the
     page needs; a name keeps a readable width. */
  .wrap-any, dd, h1 { overflow-wrap: anywhere; }
  td.name { overflow-wrap: anywhere; min-width: 9rem; }
  .why { border-left: 4px solid #6e7781; padding: .2rem 0 .2rem 1rem; margin: 1rem 0; }
  .why-failed { border-color: #cf222e; } .why-stalled { border-color: #bc4c00; }
  .why-cancelled { border-color: #6e7781; } .why-success { border-color: #1a7f37; }
  .why-running { border-color: #0969da; }
  .why p { margin: .3rem 0; }
  details.meta > summary { cursor: pointer; font-weight: 600; margin-top: 1.5rem; }
  /* A narrow screen: each row of a wide table becomes a card of labelled lines. */
  @media (max-width: 760px) {
    body { margin: 1rem; }
    table.cards, table.cards > tbody, table.cards > tbody > tr, table.cards > tbody > tr > td { display: block; width: auto; }
    table.cards > thead { display: none; }
    table.cards > tbody > tr { border-bottom: 2px solid #d0d7de; padding: .4rem 0; }
    table.cards > tbody > tr > td { border: 0; padding: .15rem 0; text-align: left; }
    table.cards > tbody > tr > td:empty { display: none; }
    table.cards > tbody > tr > td[data-label]::before { content: attr(data-label) ": "; color: #57606a; font-size: .8rem; }
    .filters { flex-wrap: wrap; }
    .facts { grid-template-columns: 1fr; }
    /* A job is a short card, so that a screen holds many: its name, health and strip, the
       line under them, its last run and failure, its durations and share of successes, each
       part on the line where it fits (the flex order below, two line breaks drawn by the row's
       own ::before and ::after). Its sparkline and count of kept runs are on its page. */
    table.cards > tbody[data-list="jobs"] > tr { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .8rem; padding: .5rem 0; }
    table.cards > tbody[data-list="jobs"] > tr::before, table.cards > tbody[data-list="jobs"] > tr::after { content: ""; flex-basis: 100%; height: 0; }
    table.cards > tbody[data-list="jobs"] > tr::before { order: 20; }
    table.cards > tbody[data-list="jobs"] > tr::after { order: 30; }
    table.cards > tbody[data-list="jobs"] > tr > td { padding: 0; order: 31; }
    table.cards > tbody[data-list="jobs"] > tr > td.name { order: 10; font-weight: 600; min-width: 0; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] { display: contents; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .status { order: 11; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .strip { order: 12; margin: 0; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .small { order: 13; flex-basis: 100%; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Last run"] { order: 21; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Last failure"] { order: 22; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Runs kept"],
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Durations"] { display: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Job"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Duration"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Succeeded"]::before { content: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Succeeded"]::after { content: " succeeded"; }
    table.cards > tbody[data-list="jobs"] .line { display: inline; margin-right: .5rem; }
    table.cards > tbody[data-list="jobs"] .line[hidden] { display: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Duration"]:not(:has(> .line:not([hidden]))) { display: none; }
  }
  #log { max-height: 32rem; }
  .empty { color: #6e7781; }
  .filters { display: flex; gap: 1rem; align-items: end; margin-bottom: 1rem; }
  .filters label { display: flex; flex-direction: column; font-size: .8rem; color: #57606a; }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  .facts dt { color: #57606a; }
  .facts dd { margin: 0; }
  svg { background: #f6f8fa; border-radius: .3rem; max-width: 100%; }
  .bar-success { fill: #1a7f37; } .bar-failed { fill: #cf222e; } .bar-cancelled { fill: #6e7781; }
  .bar-running { fill: #0969da; } .bar-stalled { fill: #bc4c00; }
  .mark-heartbeat { fill: #0969da; } .mark-start, .mark-end { fill: #1f2328; }
  .spark { stroke: #0969da; stroke-width: 1.5; fill: #0969da; }
  .spark-box { display: block; }
  .axis-label { fill: #57606a; font-size: 10px; }
  .grid { stroke: #d0d7de; stroke-width: 1; stroke-dasharray: 3 3; }
  .axis { fill: none; stroke: #8c959f; stroke-width: 1; }
  .rules { color: #cf222e; white-space: pre-line; }
  .nowrap { white-space: nowrap; }
  .recent { list-style: none; margin: 0; padding: 0; } .recent li { white-space: pre-wrap; }
`

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64')

/** Every page's headers: the pages' script and the shared style, by hash, and nothing else. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = pageHeaders(PAGE_SCRIPT)

function pageHeaders(script: string): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy':
      `default-src 'none'; script-src 'sha256-${sha256(script)}'; ` +
      `style-src 'sha256-${sha256(STYLE)}'; connect-src 'self'; base-uri 'none'; ` +
      `form-action 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store'
  })
}

const NAV: Array<[string, string]> = [
  ['/', 'Jobs'],
  ['/runs', 'Runs'],
  ['/pipelines', 'Pipelines'],
  ['/requests', 'Requests']
]

/** A whole page around `body`, with the pages' script; `view`: the JSON the script polls. */
export function layout(title: string, body: string, view: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body data-view="${escapeHtml(view)}">
<nav>${NAV.map(([href, name]) => `<a href="${href}">${name}</a>`).join('')}</nav>
${body}
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`
}

/**
 * A moment in a row: how long ago, the absolute time on hover, the ISO time for machines, from
 * the row's `NAME_ago`, `NAME_at` and `NAME_iso` (format.ts, momentOf); the script keeps all
 * three (`data-cell`, `data-title`, `data-time`). Every table's times are drawn by this one.
 */
export function rowTime(row: Readonly<Record<string, unknown>>, name: string): string {
  const field = (suffix: string): string => {
    const v = row[`${name}_${suffix}`]
    return typeof v === 'string' ? v : ''
  }
  const iso = field('iso')
  return `<time${iso ? ` datetime="${escapeHtml(iso)}"` : ''} title="${escapeHtml(field('at'))}" data-cell="${name}_ago" data-title="${name}_at" data-time="${name}_iso">${escapeHtml(field('ago'))}</time>`
}

/** A link to one of the emulator's pages with `name` in its query: built here, never from text. */
export function pageHref(page: '/job' | '/run', name: string): string {
  return `${page}?${page === '/job' ? 'name' : 'id'}=${encodeURIComponent(name)}`
}
