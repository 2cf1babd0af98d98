/**
 * Small Markdown builders for what a tool saves as readable text (an analysis, a grade): the
 * Workspace shows and exports it as typed, and it pastes cleanly into notes.
 */

/** Every line as a block quote (blank lines kept inside the quote). */
export function markdownQuote(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

/** `**Label:** value` lines as a bullet list; empty values are left out. */
export function markdownFacts(facts: readonly { label: string; value: string | number }[]): string {
  return facts
    .filter((fact) => String(fact.value).trim() !== '')
    .map((fact) => `- **${fact.label}:** ${fact.value}`)
    .join('\n');
}

/** A bullet list (`ordered`: 1. 2. 3.). */
export function markdownList(items: readonly string[], ordered = false): string {
  return items.map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${item}`).join('\n');
}

/** A second-level heading and its body; nothing when the body is empty. */
export function markdownSection(heading: string, body: string): string {
  return body.trim() ? `## ${heading}\n\n${body.trim()}` : '';
}

/** Sections one blank line apart, empty ones left out. */
export function markdownDocument(sections: readonly string[]): string {
  return `${sections.filter((s) => s.trim()).join('\n\n')}\n`;
}
