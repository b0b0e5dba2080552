// Tyres: the form's options (sizes, brands) as a drop-down, or free text when it lists none.
import { choicesOf } from '../../choices';
import { ChoiceSelect, TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function TyresWidget(props: FieldWidgetProps) {
  const choices = choicesOf(props.options?.enumOptions, props.options as Record<string, unknown>);
  return choices.length ? <ChoiceSelect {...props} choices={choices} /> : <TextInput {...props} attrs={{ autoComplete: 'off' }} />;
}
