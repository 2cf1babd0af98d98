import { describe, expect, it } from 'vitest';
import type { WorkspaceItem } from '../../platform/types.ts';
import { exportJson, exportMarkdown } from './export-format.ts';
import { groupByTool, inTab } from './workspace-view.ts';
import { toolRouteId } from '../../../shared/tool-catalogue.ts';

const base: WorkspaceItem = {
  id: 'a',
  title: 'First',
  content: 'Hello\nworld',
  contentType: 'thread',
  toolName: 'reply-grader',
  metadata: { score: 80 },
  isFavorite: false,
  isArchived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const items: WorkspaceItem[] = [
  base,
  { ...base, id: 'b', title: '', toolName: 'other-tool', contentType: 'bio', content: 'Bio' },
  { ...base, id: 'c', title: 'Third\nline', content: 'Third' },
];

describe('workspace view rules', () => {
  it('puts items in tabs: All not archived, Favorites favorite and not archived, Archived', () => {
    const flags = (isFavorite: boolean, isArchived: boolean) => ({ isFavorite, isArchived });
    expect(inTab(flags(false, false), 'all')).toBe(true);
    expect(inTab(flags(true, true), 'all')).toBe(false);
    expect(inTab(flags(true, false), 'favorites')).toBe(true);
    expect(inTab(flags(true, true), 'favorites')).toBe(false);
    expect(inTab(flags(false, true), 'archived')).toBe(true);
    expect(inTab(flags(false, false), 'archived')).toBe(false);
  });

  it('groups by tool in order of first appearance, keeping the list order inside', () => {
    expect(groupByTool(items).map((g) => [g.toolName, g.items.map((i) => i.id)])).toEqual([
      ['reply-grader', ['a', 'c']],
      ['other-tool', ['b']],
    ]);
  });

  it('finds the route of a catalogue tool, and none for other names', () => {
    expect(toolRouteId('reply-grader')).toBe('tools_reply-grader');
    expect(toolRouteId('not-a-tool')).toBeNull();
  });
});

describe('export formats', () => {
  it('JSON: every item with its stored field names, in list order', () => {
    const parsed = JSON.parse(exportJson(items)) as Record<string, unknown>[];
    expect(parsed.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(parsed[0]).toEqual({
      id: 'a',
      title: 'First',
      content: 'Hello\nworld',
      content_type: 'thread',
      tool_name: 'reply-grader',
      metadata: { score: 80 },
      is_favorite: false,
      is_archived: false,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('Markdown: grouped by tool, each item a one-line heading and its content', () => {
    const markdown = exportMarkdown(items, {
      heading: 'Export',
      tool: (name) => name.toUpperCase(),
      title: (item) => item.title || `${item.contentType} content`,
    });
    expect(markdown).toBe(
      [
        '# Export',
        '## REPLY-GRADER',
        '### First',
        'Hello\nworld',
        '### Third line',
        'Third',
        '## OTHER-TOOL',
        '### bio content',
        'Bio',
      ].join('\n\n') + '\n',
    );
  });
});
