/**
 * The geometry of the pages' charts, in SVG units: the job page's duration bars and their axis,
 * the run page's timeline. Shapes are data, drawn by pages.ts and the page's script alike.
 */
import { formatSeconds } from '../../util/duration-text.js'

/** A bar or a mark of a page's chart (SVG units). */
export interface Shape {
  /** A text's words are its title. */
  shape: 'rect' | 'line' | 'text'
  x?: number
  y?: number
  width?: number
  height?: number
  x1?: number
  y1?: number
  x2?: number
  y2?: number
  /** One of the chart styles of page-shell.ts. */
  cls: string
  title: string
}

export const CHART = { width: 640, height: 140 }
export const TIMELINE = { width: 640, height: 48 }

/** Room left of the bars for the axis' labels. */
export const CHART_LEFT = 56

/** A bar's height for `seconds`, the longest reaching the top (8 units below the chart's). */
export function barHeight(seconds: number, longest: number): number {
  return longest ? Math.max(1, (seconds / longest) * (CHART.height - 12)) : 1
}

/**
 * The duration chart's axis: a line up its left side and along its foot, and the longest and
 * the shortest duration written at their heights with a rule across (one label when they are
 * the same). Nothing for a chart with no bars.
 */
export function durationAxis(seconds: number[]): Shape[] {
  if (seconds.length === 0) return []
  const longest = Math.max(0, ...seconds)
  const shortest = Math.min(...seconds)
  const foot = CHART.height - 4
  const left = CHART_LEFT - 4
  const at = (s: number): number => Math.round((foot - barHeight(s, longest)) * 10) / 10
  const label = (s: number): Shape[] => [
    { shape: 'line', x1: left, y1: at(s), x2: CHART.width - 4, y2: at(s), cls: 'grid', title: '' },
    {
      shape: 'text',
      x: 2,
      y: Math.min(foot, Math.max(10, at(s) + 4)),
      cls: 'axis-label',
      title: formatSeconds(s)
    }
  ]
  return [
    { shape: 'line', x1: left, y1: 4, x2: left, y2: foot, cls: 'axis', title: '' },
    { shape: 'line', x1: left, y1: foot, x2: CHART.width - 4, y2: foot, cls: 'axis', title: '' },
    ...label(longest),
    // The shortest is labelled only where its label cannot sit on the longest's.
    ...(at(shortest) - at(longest) >= 12 ? label(shortest) : [])
  ]
}
