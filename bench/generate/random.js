/**
 * Seeded pseudo-random numbers for the data generator: the same seed and stream name give the
 * same sequence on every machine and Node version (32-bit integer arithmetic only).
 *
 * Each table family draws from its own stream (`new Random(seed, 'users')`), so adding a family
 * (vehicles) or changing one never changes the rows of another.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG), seeded from the seed and
 * stream name through cyrb128 (a 128-bit string hash); 12 outputs are discarded to mix the state.
 */

/** Four 32-bit words from a string (cyrb128). @param {string} text @returns {[number, number, number, number]} */
export function hash128(text) {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Random {
  /**
   * @param {number | string} seed
   * @param {string} [stream] independent sequence per name (one per table family)
   */
  constructor(seed, stream = '') {
    const [a, b, c, d] = hash128(`${String(seed)}/${stream}`);
    /** sfc32 state */
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** The next unsigned 32-bit integer. */
  uint32() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float() {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max] (both included). @param {number} min @param {number} max */
  int(min, max) {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`Random.int: bad range ${min}..${max}`);
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability p. @param {number} p */
  chance(p) {
    return this.float() < p;
  }

  /**
   * One element of a non-empty list, uniformly.
   * @template T @param {readonly T[]} list @returns {T}
   */
  pick(list) {
    if (list.length === 0) throw new RangeError('Random.pick: empty list');
    return /** @type {T} */ (list[Math.floor(this.float() * list.length)]);
  }

  /**
   * One value of `[value, weight]` pairs, with probability weight / sum of weights.
   * @template T @param {readonly (readonly [T, number])[]} entries @returns {T}
   */
  weighted(entries) {
    let total = 0;
    for (const [, w] of entries) total += w;
    if (!(total > 0)) throw new RangeError('Random.weighted: weights must add up to more than 0');
    let x = this.float() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return /** @type {readonly [T, number]} */ (entries[entries.length - 1])[0];
  }

  /** `n` decimal digits (leading zeros kept). @param {number} n */
  digits(n) {
    let out = '';
    for (let i = 0; i < n; i++) out += String(this.uint32() % 10);
    return out;
  }

  /** A version-4-shaped UUID made of this sequence's bits (the same seed gives the same ids). */
  uuid() {
    const bytes = new Array(16);
    for (let i = 0; i < 16; i += 4) {
      const v = this.uint32();
      bytes[i] = v >>> 24;
      bytes[i + 1] = (v >>> 16) & 0xff;
      bytes[i + 2] = (v >>> 8) & 0xff;
      bytes[i + 3] = v & 0xff;
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const h = bytes.map((b) => HEX[b]);
    return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10).join('')}`;
  }
}
