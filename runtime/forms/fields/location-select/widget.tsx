// Location: the site's visible locations, by name; `"locationTypes": ["service"]` keeps only
// those types and `"locationSubtypes": ["buying"]` only those subtypes (each dropped when no
// location has it). With a single location there is nothing to
// choose: the field is hidden and holds that location.
import { useEffect } from 'react';
import { useSite } from '../../../data/site-context';
import { useTenantData } from '../../../data/tenant-data';
import { locationChoices } from '../../site-filled-fields';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import HiddenWidget from '../hidden/widget';

export function useLocationChoices(types: unknown, subtypes?: unknown) {
  return locationChoices(useTenantData('locations'), useSite(), types, subtypes);
}

export default function LocationSelectWidget(props: FieldWidgetProps) {
  const choices = useLocationChoices(props.options?.locationTypes, props.options?.locationSubtypes);
  const only = choices.length === 1 ? choices[0]!.value : null;
  const { value, onChange } = props;
  useEffect(() => {
    if (only && value !== only) onChange(only);
  }, [only, value, onChange]);
  if (only) return <HiddenWidget {...props} value={only} />;
  return <ChoiceSelect {...props} choices={choices} />;
}
