import { toPointer } from '../../../server/tenants/json-document';
import { docsOf, type Check } from '../check';

/** Minutes since midnight of "HH:MM" (24-hour), or null. */
export function minutesOf(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const m = time.match(/^([01]?[0-9]|2[0-4]):([0-5][0-9])$/);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

interface Hour {
  weekday?: unknown;
  status?: unknown;
  open?: unknown;
  close?: unknown;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const check: Check = {
  meta: {
    code: 'opening-hours',
    severity: 'error',
    description: "A location's opening hours close before they open, or two entries of the same day overlap.",
    docs: docsOf('opening-hours'),
  },
  run({ sources, report }) {
    const doc = sources.collections.locations;
    const list = (doc?.data as { locations?: unknown } | undefined)?.locations;
    if (!doc || !Array.isArray(list)) return;
    list.forEach((location: { contact_detail?: { opening_hours?: unknown } }, li) => {
      const hours = location?.contact_detail?.opening_hours;
      if (!Array.isArray(hours)) return;
      const spans: { day: unknown; from: number; to: number; index: number }[] = [];
      (hours as Hour[]).forEach((h, hi) => {
        const pointer = toPointer(['locations', li, 'contact_detail', 'opening_hours', hi]);
        if (typeof h?.status === 'string' && /^closed$/i.test(h.status.trim())) return;
        const from = minutesOf(h?.open);
        const to = minutesOf(h?.close);
        if (from === null || to === null) return;
        if (to <= from) {
          report({ locate: doc.locate, pointer: `${pointer}/close`, message: `closes at ${String(h.close)}, not after it opens at ${String(h.open)}` });
          return;
        }
        const clash = spans.find((s) => s.day === h.weekday && from < s.to && s.from < to);
        if (clash) {
          const day = typeof h.weekday === 'number' ? (DAYS[h.weekday] ?? `day ${h.weekday}`) : String(h.weekday);
          report({ locate: doc.locate, pointer, message: `${day} ${String(h.open)}-${String(h.close)} overlaps opening_hours/${clash.index} of the same day` });
        }
        spans.push({ day: h.weekday, from, to, index: hi });
      });
    });
  },
};
export default check;
