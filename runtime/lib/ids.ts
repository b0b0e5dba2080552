// Visitor and event ids the browser makes up (spec section 9): device_/session_ + 10 random
// characters, and the unique id of a server-side ad event (event id + timestamp + random number).

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_RANDOM_LENGTH = 10;

/** Uniform random integers below `bound`: crypto when the runtime has it. */
type RandomInt = (bound: number) => number;

const cryptoRandomInt: RandomInt = (bound) => {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) return Math.floor(Math.random() * bound);
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buf = new Uint32Array(1);
  do c.getRandomValues(buf);
  while (buf[0]! >= limit);
  return buf[0]! % bound;
};

export function randomChars(length: number, randomInt: RandomInt = cryptoRandomInt): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function deviceId(randomInt?: RandomInt): string {
  return `device_${randomChars(ID_RANDOM_LENGTH, randomInt)}`;
}

export function sessionId(randomInt?: RandomInt): string {
  return `session_${randomChars(ID_RANDOM_LENGTH, randomInt)}`;
}

/**
 * The unique id of one ad event: `<eventId>_<now ms>_<random 0..999999>`, so the browser pixel and
 * the server event of the same action deduplicate, and two actions never share an id.
 * `random` is a number in [0, 1), e.g. Math.random().
 */
export function fbEventId(eventId: string | number, now: number, random: number): string {
  return `${eventId}_${Math.floor(now)}_${Math.floor(random * 1_000_000)}`;
}
