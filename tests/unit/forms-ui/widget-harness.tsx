// Renders one field widget the way the form engine does (inside its FieldFrame, with the site,
// router and the tenant's locations and models), with a live value, and drives it like a visitor.
// Used by every runtime/forms/fields/<type>/widget.test.tsx (jsdom environment).
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { BlockProviders } from '../blocks/render-block';
import { fieldSchemaOf, type FieldType } from '../../../runtime/forms/field-schemas';
import { fieldWidgets, isFieldHidden, SELF_LABELLED } from '../../../runtime/forms/field-widgets';
import { enumOptionsOf } from '../../../runtime/forms/choices';
import { FieldFrame, type FieldWidgetProps, type FormUiContext } from '../../../runtime/forms/widget-kit';
import type { PublicSite } from '../../../runtime/lib/public-site';
import { locations, models, site as defaultSite } from './fixtures';

export interface WidgetCase {
  type: FieldType;
  title?: string;
  /** Added to the type's schema fragment. */
  schema?: Record<string, unknown>;
  /** ui:options (and the other ui:* keys without their prefix). */
  options?: Record<string, unknown>;
  value?: unknown;
  required?: boolean;
  errors?: string[];
  site?: PublicSite;
  formData?: Record<string, unknown>;
  /** More of the form's context (the field names it declares, setValues). */
  context?: Partial<FormUiContext>;
}

const mounted: Root[] = [];

/** The text a label or legend gives its control (the visual asterisk is aria-hidden). */
export function accessibleText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function renderWidget(c: WidgetCase) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const onChange = vi.fn();
  const files = new Map<string, File[]>();
  const name = 'field';
  const id = `test_${name}`;
  const title = c.title ?? 'Field';
  const schema = { ...(fieldSchemaOf(c.type) ?? {}), title, ...c.schema };
  const options = { ...c.options, enumOptions: enumOptionsOf(schema) };
  const siteUsed = c.site ?? defaultSite;
  const Widget = fieldWidgets[c.type];

  function Harness() {
    const [value, setValue] = useState<unknown>(c.value);
    return (
      <FieldFrame
        id={id}
        type={c.type}
        label={title}
        required={c.required}
        errors={c.errors}
        ownLabel={SELF_LABELLED.has(c.type)}
        hidden={isFieldHidden(c.type, { site: siteUsed, locations, options })}
      >
        <Widget
          id={id}
          name={name}
          value={value}
          required={c.required}
          label={title}
          schema={schema as FieldWidgetProps['schema']}
          options={options}
          onChange={(v: unknown) => {
            onChange(v);
            setValue(v);
          }}
          onBlur={() => {}}
          onFocus={() => {}}
          rawErrors={c.errors}
          registry={{ formContext: { formData: c.formData ?? {}, files, ...c.context } }}
        />
      </FieldFrame>
    );
  }

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () =>
    root.render(
      <BlockProviders site={siteUsed} data={{ locations, models }}>
        <Harness />
      </BlockProviders>,
    ),
  );

  const setNative = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
    const proto =
      el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : el instanceof HTMLSelectElement
          ? HTMLSelectElement.prototype
          : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  };

  return {
    container,
    onChange,
    files,
    id,
    /** The control a label (or a fieldset's legend) names. */
    byLabel(text: string): HTMLElement {
      for (const label of container.querySelectorAll('label')) {
        if (accessibleText(label) === text && label.htmlFor) {
          const el = [...container.querySelectorAll<HTMLElement>('[id]')].find((e) => e.id === label.htmlFor);
          if (el) return el;
        }
      }
      for (const legend of container.querySelectorAll('legend')) if (accessibleText(legend) === text) return legend.parentElement!;
      throw new Error(`no control labelled "${text}" in ${container.innerHTML}`);
    },
    async type(el: HTMLElement, value: string) {
      await act(async () => {
        setNative(el as HTMLInputElement, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async select(el: HTMLElement, value: string) {
      await act(async () => {
        setNative(el as HTMLSelectElement, value);
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    async click(el: HTMLElement) {
      await act(async () => el.click());
    },
  };
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanupWidgets(): void {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

/** Option texts of a select. */
export function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((o) => o.textContent ?? '');
}
