import type { WorkspaceItem } from '../../platform/index.ts';
import { groupByTool } from './workspace-view.ts';

/** One item of `workspace-export.json`: the stored fields under their database names. */
export interface ExportedItem {
  id: string;
  title: string;
  content: string;
  content_type: string;
  tool_name: string;
  metadata: WorkspaceItem['metadata'];
  is_favorite: boolean;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
}

export function toExportedItem(item: WorkspaceItem): ExportedItem {
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    content_type: item.contentType,
    tool_name: item.toolName,
    metadata: item.metadata,
    is_favorite: item.isFavorite,
    is_archived: item.isArchived,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** The JSON export: an array of the items, in list order. */
export function exportJson(items: readonly WorkspaceItem[]): string {
  return `${JSON.stringify(items.map(toExportedItem), null, 2)}\n`;
}

export interface MarkdownLabels {
  /** The document's heading. */
  heading: string;
  /** A group's heading: the tool's name as the panel shows it. */
  tool(toolName: string): string;
  /** An item's heading: its title, or the fallback for an empty one. */
  title(item: WorkspaceItem): string;
}

/** One line of heading text: line breaks would end the heading and start a paragraph. */
const headingText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The Markdown export: grouped by tool as the panel shows it, each item a heading and its content. */
export function exportMarkdown(items: readonly WorkspaceItem[], labels: MarkdownLabels): string {
  const parts = [`# ${headingText(labels.heading)}`];
  for (const group of groupByTool(items)) {
    parts.push(`## ${headingText(labels.tool(group.toolName))}`);
    for (const item of group.items)
      parts.push(`### ${headingText(labels.title(item))}`, item.content.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

export const EXPORT_FILES = {
  json: { name: 'workspace-export.json', type: 'application/json' },
  markdown: { name: 'workspace-export.md', type: 'text/markdown' },
} as const;

export type ExportFormat = keyof typeof EXPORT_FILES;

/** Saves `text` as a download named for the format. */
export function download(format: ExportFormat, text: string): void {
  const file = EXPORT_FILES[format];
  const url = URL.createObjectURL(new Blob([text], { type: `${file.type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
