/**
 * The script of the job, run, pipelines and requests pages: every few seconds it fetches the
 * page's view (the JSON at the body's data-view, with the page's own query) and updates the page
 * in place. What it fills is marked in the HTML: `data-bind` (a text), `data-list` (rows kept by
 * their `key`, new ones cloned from the list's template, their `data-cell` texts, their
 * `data-class` style and `data-href` link), `data-chart` (an SVG's shapes) and the log with its
 * search box. Every value is set with textContent or as an attribute, never parsed as HTML.
 * Plain browser JavaScript served inline (no build step), allowed by its hash only.
 */
import { RUNS_PAGE_POLL_MS, pollingJs } from './page-script.js'

export const LIVE_PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = document.body.dataset.view;
  var SVG = 'http://www.w3.org/2000/svg';
  var updated = document.getElementById('updated');

  function setText(el, text) {
    text = text === undefined || text === null ? '' : String(text);
    if (el && el.textContent !== text) el.textContent = text;
  }
  function ownLink(href) {
    return typeof href === 'string' && href.charAt(0) === '/' && href.charAt(1) !== '/';
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
      if (ownLink(href) && links[k].getAttribute('href') !== href) links[k].setAttribute('href', href);
    }
  }

  function fillList(list, rows) {
    var template = document.getElementById(list.dataset.template);
    var byKey = {};
    var kept = list.children;
    for (var i = 0; i < kept.length; i++) byKey[kept[i].dataset.key] = kept[i];
    var before = list.firstElementChild;
    var keep = {};
    for (var r = 0; r < rows.length; r++) {
      var key = String(rows[r].key);
      var el = byKey[key];
      if (!el) {
        el = template.content.firstElementChild.cloneNode(true);
        el.dataset.key = key;
      }
      fillRow(el, rows[r]);
      keep[key] = true;
      if (el !== before) list.insertBefore(el, before);
      before = el.nextElementSibling;
    }
    for (var k in byKey) if (!keep[k]) byKey[k].remove();
    var empty = document.getElementById(list.dataset.template + '-empty');
    if (empty) empty.hidden = rows.length > 0;
  }

  // Charts hold no state of the user's: redrawn from the view's shapes.
  function fillChart(svg, shapes) {
    while (svg.lastChild) svg.lastChild.remove();
    for (var i = 0; i < shapes.length; i++) {
      var s = shapes[i];
      var el = document.createElementNS(SVG, s.shape === 'line' ? 'line' : 'rect');
      var attrs = ['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2'];
      for (var a = 0; a < attrs.length; a++) {
        if (typeof s[attrs[a]] === 'number') el.setAttribute(attrs[a], String(s[attrs[a]]));
      }
      el.setAttribute('class', s.cls);
      var title = document.createElementNS(SVG, 'title');
      title.textContent = s.title || '';
      el.appendChild(title);
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

  function apply(view) {
    var bound = document.querySelectorAll('[data-bind]');
    for (var i = 0; i < bound.length; i++) {
      var v = view[bound[i].dataset.bind];
      if (v !== undefined) setText(bound[i], v);
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
  }

${pollingJs('VIEW + location.search')}
  timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
})();
`
