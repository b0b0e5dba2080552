// Fills a stock profile's description template. A placeholder whose value the text before it
// already ends with is left out with its space: "{model} {badge} {body}" for a badge "16.49-2 Pop
// Top" and a body "Pop Top" reads "Expanda 16.49-2 Pop Top", never "Pop Top Pop Top".
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    out += template.slice(last, match.index);
    last = match.index + match[0].length;
    const key = match[1]!;
    if (!(key in values)) {
      out += match[0];
      continue;
    }
    const value = values[key]!;
    const before = out.replace(/\s+$/, '');
    const repeats = value !== '' && before.toLowerCase().endsWith(value.toLowerCase()) && /(^|\W)$/.test(before.slice(0, before.length - value.length));
    if (repeats) out = before;
    else out += value;
  }
  return out + template.slice(last);
}
