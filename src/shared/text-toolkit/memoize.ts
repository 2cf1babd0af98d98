/**
 * Remembers the last results of a pure function of one text. Grading compares a reply with up to
 * 50 earlier ones, several times over (each rewrite candidate), so preparing each text once
 * keeps a grade within a few milliseconds.
 */
export function memoize<T>(compute: (text: string) => T, size: number): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(text, value);
    return value;
  };
}
