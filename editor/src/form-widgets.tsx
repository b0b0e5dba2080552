// Widgets where a plain text box is unusable: a link field offers the tenant's addresses (any
// other address can still be typed), and a picture field offers the tenant's media and fills in
// its width and height.
import type { FieldProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';

export interface MediaChoices {
  media: { url: string; width: number; height: number }[];
  links: string[];
}

export function LinkWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const choices = (registry.formContext as MediaChoices | undefined)?.links ?? [];
  return (
    <>
      <input
        id={id}
        type="text"
        className="form-control"
        list={`${id}-addresses`}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <datalist id={`${id}-addresses`}>
        {choices.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
    </>
  );
}

type Picture = { url?: string; alt?: string; width?: number; height?: number; [key: string]: unknown };

export function ImageField({ formData, onChange, fieldPathId, schema, registry, required }: FieldProps<Picture>) {
  const media = (registry.formContext as MediaChoices | undefined)?.media ?? [];
  const id = fieldPathId.$id;
  const value: Picture = formData ?? {};
  const title = typeof schema.title === 'string' ? schema.title : 'Picture';
  const set = (next: Picture) => onChange(next, fieldPathId.path);
  const known = media.some((m) => m.url === value.url);
  return (
    <fieldset className="editor-image" id={id}>
      <legend>{title}</legend>
      <label htmlFor={`${id}-url`}>Picture{required ? '*' : ''}</label>
      <select
        id={`${id}-url`}
        value={value.url ?? ''}
        onChange={(e) => {
          const picked = media.find((m) => m.url === e.target.value);
          if (!e.target.value) set({});
          else set({ ...value, url: e.target.value, ...(picked ? { width: picked.width, height: picked.height } : {}), alt: value.alt ?? '' });
        }}
      >
        <option value="">(none)</option>
        {!known && value.url && <option value={value.url}>{value.url}</option>}
        {media.map((m) => (
          <option key={m.url} value={m.url}>
            {`${m.url} (${m.width} × ${m.height})`}
          </option>
        ))}
      </select>
      {value.url && (
        <>
          <label htmlFor={`${id}-alt`}>Alternative text</label>
          <input id={`${id}-alt`} type="text" value={value.alt ?? ''} onChange={(e) => set({ ...value, alt: e.target.value })} />
          <p className="editor-note">
            {value.width ?? '?'} × {value.height ?? '?'} pixels
          </p>
        </>
      )}
    </fieldset>
  );
}

type Schema = Record<string, unknown>;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const key of ref.slice(2).split('/')) node = (node as Schema | undefined)?.[key];
  return { ...((node as Schema | undefined) ?? {}), ...schema };
}

const isPicture = (s: Schema) => {
  const props = (s.properties ?? {}) as Schema;
  return s.type === 'object' && 'url' in props && 'width' in props && 'height' in props;
};

const isWeekHours = (s: Schema) => {
  const props = (s.properties ?? {}) as Schema;
  return s.type === 'object' && 'weekday' in props && 'status' in props && 'open' in props && 'close' in props;
};

/** A navigation list: header items (label, children of links) or footer groups (title, links). */
function treeShape(items: Schema, root: Schema): { name: 'label' | 'title'; children: 'children' | 'links'; menus: string[] } | null {
  const props = (items.properties ?? {}) as Record<string, Schema>;
  const name = 'label' in props ? 'label' : 'title' in props ? 'title' : null;
  const children = 'children' in props ? 'children' : 'links' in props ? 'links' : null;
  if (!name || !children) return null;
  const child = resolve((resolve(props[children]!, root).items ?? {}) as Schema, root);
  const childProps = (child.properties ?? {}) as Schema;
  if (!('label' in childProps && 'href' in childProps)) return null;
  const menu = props.menu ? resolve(props.menu, root) : null;
  return { name, children, menus: Array.isArray(menu?.enum) ? (menu.enum as string[]) : [] };
}

/** The uiSchema of a block's props: link widgets on `href`, the picture field on sized images, the week grid on opening hours. */
export function uiSchemaFor(schema: RJSFSchema, root: Schema = schema as Schema): UiSchema {
  const out: UiSchema = {};
  const s = resolve(schema as Schema, root);
  for (const [key, value] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
    const prop = resolve(value, root);
    if (key === 'href' && prop.type === 'string') out[key] = { 'ui:widget': 'link' };
    else if (isPicture(prop)) out[key] = { 'ui:field': 'image' };
    else if (prop.type === 'object') out[key] = uiSchemaFor(prop as RJSFSchema, root);
    else if (prop.type === 'array' && prop.items && typeof prop.items === 'object') {
      const items = resolve(prop.items as Schema, root);
      const tree = treeShape(items, root);
      out[key] = tree
        ? { 'ui:field': 'navTree', 'ui:options': { tree } }
        : isWeekHours(items)
          ? { 'ui:field': 'weekHours' }
          : { items: isPicture(items) ? { 'ui:field': 'image' } : uiSchemaFor(items as RJSFSchema, root) };
    }
  }
  return out;
}
