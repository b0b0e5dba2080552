// Every XML document the server writes (sitemap, vehicle feeds) goes through fast-xml-parser's
// XMLBuilder: escaping and nesting are the library's, never string concatenation. Attributes are
// keys starting with "@_"; an array becomes repeated elements; undefined, null and "" values are
// dropped, so an optional field simply does not appear.
import { XMLBuilder } from 'fast-xml-parser';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: true });

type XmlValue = string | number | null | undefined | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue;
}

function prune(value: XmlValue): XmlValue {
  if (Array.isArray(value)) return value.map(prune).filter((v) => v !== undefined);
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0));
  return Object.fromEntries(entries);
}

/** An XML document (UTF-8 declaration first) whose root element is `root`. */
export function xmlDocument(root: string, content: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${String(builder.build({ [root]: prune(content) }))}`;
}
