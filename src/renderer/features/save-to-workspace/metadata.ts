import type { ContentToSave } from '../../../shared/contracts/magic-link-auth.ts';

/** The most a saved item's metadata may take as JSON (ContentToSaveSchema refuses more). */
export const MAX_METADATA_BYTES = 8 * 1024;
/** A string shortened to make room keeps at least this many characters. */
const SHORTEST = 40;

/** JSON values by name: the inputs and figures behind a saved item. */
export type ItemMetadata = NonNullable<ContentToSave['metadata']>;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/** The text cut to at most `max` characters (whole code points), with '…' when cut. */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/**
 * The metadata as it may be stored: unchanged when it fits in 8 KB; otherwise its longest
 * strings are shortened (halved, down to a few words) and, if that is not enough, the last
 * keys are left out. Metadata describes an item; it never makes a save fail.
 */
export function fitMetadata(metadata: ItemMetadata = {}): ItemMetadata {
  const fitted: ItemMetadata = { ...metadata };
  while (bytes(fitted) > MAX_METADATA_BYTES) {
    const longest = Object.entries(fitted)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, value]) => ({ key, length: [...value].length }))
      .sort((a, b) => b.length - a.length)[0];
    if (longest && longest.length > SHORTEST) {
      fitted[longest.key] = excerpt(
        fitted[longest.key] as string,
        Math.max(SHORTEST, Math.floor(longest.length / 2)),
      );
      continue;
    }
    const keys = Object.keys(fitted);
    if (keys.length === 0) break;
    delete fitted[keys[keys.length - 1]!];
  }
  return fitted;
}
