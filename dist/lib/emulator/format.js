export function durationOf(run, nowIso) {
    const start = Date.parse(run.start_time);
    const end = Date.parse(run.end_time ?? nowIso ?? '');
    if (Number.isNaN(start) || Number.isNaN(end))
        return '';
    const s = Math.max(0, Math.round((end - start) / 100) / 10);
    if (s < 60)
        return `${s.toFixed(1)} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${Math.round(s % 60)} s`;
    return `${Math.floor(m / 60)} h ${m % 60} min`;
}
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
export function shortTime(iso) {
    if (!iso)
        return '';
    const t = Date.parse(iso);
    return Number.isNaN(t) ? iso : new Date(t).toISOString().replace('T', ' ').slice(0, 19);
}
