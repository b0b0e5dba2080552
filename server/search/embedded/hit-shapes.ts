// Hits that keep V8's fast properties. A hit is a document's attributes (all, or those asked for)
// plus `_formatted`, `_matchesPosition`, `_geoDistance` or `_rankingScore`. Adding a property to a
// copy of a 37-attribute document, or adding a dozen keys one by one to `{}`, turns the object into
// a dictionary-mode one (1.7-2.6 KB instead of about 0.35 KB), and a 100-hit page of those was most
// of a stock page's garbage, so of its garbage-collection pauses. Instead, each document shape (its
// keys in order) gets, per list of attributes and set of extras, one template parsed from JSON (so
// with fast properties); a hit is a copy of the template with its values overwritten in place.

/** The extra keys, in the order a hit carries them; bit i of a mask stands for HIT_EXTRAS[i]. */
export const HIT_EXTRAS = ['_formatted', '_matchesPosition', '_geoDistance', '_rankingScore'] as const;

const MAX_SHAPES = 256;
const MAX_PROJECTIONS = 64;
const UNKNOWN = -1;
const NO_SHAPE = -2;
const INTEGER_KEY = /^(0|[1-9]\d*)$/;

export class HitShapes {
  /** Per document: its shape's number, UNKNOWN before its first hit, NO_SHAPE when it gets none. */
  private readonly shapeOf: Int32Array;
  private readonly shapeBySignature = new Map<string, number>();
  private readonly shapeKeys: string[][] = [];
  private readonly projections = new Map<string, HitProjection>();

  constructor(documentCount: number) {
    this.shapeOf = new Int32Array(documentCount).fill(UNKNOWN);
  }

  /**
   * The projection keeping `fields` (top-level attribute names; null or `*`: every attribute), or
   * null for a list with a dotted path, which the caller projects its own way.
   */
  projection(fields: readonly string[] | null): HitProjection | null {
    const all = fields === null || fields.includes('*');
    if (!all && fields.some((a) => a.includes('.'))) return null;
    const key = all ? '*' : fields.join('\u0000');
    let projection = this.projections.get(key);
    if (projection === undefined) {
      if (this.projections.size >= MAX_PROJECTIONS) this.projections.clear();
      projection = new HitProjection(this, all ? null : new Set(fields));
      this.projections.set(key, projection);
    }
    return projection;
  }

  /** The keys of document `doc`'s shape, or null when it gets no template. */
  keysOf(doc: number, source: Record<string, unknown>): readonly string[] | null {
    let shape = this.shapeOf[doc]!;
    if (shape === UNKNOWN) shape = this.shapeOf[doc] = this.shapeFor(source);
    return shape === NO_SHAPE ? null : this.shapeKeys[shape]!;
  }

  shapeNumber(doc: number): number {
    return this.shapeOf[doc]!;
  }

  private shapeFor(source: Record<string, unknown>): number {
    const keys = Object.keys(source);
    // `__proto__` would set the prototype when written; an integer-like key is an element, which
    // objects order apart from properties.
    if (keys.some((k) => k === '__proto__' || INTEGER_KEY.test(k))) return NO_SHAPE;
    const signature = keys.join('\u0000');
    let shape = this.shapeBySignature.get(signature);
    if (shape === undefined) {
      if (this.shapeKeys.length >= MAX_SHAPES) return NO_SHAPE;
      shape = this.shapeKeys.length;
      this.shapeKeys.push(keys);
      this.shapeBySignature.set(signature, shape);
    }
    return shape;
  }
}

export class HitProjection {
  /** By shape * 16 + mask: the kept keys and the template. */
  private readonly templates = new Map<number, { keys: string[]; template: Record<string, unknown> }>();

  constructor(
    private readonly shapes: HitShapes,
    private readonly fields: ReadonlySet<string> | null,
  ) {}

  /**
   * A new object with the kept attributes of `source` (document `doc`) in its order, then
   * placeholders for the extras of `mask` for the caller to set; null when the document's shape
   * gets no template.
   */
  copy(doc: number, source: Record<string, unknown>, mask: number): Record<string, unknown> | null {
    // Nothing to add or leave out: V8 copies the document whole, faster than key by key.
    if (this.fields === null && mask === 0) return { ...source };
    const shapeKeys = this.shapes.keysOf(doc, source);
    if (shapeKeys === null) return null;
    const id = this.shapes.shapeNumber(doc) * 16 + mask;
    let entry = this.templates.get(id);
    if (entry === undefined) {
      const keys = this.fields === null ? [...shapeKeys] : shapeKeys.filter((k) => this.fields!.has(k));
      const all = [...keys, ...HIT_EXTRAS.filter((_, i) => (mask & (1 << i)) !== 0)];
      const template = JSON.parse(`{${all.map((k) => `${JSON.stringify(k)}:0`).join(',')}}`) as Record<string, unknown>;
      entry = { keys, template };
      this.templates.set(id, entry);
    }
    const out = { ...entry.template };
    const { keys } = entry;
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = source[keys[i]!];
    return out;
  }
}
