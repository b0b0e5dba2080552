import { useEffect, useRef, useState } from 'react';
import type { Range } from '../../lib/search/search-types';

interface RangeFilterProps {
  /** Input names `${name}_min` and `${name}_max`: what the form sends without JavaScript. */
  name: string;
  legend: string;
  range?: Range;
  /** The values present under the other filters, shown as placeholders. */
  stats?: { min: number; max: number };
  formatStat: (n: number) => string;
  onCommit: (range: Range) => void;
}

type Draft = { min: string; max: string };

const TYPING_DELAY_MS = 700;
const toDraft = (r?: Range): Draft => ({ min: r?.min === undefined ? '' : String(r.min), max: r?.max === undefined ? '' : String(r.max) });
const toNumber = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/**
 * Min and max number inputs. Typing commits after a pause (and on blur); the inputs keep what the
 * shopper typed while the URL catches up, and follow the URL when it changes from elsewhere.
 */
export function RangeFilter({ name, legend, range, stats, formatStat, onCommit }: RangeFilterProps) {
  const [draft, setDraft] = useState(() => toDraft(range));
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fromUrl = `${range?.min ?? ''}:${range?.max ?? ''}`;

  useEffect(() => {
    if (!fieldset.current?.contains(document.activeElement)) setDraft(toDraft(range));
  }, [fromUrl]); // the URL's text, not the range object (a new one each render)
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (d: Draft) => {
    clearTimeout(timer.current);
    onCommit({ min: toNumber(d.min), max: toNumber(d.max) });
  };
  const change = (side: keyof Draft, value: string) => {
    const next = { ...draft, [side]: value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), TYPING_DELAY_MS);
  };

  const input = (side: keyof Draft, short: string, long: string) => (
    <label className="range-input">
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{`${long} ${legend.toLowerCase()}`}</span>
      <input
        type="number"
        inputMode="numeric"
        name={`${name}_${side}`}
        value={draft[side]}
        placeholder={stats ? formatStat(stats[side]) : undefined}
        onChange={(e) => change(side, e.currentTarget.value)}
        onBlur={() => commit(draft)}
      />
    </label>
  );

  return (
    <fieldset className="facet facet-range" ref={fieldset}>
      <legend>{legend}</legend>
      <div className="range-inputs">
        {input('min', 'Min', 'Minimum')}
        {input('max', 'Max', 'Maximum')}
      </div>
    </fieldset>
  );
}
