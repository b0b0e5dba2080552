// Preferred dealership: a drop-down of the site's dealerships when it has more than one (spec
// section 5: then it is required); with one, the field is hidden and holds that dealership.
import { useEffect } from 'react';
import { useSite } from '../../../data/site-context';
import { onlyDealership } from '../../site-filled-fields';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import HiddenWidget from '../hidden/widget';

export default function WebsiteLocationSelectWidget(props: FieldWidgetProps) {
  const site = useSite();
  const only = onlyDealership(site);
  const { value, onChange } = props;
  useEffect(() => {
    if (only && value !== only) onChange(only);
  }, [only, value, onChange]);
  if (only) return <HiddenWidget {...props} value={only} />;
  return <ChoiceSelect {...props} choices={(site.dealerships ?? []).map((d) => ({ label: d.name, value: d.slug }))} />;
}
