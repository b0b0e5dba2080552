// Fixed-size bitsets over document ids 0..n-1, one bit per document, 32 per word.

export type Bitset = Uint32Array;

export function wordCount(n: number): number {
  return (n + 31) >>> 5;
}

export function emptyBitset(n: number): Bitset {
  return new Uint32Array(wordCount(n));
}

export function fullBitset(n: number): Bitset {
  const bits = new Uint32Array(wordCount(n)).fill(0xffffffff);
  clearTail(bits, n);
  return bits;
}

/** Clears the bits past document n-1 in the last word, so NOT never invents documents. */
export function clearTail(bits: Bitset, n: number): void {
  const rem = n & 31;
  if (rem !== 0 && bits.length > 0) bits[bits.length - 1]! &= 0xffffffff >>> (32 - rem);
}

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function hasBit(bits: Bitset, i: number): boolean {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!;
}

/** target = target AND NOT other */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= ~other[w]!;
}

export function notInPlace(bits: Bitset, n: number): void {
  for (let w = 0; w < bits.length; w++) bits[w] = ~bits[w]!;
  clearTail(bits, n);
}

export function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let c = 0;
  for (let w = 0; w < bits.length; w++) {
    const v = bits[w]!;
    if (v !== 0) c += popcount32(v);
  }
  return c;
}

/** The set documents in ascending order, written into `into` when it is large enough. */
export function bitsetToIds(bits: Bitset, count = countBits(bits), into?: Uint32Array): Uint32Array {
  const out = into !== undefined && into.length >= count ? into.subarray(0, count) : new Uint32Array(count);
  let k = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    const base = w << 5;
    while (v !== 0) {
      const t = v & -v;
      out[k++] = base + 31 - Math.clz32(t);
      v ^= t;
    }
  }
  return out;
}

/** Reused zeroed bitsets for one document count: a search is synchronous, so nothing escapes it. */
export class BitsetPool {
  private readonly free: Bitset[] = [];
  readonly all: Bitset;

  constructor(readonly n: number) {
    this.all = fullBitset(n);
  }

  /** A zeroed bitset for the document count. */
  acquire(): Bitset {
    return this.free.pop() ?? emptyBitset(this.n);
  }

  release(bits: Bitset): void {
    bits.fill(0);
    this.free.push(bits);
  }

  copyOf(source: Bitset): Bitset {
    const bits = this.acquire();
    bits.set(source);
    return bits;
  }
}
