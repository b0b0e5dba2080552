// Registration plate: upper case as typed, no autofill or spell check. On a form that also asks
// for the state (`regoState`), a "Look up" button fills in the vehicle (runtime/forms/rego-lookup.tsx).
import { RegoLookup, offersLookup } from '../../rego-lookup';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

const upper = (raw: string) => raw.toUpperCase();

export default function RegoWidget(props: FieldWidgetProps) {
  const context = props.registry?.formContext;
  const input = <TextInput {...props} format={upper} attrs={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }} />;
  if (!context || !offersLookup(context)) return input;
  return (
    <>
      {input}
      <RegoLookup id={props.id} rego={props.value} context={context} />
    </>
  );
}
