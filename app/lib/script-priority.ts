/**
 * The public pages arrive whole from the server (content and inline styles), so their scripts
 * only make them interactive: nothing on screen waits for them. React Router preloads them with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, ahead of the images below
 * (the hero or cover, usually the largest paint) and counted as holding up the first paint by
 * Lighthouse's simulation. `fetchpriority="low"` lets the images and the document go first; the
 * scripts still start at once and run as soon as they arrive. Decision 0037.
 */
// React Router's <Scripts> has no prop for it, so the tags are rewritten as the page is collected.
const PRELOAD_BYTES = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY_BYTES = Buffer.from('fetchpriority="low" ');
const LT = 0x3c; // '<'

/**
 * Collects a page's bytes as React writes them, adding `fetchpriority="low"` to every module
 * preload on the way, so the page is copied once (into `bytes()`) rather than decoded to a
 * string, rewritten and encoded again (issue 15.3). A tag cut between two writes is found too:
 * a write that ends with the start of one keeps that start back until the next write.
 */
export class LowPriorityPreloads {
  private readonly pieces: Buffer[] = [];
  private length = 0;
  /** The end of the last write that may be the start of a module preload. */
  private held: Buffer | undefined;

  write(chunk: Buffer): void {
    const data = this.held ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = undefined;
    let from = 0;
    for (let at = data.indexOf(PRELOAD_BYTES); at !== -1; at = data.indexOf(PRELOAD_BYTES, from)) {
      const tagEnd = at + PRELOAD_BYTES.length;
      this.keep(data.subarray(from, tagEnd));
      this.keep(LOW_PRIORITY_BYTES);
      from = tagEnd;
    }
    // A '<' among the last bytes that begins the tag's text is held back for the next write.
    let end = data.length;
    const last = data.lastIndexOf(LT);
    if (last >= from && last > data.length - PRELOAD_BYTES.length && data.subarray(last).equals(PRELOAD_BYTES.subarray(0, data.length - last))) {
      this.held = Buffer.from(data.subarray(last));
      end = last;
    }
    this.keep(data.subarray(from, end));
  }

  /** The page, every piece copied once. */
  bytes(): Buffer<ArrayBuffer> {
    if (this.held) {
      this.keep(this.held);
      this.held = undefined;
    }
    return Buffer.concat(this.pieces, this.length);
  }

  private keep(piece: Buffer): void {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.length += piece.length;
  }
}
