/**
 * Memory (decision 021): V8 lets the JavaScript heap grow to up to four times what survived the last full
 * collection before it collects again; under traffic a server that keeps about 40 MB alive then holds
 * 150-170 MB, nearly all of it garbage of finished requests, and a catalogue import of 50,000 communities that
 * keeps about 100 MB alive peaks near 560 MB (decision 039). Two times is the bound V8 itself uses on
 * memory-constrained devices. V8 reads this flag whenever it sets the next limit, so it applies from the call on:
 * the server and the command-line scripts call it first thing.
 */
import v8 from "node:v8";

export function boundHeapGrowth(): void {
  v8.setFlagsFromString("--heap-growing-percent=100");
}
