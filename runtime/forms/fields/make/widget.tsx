// Vehicle make: the makes the dealer stocks (and its manufacturer) as a drop-down, or free text
// with those as suggestions when the form allows any make (`"freeText": true`, e.g. a trade-in).
import { useSite } from '../../../data/site-context';
import { ChoiceSelect, TextInput, type FieldWidgetProps } from '../../widget-kit';
import type { PublicSite } from '../../../lib/public-site';

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** Makes in stock, plus the site's manufacturer, sorted. */
function knownMakes(site: Pick<PublicSite, 'stock' | 'manufacturer'>): string[] {
  const makes = new Set(Object.keys(site.stock?.makes ?? {}));
  if (site.manufacturer && site.manufacturer !== 'null' && ![...makes].some((m) => m.toLowerCase() === site.manufacturer))
    makes.add(titleCase(site.manufacturer));
  return [...makes].sort((a, b) => a.localeCompare(b));
}

export function SuggestedText({ props, suggestions, autoComplete }: { props: FieldWidgetProps; suggestions: readonly string[]; autoComplete?: string }) {
  const listId = `${props.id}-suggestions`;
  return (
    <>
      <TextInput {...props} attrs={{ list: suggestions.length ? listId : undefined, autoComplete: autoComplete ?? 'off' }} />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </>
  );
}

export default function MakeWidget(props: FieldWidgetProps) {
  const makes = knownMakes(useSite());
  if (props.options?.freeText === true || makes.length === 0) return <SuggestedText props={props} suggestions={makes} />;
  return <ChoiceSelect {...props} choices={makes.map((m) => ({ label: m, value: m }))} />;
}
