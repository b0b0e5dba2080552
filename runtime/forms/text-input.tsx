// A text-like input of the widget kit, with the right keyboard and autofill hints, masks,
// parsed numbers kept as typed, and a prefix or suffix.
import { useEffect, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { asText, controlProps, type FieldWidgetProps } from './field-frame';

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'name' | 'prefix'>;

interface TextInputProps extends FieldWidgetProps {
  type?: string;
  attrs?: InputAttrs;
  /** Rewrites what was typed (masks): the result is both shown and stored. */
  format?: (raw: string) => string;
  /** Parses a stored value from the text (numbers); the text stays as typed while it parses to the value. */
  parse?: (raw: string) => unknown;
  prefix?: string;
  suffix?: string;
}

/** A text-like input. With `parse`, the typed text is kept as a draft so "25." or "1,0" can be typed. */
export function TextInput(p: TextInputProps) {
  const { type = 'text', attrs, format, parse, prefix, suffix } = p;
  const [draft, setDraft] = useState(() => asText(p.value));
  useEffect(() => {
    // Another source changed the value (prefill, a restored step): show it.
    if (!parse) return;
    const current = parse(draft);
    if (current !== p.value && !(current === undefined && (p.value === undefined || p.value === null))) setDraft(asText(p.value));
  }, [p.value]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const text = format ? format(e.target.value) : e.target.value;
    setDraft(text);
    if (parse) p.onChange(parse(text));
    else p.onChange(text === '' ? (p.options?.emptyValue as unknown) : text);
  };
  const maxLength = typeof p.schema?.maxLength === 'number' && !parse ? p.schema.maxLength : undefined;
  const input = (
    <input
      className="form-control"
      type={type}
      {...controlProps(p)}
      maxLength={maxLength}
      placeholder={p.placeholder || undefined}
      {...attrs}
      value={parse ? draft : asText(p.value)}
      onChange={onChange}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <div className="form-affix">
      {prefix && (
        <span className="form-affix-text" aria-hidden="true">
          {prefix}
        </span>
      )}
      {input}
      {suffix && (
        <span className="form-affix-text" aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}
