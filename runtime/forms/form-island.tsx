// A server-rendered form the browser does not hydrate. The server renders the light form
// (light-form.tsx) into the island; the browser keeps that HTML as it is (an element with
// dangerouslySetInnerHTML is not hydrated below itself), so the page needs none of the form's
// code until the visitor uses it. Then the island's current values are read from the DOM and the
// engine takes over (inline-form.tsx).
import type { ComponentType, ReactNode } from 'react';
import type { ServedStep } from './form-query';
import type { LightFormProps } from './light-form';
import { coercePrefill } from './step-layout';
import { HONEYPOT_FIELD } from './transport-fields';

let serverLightForm: ComponentType<LightFormProps> | null = null;

/** Called once by the server entry (runtime/forms/server-forms.ts), which is never part of the browser build. */
export function provideLightForm(component: ComponentType<LightFormProps> | null): void {
  serverLightForm = component;
}

type IslandMode = 'server' | 'frozen' | 'live';

export const islandId = (idPrefix: string) => `${idPrefix}-island`;

/**
 * Server: render the light form. Browser, hydrating a page that has the island's HTML: keep it
 * (frozen). Browser, rendering afresh (client navigation): there is no HTML to keep (live).
 */
export function islandMode(idPrefix: string): IslandMode {
  if (serverLightForm && typeof document === 'undefined') return 'server';
  if (typeof document !== 'undefined' && document.getElementById(islandId(idPrefix))?.firstElementChild) return 'frozen';
  return serverLightForm ? 'server' : 'live';
}

const KEEP_SERVER_HTML = { __html: '' };

interface FormIslandProps extends Omit<LightFormProps, 'onChange' | 'files'> {
  mode: IslandMode;
  onWake(submit: boolean): void;
}

export function FormIsland({ mode, onWake, ...light }: FormIslandProps): ReactNode {
  const id = islandId(light.idPrefix);
  const handlers = {
    onFocusCapture: () => onWake(false),
    onPointerDown: () => onWake(false),
    onSubmitCapture: (e: { preventDefault(): void; target: EventTarget }) => {
      e.preventDefault();
      // The island is not React's to re-render: show the sending state on the button itself.
      const button = e.target instanceof Element ? e.target.querySelector<HTMLButtonElement>('.form-submit') : null;
      if (button && !button.disabled) {
        button.dataset.label = button.textContent ?? '';
        button.disabled = true;
        button.textContent = 'Loading';
      }
      onWake(true);
    },
  };
  if (mode === 'server' && serverLightForm) {
    const Light = serverLightForm;
    return (
      <div id={id} className="form-island">
        <Light {...light} />
      </div>
    );
  }
  return <div id={id} className="form-island" {...handlers} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}

function controls(root: ParentNode, name: string): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name]')].filter((el) => el.getAttribute('name') === name);
}

interface IslandSnapshot {
  values: Record<string, unknown>;
  files: Map<string, File[]>;
  honeypot: string;
}

/** What the visitor has entered in the island's first step, typed as the step's schema says. */
export function readIsland(root: ParentNode, step: ServedStep): IslandSnapshot {
  const raw: Record<string, unknown> = {};
  const files = new Map<string, File[]>();
  for (const [name, schema] of Object.entries(step.schema.properties ?? {})) {
    const list = controls(root, name);
    const first = list[0];
    if (!first) continue;
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      raw[name] = schema.type === 'array' || list.length > 1 ? list.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value) : first.checked;
    } else if (first instanceof HTMLInputElement && first.type === 'radio') {
      raw[name] = list.find((c) => (c as HTMLInputElement).checked)?.value;
    } else if (first instanceof HTMLInputElement && first.type === 'file') {
      const chosen = Array.from(first.files ?? []);
      if (chosen.length) {
        files.set(name, chosen);
        raw[name] = chosen.map((f) => f.name).join(', ');
      }
    } else {
      const time = controls(root, `${name}-time`)[0];
      const value = time ? (first.value || time.value ? `${first.value}T${time.value}` : '') : first.value;
      if (value !== '') raw[name] = value;
    }
    if (Array.isArray(raw[name]) && (raw[name] as unknown[]).length === 0) delete raw[name];
  }
  const honeypot = controls(root, HONEYPOT_FIELD)[0]?.value ?? '';
  return { values: coercePrefill([step], raw), files, honeypot };
}

/** Undoes the sending state of the island's submit button (the engine could not load). */
export function resetIslandSubmit(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>('.form-submit');
  if (button?.dataset.label) {
    button.textContent = button.dataset.label;
    button.disabled = false;
  }
}

/** Fills the island's empty inputs (contact details kept from an earlier lead), without React. */
export function fillIsland(root: ParentNode, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const input = controls(root, name)[0];
    if (input && !(input instanceof HTMLSelectElement) && input.type !== 'checkbox' && input.type !== 'radio' && input.type !== 'file' && input.value === '')
      input.value = value;
  }
}
