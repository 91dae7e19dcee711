/**
 * The checksum of the library's file formats (solution tables, weights files): FNV-1a over every
 * byte of `bytes` but the four of the checksum field at `at`. Cheap, and any changed byte changes
 * it; it detects damage, not forgery.
 */
export function checksumExcept(bytes: Uint8Array, at: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    if (i >= at && i < at + 4) continue;
    hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  }
  return hash >>> 0;
}
