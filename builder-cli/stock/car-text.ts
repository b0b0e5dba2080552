// The text of a generated car: its name, slug, stock-number prefix, simple fuel, and the escaping
// and number format of its description.

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "2025 Mazda CX-5 G25 Touring"; a model that already starts with its make is not repeated ("2025 Mazda3 G20 Pure"). */
export function carName(year: number, make: string, model: string, badge: string | null): string {
  const makeModel = model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
  return [String(year), makeModel, badge ?? ''].join(' ').replace(/\s+/g, ' ').trim();
}

/** Upper-case initials of a slug's words, at most 4 letters: "southern-cross-autos-bathurst" gives SCAB. */
export function stockPrefix(slug: string): string {
  const letters = slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .filter((c) => /[A-Z]/.test(c))
    .join('');
  return (letters || 'ST').slice(0, 4);
}

export function simpleFuel(fuel: string | null): string | null {
  if (!fuel) return null;
  const f = fuel.toLowerCase();
  if (f.includes('plug-in')) return 'Plug-in Hybrid';
  if (f.includes('hybrid')) return 'Hybrid';
  if (f.includes('electric')) return 'Electric';
  if (f.includes('diesel')) return 'Diesel';
  if (/petrol|gasoline|unleaded|\bgas\b|lpg/.test(f)) return 'Petrol';
  return fuel;
}

export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
