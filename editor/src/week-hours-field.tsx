// Opening hours as a week grid (a plain generated form is a list of seven anonymous objects):
// one row per day, Monday first, with its status, opening and closing times and the text the site
// shows. Changing the times of an open day rewrites that text the way the dealers write it.
import type { FieldProps } from '@rjsf/utils';
import { hoursLabel } from '../../runtime/lib/opening-hours';

/**
 * formated_hours is kept in the file as the dealers write it (for readers of the data such as the
 * dashboard API); pages show the times themselves in the site's locale.
 */
const STORED_HOURS_LOCALE = 'en-AU';

interface Hour {
  weekday: number;
  status: string;
  formated_hours?: string;
  open?: string;
  close?: string;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The list with one day's entry replaced (null: the day has no entry), other entries where they were. */
function withDay(list: readonly Hour[], weekday: number, entry: Hour | null): Hour[] {
  const at = list.findIndex((h) => h.weekday === weekday);
  if (at < 0) return entry ? [...list, entry].sort((a, b) => a.weekday - b.weekday) : [...list];
  return entry ? list.map((h, i) => (i === at ? entry : h)) : list.filter((_, i) => i !== at);
}

export function WeekHoursField({ formData, onChange, fieldPathId, schema }: FieldProps) {
  const id = fieldPathId.$id;
  const data: unknown = formData;
  const list: Hour[] = Array.isArray(data) ? (data as Hour[]) : [];
  const set = (next: Hour[]) => onChange(next, fieldPathId.path);
  const day = (weekday: number) => list.find((h) => h.weekday === weekday);
  const setTimes = (entry: Hour, times: { open?: string; close?: string }) => {
    const next: Hour = { ...entry, ...times };
    for (const key of ['open', 'close'] as const) if (!next[key]) delete next[key];
    const label = hoursLabel(next.open, next.close, STORED_HOURS_LOCALE);
    if (label) next.formated_hours = label;
    return next;
  };
  const monday = day(1);
  return (
    <fieldset className="editor-week" id={id}>
      <legend>{typeof schema.title === 'string' ? schema.title : 'Opening hours'}</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Status</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
            <th scope="col">Shown as</th>
          </tr>
        </thead>
        <tbody>
          {WEEK.map((weekday) => {
            const name = DAYS[weekday];
            const entry = day(weekday);
            const status = entry?.status ?? '';
            const custom = status !== '' && status !== 'Open' && status !== 'Closed';
            const open = status === 'Open';
            return (
              <tr key={weekday}>
                <th scope="row">{name}</th>
                <td>
                  <select
                    aria-label={`${name} status`}
                    value={status}
                    onChange={(e) => {
                      const value = e.target.value;
                      if (!value) return set(withDay(list, weekday, null));
                      if (value === 'Closed') return set(withDay(list, weekday, { weekday, status: 'Closed', formated_hours: 'Closed' }));
                      set(withDay(list, weekday, setTimes({ ...(entry ?? { weekday }), weekday, status: value }, {})));
                    }}
                  >
                    <option value="">(not listed)</option>
                    <option value="Open">Open</option>
                    <option value="Closed">Closed</option>
                    {custom && <option value={status}>{status}</option>}
                  </select>
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${name} opens`}
                    value={entry?.open ?? ''}
                    disabled={!open}
                    onChange={(e) => entry && set(withDay(list, weekday, setTimes(entry, { open: e.target.value })))}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`${name} closes`}
                    value={entry?.close ?? ''}
                    disabled={!open}
                    onChange={(e) => entry && set(withDay(list, weekday, setTimes(entry, { close: e.target.value })))}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    aria-label={`${name} shown as`}
                    value={entry?.formated_hours ?? ''}
                    placeholder={open ? (hoursLabel(entry?.open, entry?.close, STORED_HOURS_LOCALE) ?? '') : ''}
                    disabled={!entry}
                    onChange={(e) => {
                      if (!entry) return;
                      const { formated_hours: _old, ...rest } = entry;
                      set(withDay(list, weekday, e.target.value ? { ...rest, formated_hours: e.target.value } : rest));
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        disabled={!monday}
        onClick={() => monday && set([2, 3, 4, 5].reduce((acc, weekday) => withDay(acc, weekday, { ...monday, weekday }), list))}
      >
        Same as Monday for Tuesday to Friday
      </button>
    </fieldset>
  );
}
