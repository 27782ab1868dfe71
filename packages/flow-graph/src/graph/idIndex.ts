// Vertex numbers by component id, as an open-addressing hash table over the ids' characters.
// A flow arrives freshly parsed or copied, so its ids are new strings: V8's Map.get on those
// costs ~0.3 µs each (through the runtime), which made looking up both ends of every edge most of
// preparing a 10,000-component graph; hashing here and comparing with === costs a third of that.

const EMPTY = -1;

/** FNV-1a over pairs of UTF-16 code units (half the steps of one unit at a time), then mixed so the low bits used as slots vary. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  const pairsEnd = id.length - 1;
  let i = 0;
  for (; i < pairsEnd; i += 2) hash = Math.imul(hash ^ (id.charCodeAt(i) | (id.charCodeAt(i + 1) << 16)), 0x01000193);
  if (i < id.length) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return (hash ^ (hash >>> 13)) >>> 0;
}

function emptySlots(capacity: number): Int32Array {
  // At most half full, so probe runs stay short.
  return new Int32Array(2 ** Math.max(4, Math.ceil(Math.log2(capacity * 2 + 1)))).fill(EMPTY);
}

/** Numbers ids 0, 1, 2… in the order they are first added; sized for `capacity` distinct ids, grows past it. */
export class IdIndex {
  /** Ids by number. */
  readonly ids: string[] = [];
  private slots: Int32Array;
  private mask: number;
  /** Ids that are not strings (malformed flows): a Map keeps them apart from strings as before. */
  private others: Map<unknown, number> | undefined;

  constructor(capacity: number) {
    this.slots = emptySlots(capacity);
    this.mask = this.slots.length - 1;
  }

  /** The number of `id`, or -1 when it was never added. */
  numberOf(id: string): number {
    if (typeof id !== 'string') return this.others?.get(id) ?? EMPTY;
    return this.slots[this.slotOf(id)] as number;
  }

  /** The number of `id`, numbering it next when it is new. */
  add(id: string): number {
    if (typeof id !== 'string') {
      this.others ??= new Map();
      const known = this.others.get(id);
      if (known !== undefined) return known;
      this.others.set(id, this.ids.length);
      this.ids.push(id);
      return this.ids.length - 1;
    }
    let slot = this.slotOf(id);
    const known = this.slots[slot] as number;
    if (known !== EMPTY) return known;
    const number = this.ids.length;
    if ((number + 1) * 2 > this.slots.length) {
      this.rehash(number + 1);
      slot = this.slotOf(id);
    }
    this.slots[slot] = number;
    this.ids.push(id);
    return number;
  }

  private rehash(capacity: number): void {
    this.slots = emptySlots(capacity * 2);
    this.mask = this.slots.length - 1;
    this.ids.forEach((id, number) => {
      if (typeof id === 'string') this.slots[this.slotOf(id)] = number;
    });
  }

  /** The slot holding `id`, or the empty one where it would go. */
  private slotOf(id: string): number {
    let slot = hashOf(id) & this.mask;
    for (;;) {
      const number = this.slots[slot] as number;
      if (number === EMPTY || this.ids[number] === id) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}
