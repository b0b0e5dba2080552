// The required fields of a channel row that are missing or empty: "a.b" reads inside an object,
// "a[].b" inside every item of a list (an empty list is missing too).
export function missingFields(row: object, required: readonly string[]): string[] {
  const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  const read = (value: unknown, steps: string[]): boolean => {
    if (!steps.length) return !empty(value);
    const [step, ...rest] = steps as [string, ...string[]];
    if (step.endsWith('[]')) {
      const list = (value as Record<string, unknown> | undefined)?.[step.slice(0, -2)];
      return Array.isArray(list) && list.length > 0 && list.every((item) => read(item, rest));
    }
    return read((value as Record<string, unknown> | undefined)?.[step], rest);
  };
  return required.filter((field) => !read(row, field.split('.')));
}
