/**
 * Recovers the JSON object from a model answer that wraps it in something else: a reasoning
 * block (`<think>…</think>` from DeepSeek-R1 or Qwen via Ollama), a markdown code fence, or a
 * sentence before or after ("Sure! Here it is: {...}"). Valid JSON passes through untouched;
 * text with no parseable object comes back unchanged so the parse error shows what was sent.
 */
export function repairJsonText(text: string): string {
  const trimmed = text.trim();
  if (parses(trimmed)) return trimmed;

  const withoutThinking = trimmed.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  if (parses(withoutThinking)) return withoutThinking;

  for (const fence of withoutThinking.matchAll(/```[\w-]*[ \t]*\r?\n?([\s\S]*?)```/g)) {
    const inner = fence[1]!.trim();
    if (parses(inner)) return inner;
  }

  const object = outermostObject(withoutThinking);
  return object ?? text;
}

const MAX_STARTS = 20;

/** The first balanced `{…}` span that parses, scanning strings so braces inside them don't count. */
function outermostObject(text: string): string | null {
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_STARTS; tries += 1) {
    const end = matchingBrace(text, start);
    if (end !== -1) {
      const candidate = text.slice(start, end + 1);
      if (parses(candidate)) return candidate;
    }
    start = text.indexOf('{', start + 1);
  }
  return null;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function parses(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
