// Navigation as a tree: the header's items (each with its dropdown links) or the footer's groups
// (each with its links) as a nested list, where a plain generated form is a deep stack of anonymous
// boxes. Every item has its text, its address (offering the tenant's addresses) and buttons to move
// it up or down, remove it, and add a link under it: all keyboard-operable.
import type { FieldProps } from '@rjsf/utils';
import type { MediaChoices } from './form-widgets';
import { moved } from './editor-state';

type Item = Record<string, unknown>;
type Link = { label?: string; href?: string };

/** Which keys a top-level item uses: header items have label/children, footer groups title/links. */
interface TreeShape {
  name: 'label' | 'title';
  children: 'children' | 'links';
  menus: string[];
}

function Moves({ what, index, count, onMove, onRemove }: { what: string; index: number; count: number; onMove(to: number): void; onRemove(): void }) {
  return (
    <span className="editor-block-actions">
      <button type="button" aria-label={`Move ${what} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </button>
      <button type="button" aria-label={`Move ${what} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        Move down
      </button>
      <button type="button" aria-label={`Remove ${what}`} onClick={onRemove}>
        Remove
      </button>
    </span>
  );
}

export function NavTreeField({ formData, onChange, fieldPathId, schema, registry, uiSchema }: FieldProps) {
  const shape = (uiSchema?.['ui:options']?.tree ?? { name: 'label', children: 'children', menus: [] }) as TreeShape;
  const links = (registry.formContext as MediaChoices | undefined)?.links ?? [];
  const id = fieldPathId.$id;
  const data: unknown = formData;
  const items: Item[] = Array.isArray(data) ? (data as Item[]) : [];
  const set = (next: Item[]) => onChange(next, fieldPathId.path);
  const setItem = (i: number, item: Item) => set(items.map((x, j) => (j === i ? item : x)));
  const title = typeof schema.title === 'string' ? schema.title : shape.name === 'title' ? 'Footer link groups' : 'Header menu';
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const without = (item: Item, key: string): Item => Object.fromEntries(Object.entries(item).filter(([k]) => k !== key));
  return (
    <fieldset className="editor-tree" id={id}>
      <legend>{title}</legend>
      <datalist id={`${id}-addresses`}>
        {links.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <ol>
        {items.map((item, i) => {
          const name = text(item[shape.name]) || `item ${i + 1}`;
          const children = Array.isArray(item[shape.children]) ? (item[shape.children] as Link[]) : [];
          const setChildren = (next: Link[]) => setItem(i, next.length ? { ...item, [shape.children]: next } : without(item, shape.children));
          return (
            <li key={i} aria-label={`${name}, ${i + 1} of ${items.length}`}>
              <label>
                {shape.name === 'title' ? 'Heading' : 'Text'}
                <input value={text(item[shape.name])} onChange={(e) => setItem(i, { ...item, [shape.name]: e.target.value })} />
              </label>
              {shape.name === 'label' && (
                <label>
                  Link
                  <input
                    list={`${id}-addresses`}
                    value={text(item.href)}
                    onChange={(e) => setItem(i, e.target.value ? { ...item, href: e.target.value } : without(item, 'href'))}
                  />
                </label>
              )}
              {shape.menus.length > 0 && (
                <label>
                  Filled from
                  <select value={text(item.menu)} onChange={(e) => setItem(i, e.target.value ? { ...item, menu: e.target.value } : without(item, 'menu'))}>
                    <option value="">(its own links)</option>
                    {shape.menus.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <Moves
                what={name}
                index={i}
                count={items.length}
                onMove={(to) => set(moved(items, i, to))}
                onRemove={() => set(items.filter((_, j) => j !== i))}
              />
              <ol>
                {children.map((child, k) => {
                  const childName = child.label || `link ${k + 1}`;
                  const setChild = (next: Link) => setChildren(children.map((c, j) => (j === k ? next : c)));
                  return (
                    <li key={k} aria-label={`${childName}, ${k + 1} of ${children.length} under ${name}`}>
                      <label>
                        Text
                        <input value={child.label ?? ''} onChange={(e) => setChild({ ...child, label: e.target.value })} />
                      </label>
                      <label>
                        Link
                        <input list={`${id}-addresses`} value={child.href ?? ''} onChange={(e) => setChild({ ...child, href: e.target.value })} />
                      </label>
                      <Moves
                        what={childName}
                        index={k}
                        count={children.length}
                        onMove={(to) => setChildren(moved(children, k, to))}
                        onRemove={() => setChildren(children.filter((_, j) => j !== k))}
                      />
                    </li>
                  );
                })}
              </ol>
              <button type="button" onClick={() => setChildren([...children, { label: 'New link', href: '/' }])}>
                Add a link under {name}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => set([...items, shape.name === 'title' ? { title: 'New group', links: [] } : { label: 'New item', href: '/' }])}>
        {shape.name === 'title' ? 'Add a group' : 'Add a menu item'}
      </button>
    </fieldset>
  );
}
