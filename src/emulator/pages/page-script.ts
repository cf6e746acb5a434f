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
export const RUNS_PAGE_POLL_MS = 2000

/**
 * The pages' polling loop, shared by their scripts: \`poll()\` fetches the view at \`urlJs\` (an
 * expression of the script), hands it to the script's \`apply\`, says in \`updated\` when the
 * emulator does not answer or refuses (a filter it cannot read: a 400 with its words), and
 * polls again RUNS_PAGE_POLL_MS later.
 */
export function pollingJs(urlJs: string): string {
  return `
  var timer = null;
  function poll() {
    clearTimeout(timer);
    fetch(${urlJs}, { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) throw new Error(body && body.error ? body.error : 'status ' + res.status);
          return body;
        });
      })
      .then(apply)
      .catch(function (e) {
        setText(updated, 'The emulator did not answer (' + e.message + '); trying again.');
      })
      .then(function () {
        clearTimeout(timer);
        timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
      });
  }`
}

export const RUNS_PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = '/_emulator/pages/runs';
  var tbody = document.getElementById('run-rows');
  var template = document.getElementById('run-row');
  var table = document.getElementById('runs');
  var noRuns = document.getElementById('no-runs');
  var retention = document.getElementById('retention');
  var shown = document.getElementById('shown');
  var updated = document.getElementById('updated');

  function setText(el, text) {
    if (el && el.textContent !== text) el.textContent = text;
  }

  function rowFor(run) {
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].dataset.runId === run.run_id) return rows[i];
    }
    var tr = template.content.firstElementChild.cloneNode(true);
    tr.dataset.runId = run.run_id;
    return tr;
  }

  function fill(tr, run) {
    var cells = tr.querySelectorAll('[data-cell]');
    for (var i = 0; i < cells.length; i++) {
      var value = run[cells[i].dataset.cell];
      setText(cells[i], value === undefined ? '' : String(value));
    }
    // Links to the emulator's own pages only: built by the server, checked again here.
    var links = tr.querySelectorAll('[data-href]');
    for (var k = 0; k < links.length; k++) {
      var href = run[links[k].dataset.href];
      if (typeof href === 'string' && href.charAt(0) === '/' && href.charAt(1) !== '/') {
        if (links[k].getAttribute('href') !== href) links[k].setAttribute('href', href);
      }
    }
    var status = tr.querySelector('[data-cell="status"]');
    var statusClass = 'status status-' + run.status_class;
    if (status.className !== statusClass) status.className = statusClass;
    var details = tr.querySelector('details');
    details.hidden = !run.logs_title;
    setText(details.querySelector('summary'), run.logs_title);
    var pre = details.querySelector('pre');
    // Logs come only for the logs that are open; a closed one keeps its text until opened.
    if (run.logs !== undefined && pre.textContent !== run.logs) {
      // Replacing the text would scroll the log back to its top.
      var top = pre.scrollTop;
      pre.textContent = run.logs;
      pre.scrollTop = top;
    }
  }

  // The first row in view, and where it is: rows that arrive above it must not move it.
  function anchor() {
    if (window.scrollY === 0) return null;
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.bottom > 0) return { row: rows[i], top: box.top };
    }
    return null;
  }

  function apply(view) {
    var held = anchor();
    var keep = {};
    var before = tbody.firstElementChild;
    for (var i = 0; i < view.runs.length; i++) {
      var run = view.runs[i];
      var tr = rowFor(run);
      fill(tr, run);
      keep[run.run_id] = true;
      // Rows already in order stay where they are: moving one would reset its log's scroll.
      if (tr !== before) tbody.insertBefore(tr, before);
      before = tr.nextElementSibling;
    }
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var j = 0; j < rows.length; j++) {
      if (!keep[rows[j].dataset.runId]) rows[j].remove();
    }
    table.hidden = view.runs.length === 0;
    noRuns.hidden = view.runs.length > 0;
    setText(retention, view.retention);
    setText(shown, view.shown);
    setText(updated, view.updated);
    if (held && held.row.isConnected) {
      var moved = held.row.getBoundingClientRect().top - held.top;
      if (moved) window.scrollBy(0, moved);
    }
  }

  // The filters live in the page's own address, so a reload or a shared link keeps them.
  var FILTERS = { job: 'filter-job', status: 'filter-status', since: 'filter-since' };
  function filterQuery() {
    var query = new URLSearchParams();
    for (var name in FILTERS) {
      var value = document.getElementById(FILTERS[name]).value;
      if (value) query.set(name, value);
    }
    return query;
  }
  var typing = null;
  function filtersChanged() {
    var query = filterQuery().toString();
    history.replaceState(null, '', query ? '?' + query : location.pathname);
    clearTimeout(typing);
    typing = setTimeout(poll, 250);
  }
  document.getElementById('filters').addEventListener('input', filtersChanged);
  document.getElementById('filters').addEventListener('change', filtersChanged);

  function viewUrl() {
    var query = filterQuery();
    var open = tbody.querySelectorAll('tr[data-run-id] details[open]');
    for (var i = 0; i < open.length; i++) {
      query.append('logs', open[i].closest('tr').dataset.runId);
    }
    return VIEW + '?' + query.toString();
  }

${pollingJs('viewUrl()')}
  // A log opened shows its newest text at once, not at the next poll.
  tbody.addEventListener(
    'toggle',
    function (e) {
      if (e.target.open) poll();
    },
    true
  );
  timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
})();
`
