// First, middle or last name: one word-capitalised box with the matching autofill.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function NameWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props, 'name'), autoCapitalize: 'words' }} />;
}
