// Location: the site's visible locations, by name; `"locationTypes": ["service"]` keeps only
// those types (all locations when none has them). With a single location there is nothing to
// choose: the field is hidden and holds that location.
import { useEffect } from 'react';
import { useSite } from '../../../data/site-context';
import { useTenantData } from '../../../data/tenant-data';
import type { Location } from '../../../../schemas/types/location';
import type { PublicSite } from '../../../lib/public-site';
import { displayedLocations, type LocationType } from '../../../ui/locations';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import HiddenWidget from '../hidden/widget';

/** The locations to choose from, as choices labelled and valued by name. */
export function locationChoices(locations: readonly Location[], site: Pick<PublicSite, 'locations'>, types: unknown): { label: string; value: string }[] {
  const wanted = Array.isArray(types) ? (types as LocationType[]) : undefined;
  const shown = displayedLocations(locations, { types: wanted, slugs: site.locations });
  const list = shown.length || !wanted ? shown : displayedLocations(locations, { slugs: site.locations });
  return list.map((l) => ({ label: l.name, value: l.name }));
}

export function useLocationChoices(types: unknown) {
  return locationChoices(useTenantData('locations'), useSite(), types);
}

export default function LocationSelectWidget(props: FieldWidgetProps) {
  const choices = useLocationChoices(props.options?.locationTypes);
  const only = choices.length === 1 ? choices[0]!.value : null;
  const { value, onChange } = props;
  useEffect(() => {
    if (only && value !== only) onChange(only);
  }, [only, value, onChange]);
  if (only) return <HiddenWidget {...props} value={only} />;
  return <ChoiceSelect {...props} choices={choices} />;
}
