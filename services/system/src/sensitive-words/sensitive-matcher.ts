/** How words and texts are compared: full-width and half-width forms as one (NFKC), without case. */
export function foldForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const ROOT = 0;
const NONE = -1;
/** UTF-16 code units: the alphabet of the automaton. */
const CODE_UNITS = 0x10000;

/**
 * Finds sensitive words in texts (spec section 5: "Sensitive words block submission"): an
 * Aho-Corasick automaton over the folded words, built once, that reads a text in one pass however
 * many words there are — every occurrence, overlapping ones too ("he", "she" and "hers" in
 * "ushers"). The answer is each word found once, as stored, in the order of its first appearance.
 */
export class SensitiveMatcher {
  /** The words as stored; `wordAt[node]` indexes it. */
  private readonly words: string[] = [];
  /** Length of each folded word (to tell where an occurrence starts). */
  private readonly lengths: number[] = [];
  /**
   * The trie's edges. Most nodes have one child: its code unit and node sit in two arrays, and
   * only nodes with more children get a map for the others; the root's children, the most asked
   * for, are a table over every code unit (0: none, as the root is nobody's child).
   */
  private readonly rootNext = new Int32Array(CODE_UNITS);
  private readonly soleCode: number[] = [NONE];
  private readonly soleNext: number[] = [NONE];
  private readonly otherNext: (Map<number, number> | undefined)[] = [undefined];
  /** Per node: its parent, the code unit that leads to it and its depth (the root is node 0). */
  private readonly parent: number[] = [ROOT];
  private readonly code: number[] = [0];
  private readonly depth: number[] = [0];
  private readonly wordAt: number[] = [NONE];
  private fail: Int32Array = new Int32Array(1);
  /** Per node: the nearest node on its failure chain that ends a word (the other words that end here). */
  private output: Int32Array = new Int32Array(1).fill(NONE);

  constructor(words: Iterable<string>) {
    for (const word of words) this.add(word);
    this.link();
  }

  /** How many distinct folded words the automaton holds. */
  get size(): number {
    return this.words.length;
  }

  /** The words found in `texts` (read one after the other), each once, by first appearance. */
  find(texts: readonly string[]): string[] {
    if (this.words.length === 0) return [];
    /** Per node: 1 once its word and every word on its output chain were reported. */
    const reported = new Uint8Array(this.wordAt.length);
    const found: { word: number; start: number; end: number }[] = [];
    let offset = 0;
    for (const raw of texts) {
      const text = foldForMatching(raw);
      let node = ROOT;
      for (let i = 0; i < text.length; i++) {
        node = this.step(node, text.charCodeAt(i));
        // The first time a node is reached, its word and all words on its output chain occur here for the first time.
        let at = this.wordAt[node] === NONE ? (this.output[node] ?? NONE) : node;
        while (at !== NONE && reported[at] === 0) {
          reported[at] = 1;
          const word = this.wordAt[at] ?? NONE;
          found.push({ word, start: offset + i + 1 - (this.lengths[word] ?? 0), end: offset + i });
          at = this.output[at] ?? NONE;
        }
      }
      offset += text.length + 1;
    }
    found.sort((a, b) => a.start - b.start || a.end - b.end);
    return found.map((f) => this.words[f.word] ?? '');
  }

  /** Where the automaton goes from `from` on `code` (following failure links; the root when nowhere). */
  private step(from: number, code: number): number {
    for (let node = from; node !== ROOT; node = this.fail[node] ?? ROOT) {
      const next = this.child(node, code);
      if (next !== NONE) return next;
    }
    return this.rootNext[code] ?? ROOT;
  }

  private child(node: number, code: number): number {
    if (node === ROOT) return this.rootNext[code] || NONE;
    if (this.soleCode[node] === code) return this.soleNext[node] ?? NONE;
    return this.otherNext[node]?.get(code) ?? NONE;
  }

  private addChild(node: number, code: number, next: number): void {
    if (node === ROOT) this.rootNext[code] = next;
    else if (this.soleCode[node] === NONE) {
      this.soleCode[node] = code;
      this.soleNext[node] = next;
    } else {
      let others = this.otherNext[node];
      if (!others) {
        others = new Map();
        this.otherNext[node] = others;
      }
      others.set(code, next);
    }
  }

  private add(word: string): void {
    const folded = foldForMatching(word);
    if (folded.length === 0) return;
    let node = ROOT;
    for (let i = 0; i < folded.length; i++) {
      const code = folded.charCodeAt(i);
      let next = this.child(node, code);
      if (next === NONE) {
        next = this.wordAt.length;
        this.addChild(node, code, next);
        this.parent.push(node);
        this.code.push(code);
        this.depth.push(i + 1);
        this.wordAt.push(NONE);
        this.soleCode.push(NONE);
        this.soleNext.push(NONE);
        this.otherNext.push(undefined);
      }
      node = next;
    }
    // Words that fold alike ("Fake", "ＦＡＫＥ") are one: the first stands for them.
    if (this.wordAt[node] !== NONE) return;
    this.wordAt[node] = this.words.length;
    this.words.push(word);
    this.lengths.push(folded.length);
  }

  /** The failure and output links, shallow nodes first (a node's links point at shallower nodes). */
  private link(): void {
    const count = this.wordAt.length;
    this.fail = new Int32Array(count);
    this.output = new Int32Array(count).fill(NONE);
    for (const node of this.byDepth()) {
      const parent = this.parent[node] ?? ROOT;
      // The children of the root fall back to it; a deeper node to where its parent's fallback goes on the same code unit.
      const fallback = parent === ROOT ? ROOT : this.step(this.fail[parent] ?? ROOT, this.code[node] ?? 0);
      this.fail[node] = fallback;
      this.output[node] = this.wordAt[fallback] !== NONE ? fallback : (this.output[fallback] ?? NONE);
    }
  }

  /** Every node but the root, ordered by depth. */
  private *byDepth(): Generator<number> {
    const levels: (number[] | undefined)[] = []; // no node has depth 0: the first is a hole
    for (let node = 1; node < this.wordAt.length; node++) (levels[this.depth[node] ?? 0] ??= []).push(node);
    for (const level of levels) yield* level ?? [];
  }
}
