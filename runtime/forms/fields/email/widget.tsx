// Email: the email keyboard and autofill, no autocapitalisation or spell check.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function EmailWidget(props: FieldWidgetProps) {
  return (
    <TextInput
      {...props}
      type="email"
      attrs={{ inputMode: 'email', autoComplete: autoCompleteOf(props, 'email'), autoCapitalize: 'none', spellCheck: false }}
    />
  );
}
