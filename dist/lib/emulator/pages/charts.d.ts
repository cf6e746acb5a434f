/** A bar or a mark of a page's chart (SVG units). */
export interface Shape {
    /** A text's words are its title. */
    shape: 'rect' | 'line' | 'text';
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
    /** One of the chart styles of page-shell.ts. */
    cls: string;
    title: string;
}
export declare const CHART: {
    width: number;
    height: number;
};
export declare const TIMELINE: {
    width: number;
    height: number;
};
/** Room left of the bars for the axis' labels. */
export declare const CHART_LEFT = 56;
/** A bar's height for `seconds`, the longest reaching the top (8 units below the chart's). */
export declare function barHeight(seconds: number, longest: number): number;
/**
 * The duration chart's axis: a line up its left side and along its foot, and the longest and
 * the shortest duration written at their heights with a rule across (one label when they are
 * the same). Nothing for a chart with no bars.
 */
export declare function durationAxis(seconds: number[]): Shape[];
