// ── Lengths ──────────────────────────────────────────────────────────────────────────────

/**
 * UTF-16 units, what `String.length` counts. Platforms count bios differently (Instagram by
 * code points, X by weighted units); UTF-16 counts an emoji as 2, so a text that fits here
 * fits everywhere.
 */
export function utf16Length(text: string): number {
  return text.length;
}

/** Unicode code points (an emoji such as 🙂 counts 1, a ZWJ family counts several). */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
