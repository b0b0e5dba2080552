// Location from a list the form gives (ui:options.options), else the site's locations.
import { choicesOf } from '../../choices';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import { useLocationChoices } from '../location-select/widget';

export default function LocationSelectCustomWidget(props: FieldWidgetProps) {
  const locations = useLocationChoices(props.options?.locationTypes, props.options?.locationSubtypes);
  const listed = Array.isArray(props.options?.options) ? choicesOf(undefined, props.options as Record<string, unknown>) : null;
  return <ChoiceSelect {...props} choices={listed ?? locations} />;
}
