// Postcode: the numeric keypad and postal-code autofill; the length comes from the schema.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function PostcodeWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ inputMode: 'numeric', autoComplete: autoCompleteOf(props, 'postal-code') }} />;
}
