/**
 * The pages' one script: every few seconds it fetches the page's view (the JSON at the body's
 * data-view, with the page's query) and updates the page in place, so nothing the user opened
 * closes and the row being read stays where it is on the screen. What it fills is marked in the
 * HTML: `data-bind` (a text, or with `data-bind-class` a style; `data-bind-title` and
 * `data-bind-time` a hover text and a <time>'s datetime; `data-bind-hide-empty` hides what the view
 * leaves empty; the view's `title` the document's), `data-list` (rows kept by their
 * key, new ones cloned from the list's template, their `data-cell` texts, their `data-class`
 * style, their `data-href` link, their `data-ext-href` link out (http and https only), their
 * `data-title` hover text, `data-time` datetime, `data-hide-empty` parts, their `data-row-chart`
 * sparkline and a `data-logs` log), `data-chart` (an SVG's shapes and axis labels), the log
 * with its search box, and the run list's filters, kept in the page's own address. Every value is
 * set with textContent or as an attribute, never parsed as HTML. Plain browser JavaScript,
 * served inline as written (no build step); the pages' Content-Security-Policy allows this script
 * by its hash and nothing else.
 */
export const PAGE_POLL_MS = 2000

export const PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = document.body.dataset.view;
  var SVG = 'http://www.w3.org/2000/svg';
  var updated = document.getElementById('updated');

  function setText(el, text) {
    text = text === undefined || text === null ? '' : String(text);
    if (el && el.textContent !== text) el.textContent = text;
  }
  // Links to the emulator's own pages only: built by the server, checked again here.
  function ownLink(href) {
    return typeof href === 'string' && href.charAt(0) === '/' && href.charAt(1) !== '/';
  }

  function setAttr(el, name, value) {
    if (typeof value === 'string' && el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  // A link out of the emulator (a run's URL in its metadata): http and https only, else no link.
  function setOutsideLink(el, href) {
    var scheme = typeof href === 'string' ? href.slice(0, 8).toLowerCase() : '';
    if (scheme.indexOf('http://') === 0 || scheme === 'https://') setAttr(el, 'href', href);
    else el.removeAttribute('href');
  }

  function fillRow(el, row) {
    var cells = el.querySelectorAll('[data-cell]');
    for (var i = 0; i < cells.length; i++) setText(cells[i], row[cells[i].dataset.cell]);
    var styled = el.querySelectorAll('[data-class]');
    for (var j = 0; j < styled.length; j++) {
      var name = styled[j].dataset.classBase + row[styled[j].dataset.class];
      if (styled[j].className !== name) styled[j].className = name;
    }
    var links = el.querySelectorAll('[data-href]');
    for (var k = 0; k < links.length; k++) {
      var href = row[links[k].dataset.href];
      if (ownLink(href)) setAttr(links[k], 'href', href);
      // No link now: a link the row had before would lead to what it no longer shows.
      else if (href === '') links[k].removeAttribute('href');
    }
    var titled = el.querySelectorAll('[data-title]');
    for (var t = 0; t < titled.length; t++) setAttr(titled[t], 'title', row[titled[t].dataset.title]);
    var times = el.querySelectorAll('[data-time]');
    for (var m = 0; m < times.length; m++) setAttr(times[m], 'datetime', row[times[m].dataset.time]);
    var outside = el.querySelectorAll('[data-ext-href]');
    for (var o = 0; o < outside.length; o++) setOutsideLink(outside[o], row[outside[o].dataset.extHref]);
    var hideable = el.querySelectorAll('[data-hide-empty]');
    for (var h = 0; h < hideable.length; h++) hideable[h].hidden = !row[hideable[h].dataset.hideEmpty];
    var charts = el.querySelectorAll('[data-row-chart]');
    for (var c = 0; c < charts.length; c++) {
      if (Array.isArray(row[charts[c].dataset.rowChart])) fillChart(charts[c], row[charts[c].dataset.rowChart]);
    }
    var details = el.querySelector('details[data-logs]');
    if (details) fillLogs(details, row);
  }

  // A row's log: the view sends it only while it is open; a closed one keeps its text.
  function fillLogs(details, row) {
    details.hidden = !row.logs_title;
    setText(details.querySelector('summary'), row.logs_title);
    var pre = details.querySelector('pre');
    if (row.logs !== undefined && pre.textContent !== row.logs) {
      // Replacing the text would scroll the log back to its top.
      var top = pre.scrollTop;
      pre.textContent = row.logs;
      pre.scrollTop = top;
    }
  }

  // A row's key: in data-key, or in the attribute the list names (the run list's data-run-id).
  function keyAttr(list) {
    return 'data-' + (list.dataset.keyAttr || 'key');
  }

  function fillList(list, rows) {
    var template = document.getElementById(list.dataset.template);
    var attr = keyAttr(list);
    var field = list.dataset.keyField || 'key';
    // Maps without a prototype: a key may be any job's name, \`constructor\` or \`__proto__\` too.
    var byKey = Object.create(null);
    var kept = list.children;
    for (var i = 0; i < kept.length; i++) byKey[kept[i].getAttribute(attr)] = kept[i];
    var before = list.firstElementChild;
    var keep = Object.create(null);
    for (var r = 0; r < rows.length; r++) {
      var key = String(rows[r][field]);
      var el = byKey[key];
      if (!el) {
        el = template.content.firstElementChild.cloneNode(true);
        el.setAttribute(attr, key);
      }
      fillRow(el, rows[r]);
      keep[key] = true;
      // Rows already in order stay where they are: moving one would reset its log's scroll.
      if (el !== before) list.insertBefore(el, before);
      before = el.nextElementSibling;
    }
    for (var k in byKey) if (!keep[k]) byKey[k].remove();
    var empty = document.getElementById(list.dataset.empty || list.dataset.template + '-empty');
    if (empty) empty.hidden = rows.length > 0;
    var box = list.dataset.box && document.getElementById(list.dataset.box);
    if (box) box.hidden = rows.length === 0;
  }

  // Charts hold no state of the user's: redrawn from the view's shapes.
  function fillChart(svg, shapes) {
    while (svg.lastChild) svg.lastChild.remove();
    for (var i = 0; i < shapes.length; i++) {
      var s = shapes[i];
      var tag = s.shape === 'line' || s.shape === 'text' ? s.shape : 'rect';
      var el = document.createElementNS(SVG, tag);
      var attrs = ['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2'];
      for (var a = 0; a < attrs.length; a++) {
        if (typeof s[attrs[a]] === 'number') el.setAttribute(attrs[a], String(s[attrs[a]]));
      }
      el.setAttribute('class', s.cls);
      // An axis label shows its text; a bar or a mark says what it is on hover.
      var title = tag === 'text' ? el : document.createElementNS(SVG, 'title');
      title.textContent = s.title || '';
      if (tag !== 'text') el.appendChild(title);
      svg.appendChild(el);
    }
  }

  // The log: the lines holding the search text (any case), else all of it.
  var logText = null;
  var log = document.getElementById('log');
  var search = document.getElementById('log-search');
  var matches = document.getElementById('log-matches');
  function showLog() {
    if (!log || logText === null) return;
    var term = search ? search.value.toLowerCase() : '';
    var text = logText;
    if (term) {
      var lines = logText.split('\\n');
      var hits = [];
      for (var i = 0; i < lines.length; i++) {
        if (lines[i].toLowerCase().indexOf(term) >= 0) hits.push((i + 1) + ': ' + lines[i]);
      }
      text = hits.join('\\n');
      setText(matches, hits.length + ' of ' + lines.length + ' lines hold "' + search.value + '"');
    } else {
      setText(matches, '');
    }
    if (log.textContent !== text) {
      var top = log.scrollTop;
      log.textContent = text;
      log.scrollTop = top;
    }
  }
  if (search) search.addEventListener('input', showLog);
  if (log) logText = log.textContent;

  // The first row in view, and where it is: rows that arrive above it must not move it. At the
  // very top of the page the user watches new rows arrive, and nothing is held.
  function anchor() {
    if (window.scrollY === 0) return null;
    var rows = document.querySelectorAll('[data-list] > *');
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.bottom > 0) return { row: rows[i], top: box.top };
    }
    return null;
  }

  function apply(view) {
    var held = anchor();
    var bound = document.querySelectorAll('[data-bind]');
    for (var i = 0; i < bound.length; i++) {
      var v = view[bound[i].dataset.bind];
      if (v !== undefined) setText(bound[i], v);
    }
    if (typeof view.title === 'string' && document.title !== view.title) document.title = view.title;
    var titled = document.querySelectorAll('[data-bind-title]');
    for (var t = 0; t < titled.length; t++) setAttr(titled[t], 'title', view[titled[t].dataset.bindTitle]);
    var times = document.querySelectorAll('[data-bind-time]');
    for (var m = 0; m < times.length; m++) setAttr(times[m], 'datetime', view[times[m].dataset.bindTime]);
    var hideable = document.querySelectorAll('[data-bind-hide-empty]');
    for (var h = 0; h < hideable.length; h++) {
      var shown = view[hideable[h].dataset.bindHideEmpty];
      if (shown !== undefined) hideable[h].hidden = !shown;
    }
    var styled = document.querySelectorAll('[data-bind-class]');
    for (var s = 0; s < styled.length; s++) {
      var name = styled[s].dataset.classBase + view[styled[s].dataset.bindClass];
      if (styled[s].className !== name) styled[s].className = name;
    }
    var lists = document.querySelectorAll('[data-list]');
    for (var j = 0; j < lists.length; j++) {
      var rows = view[lists[j].dataset.list];
      if (Array.isArray(rows)) fillList(lists[j], rows);
    }
    var charts = document.querySelectorAll('[data-chart]');
    for (var k = 0; k < charts.length; k++) {
      var shapes = view[charts[k].dataset.chart];
      if (Array.isArray(shapes)) fillChart(charts[k], shapes);
    }
    if (typeof view.logs === 'string' && view.logs !== logText) {
      logText = view.logs;
      showLog();
    }
    if (held && held.row.isConnected) {
      var moved = held.row.getBoundingClientRect().top - held.top;
      if (moved) window.scrollBy(0, moved);
    }
  }

  // The run list's filters live in the page's own address, so a reload or a shared link
  // keeps them.
  var filters = document.getElementById('filters');
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
  if (filters) {
    filters.addEventListener('input', filtersChanged);
    filters.addEventListener('change', filtersChanged);
  }

  // The page's query, with the keys of the rows whose log is open: only those logs are sent,
  // or every log would be sent again at each poll.
  function viewUrl() {
    var query = filters ? filterQuery() : new URLSearchParams(location.search);
    var open = document.querySelectorAll('[data-list] details[data-logs][open]');
    for (var i = 0; i < open.length; i++) {
      var list = open[i].closest('[data-list]');
      var row = open[i].closest('[data-list] > *');
      query.append('logs', row.getAttribute(keyAttr(list)));
    }
    var q = query.toString();
    return q ? VIEW + '?' + q : VIEW;
  }

  // Fetches the view, applies it, says in 'updated' when the emulator does not answer or
  // refuses (a filter it cannot read: a 400 with its words), and polls again later.
  var timer = null;
  function poll() {
    clearTimeout(timer);
    fetch(viewUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } })
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
        timer = setTimeout(poll, ${PAGE_POLL_MS});
      });
  }

  // A log opened shows its newest text at once, not at the next poll.
  document.addEventListener(
    'toggle',
    function (e) {
      if (e.target.open && e.target.matches('details[data-logs]')) poll();
    },
    true
  );
  timer = setTimeout(poll, ${PAGE_POLL_MS});
})();
`
