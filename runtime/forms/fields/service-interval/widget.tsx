// Service interval: the form's options as a drop-down, or free text when it lists none.
import { choicesOf } from '../../choices';
import { ChoiceSelect, TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function ServiceIntervalWidget(props: FieldWidgetProps) {
  const choices = choicesOf(props.options?.enumOptions, props.options as Record<string, unknown>);
  return choices.length ? <ChoiceSelect {...props} choices={choices} /> : <TextInput {...props} attrs={{ autoComplete: 'off' }} />;
}
