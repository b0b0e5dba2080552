/** Text for an XML element or attribute value. */
export function xmlEscape(text: string | number): string {
  return String(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** `<name>text</name>`, or nothing for an empty value. */
export function element(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : `<${name}>${xmlEscape(value)}</${name}>`;
}
