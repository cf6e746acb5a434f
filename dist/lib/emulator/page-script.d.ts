/**
 * The run page's script: every few seconds it fetches the page's view (view.ts), with the logs
 * of the runs whose log is open, and updates the rows in place, so a log the user opened stays
 * open and keeps its scroll. New rows are clones of the page's own row template. The row the
 * user is reading stays where it is on the screen (the page is scrolled by what arrived above
 * it, unless it is at its very top, where the user watches new runs arrive). Every value from
 * the view is set with textContent, never parsed as HTML. Plain browser JavaScript, served
 * inline as written (no build step); the page's Content-Security-Policy allows this script by
 * its hash and nothing else.
 */
export declare const RUNS_PAGE_POLL_MS = 2000;
/**
 * The pages' polling loop, shared by their scripts: \`poll()\` fetches the view at \`urlJs\` (an
 * expression of the script), hands it to the script's \`apply\`, says in \`updated\` when the
 * emulator does not answer or refuses (a filter it cannot read: a 400 with its words), and
 * polls again RUNS_PAGE_POLL_MS later.
 */
export declare function pollingJs(urlJs: string): string;
export declare const RUNS_PAGE_SCRIPT: string;
