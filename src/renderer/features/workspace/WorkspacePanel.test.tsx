import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, TOAST_DURATION } from '../../components/toasts/toast-store.ts';
import { Toaster } from '../../components/toasts/Toaster.tsx';
import { bindPlatform } from '../../platform/index.ts';
import type {
  WorkspaceErrorCode,
  WorkspaceItem,
  WorkspaceQuery,
  WorkspaceRepository,
  WorkspaceSummary,
} from '../../platform/types.ts';
import { DEFAULT_SUBSCRIPTION, useSubscriptionStore } from '../../stores/subscription-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { finishBeforeSignOut } from '../../stores/sign-out-tasks.ts';
import { inTab } from './workspace-view.ts';
import WorkspacePanel from './WorkspacePanel.tsx';

let serial = 0;
function item(partial: Partial<WorkspaceItem> & Pick<WorkspaceItem, 'title'>): WorkspaceItem {
  serial += 1;
  const createdAt = new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - serial * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    content: `${partial.title} body`,
    contentType: 'thread',
    toolName: 'reply-grader',
    metadata: {},
    isFavorite: false,
    isArchived: false,
    createdAt,
    updatedAt: createdAt,
    ...partial,
  };
}

/**
 * An in-memory Workspace behind the repository contract: tabs and search filtered as the
 * server does (every word in the title, content or tool name), newest first, keyset pages.
 */
function memoryWorkspace(
  initial: WorkspaceItem[],
  options: {
    summary?: WorkspaceSummary | null;
    failWrites?: WorkspaceErrorCode;
    failList?: boolean;
  } = {},
) {
  const state = {
    items: [...initial],
    summary: options.summary === undefined ? null : options.summary,
    failWrites: options.failWrites,
    failList: options.failList ?? false,
    calls: {
      list: [] as WorkspaceQuery[],
      listAll: [] as Omit<WorkspaceQuery, 'cursor' | 'limit'>[],
      update: [] as [string, unknown][],
      remove: [] as string[],
      summary: 0,
    },
  };
  const matching = ({ tab, search }: Omit<WorkspaceQuery, 'cursor' | 'limit'>) => {
    const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return state.items
      .filter((i) => inTab(i, tab))
      .filter((i) =>
        words.every((w) => `${i.title} ${i.content} ${i.toolName}`.toLowerCase().includes(w)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  };
  const repository: WorkspaceRepository = {
    ...fakePlatform().workspace,
    async list(query) {
      state.calls.list.push(query);
      if (state.failList) return null;
      const all = matching(query);
      const start = query.cursor ? Number(query.cursor) : 0;
      const limit = query.limit ?? 50;
      const page = all.slice(start, start + limit);
      return { items: page, nextCursor: start + limit < all.length ? String(start + limit) : null };
    },
    async listAll(query) {
      state.calls.listAll.push(query);
      return matching(query);
    },
    async summary() {
      state.calls.summary += 1;
      return state.summary;
    },
    async update(id, patch) {
      state.calls.update.push([id, patch]);
      if (state.failWrites) return { ok: false, code: state.failWrites };
      const found = state.items.find((i) => i.id === id);
      if (!found) return { ok: false, code: 'not-found' };
      Object.assign(found, patch);
      return { ok: true, item: { ...found } };
    },
    async remove(id) {
      state.calls.remove.push(id);
      if (state.failWrites) return { ok: false, code: state.failWrites };
      const before = state.items.length;
      state.items = state.items.filter((i) => i.id !== id);
      return state.items.length < before ? { ok: true } : { ok: false, code: 'not-found' };
    },
  };
  bindPlatform(fakePlatform({ workspace: repository }));
  return state;
}

function renderPanel() {
  useWorkspaceStore.setState({ panelOpen: true });
  return render(
    <>
      <WorkspacePanel />
      <Toaster />
    </>,
  );
}

const cards = () => screen.queryAllByTestId('workspace-item');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) =>
  cards().find((c) => within(c).getByRole('heading').textContent === title)!;
const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  useWorkspaceStore.setState({ panelOpen: false, revision: 0, foreignRevision: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
  bindPlatform(undefined);
});

describe('WorkspacePanel: tabs, grouping and empty states', () => {
  const grader = item({ title: 'Grader reply', toolName: 'reply-grader' });
  const bio = item({ title: 'Bio idea', toolName: 'instagram-bio-generator', isFavorite: true });
  const custom = item({ title: '', contentType: 'caption', toolName: 'my-own-tool' });
  const grader2 = item({ title: 'Second grade', toolName: 'reply-grader' });
  const old = item({ title: 'Old thread', isArchived: true, isFavorite: true });

  it('groups All by tool (the catalogue’s translated title, else the raw name)', async () => {
    memoryWorkspace([grader, bio, custom, grader2, old]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const groups = screen.getAllByTestId('workspace-group');
    expect(groups.map((g) => g.getAttribute('data-tool'))).toEqual([
      'reply-grader',
      'instagram-bio-generator',
      'my-own-tool',
    ]);
    expect(within(groups[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Reply grader');
    expect(within(groups[2]!).getByRole('heading', { level: 3 }).textContent).toBe('my-own-tool');
    expect(within(groups[0]!).getAllByTestId('workspace-item')).toHaveLength(2);
    // An empty title reads '{content_type} content'.
    expect(cardTitles()).toContain('caption content');
    expect(cardTitles()).not.toContain('Old thread');
  });

  it('Favorites holds favorites that are not archived; Archived the archived ones', async () => {
    const state = memoryWorkspace([grader, bio, custom, grader2, old]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(4));
    fireEvent.click(tab('Favorites'));
    await waitFor(() => expect(cardTitles()).toEqual(['Bio idea']));
    fireEvent.click(tab('Archived'));
    await waitFor(() => expect(cardTitles()).toEqual(['Old thread']));
    expect(state.calls.list.map((q) => q.tab)).toEqual(['all', 'favorites', 'archived']);
  });

  it('names each empty state, the search one first', async () => {
    const state = memoryWorkspace([]);
    renderPanel();
    expect((await screen.findByTestId('workspace-empty')).textContent).toBe(
      'Your workspace is emptyStart saving content from any tool to see it here',
    );
    fireEvent.click(tab('Favorites'));
    await screen.findByText('No favorite items yet');
    fireEvent.click(tab('Archived'));
    await screen.findByText('No archived items');

    state.items = [grader];
    fireEvent.click(tab('All'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your Workspace' }), {
      target: { value: 'nothing like it' },
    });
    await screen.findByText('No items found matching your search');
    // Searched on the server, with the tab: the search comes before the tab's filter.
    expect(state.calls.list.at(-1)).toMatchObject({ tab: 'all', search: 'nothing like it' });
    fireEvent.click(tab('Archived'));
    await waitFor(() => expect(state.calls.list.at(-1)?.tab).toBe('archived'));
    expect(await screen.findByText('No items found matching your search')).toBeTruthy();
  });

  it('searches once typing pauses, not on every key', async () => {
    const state = memoryWorkspace([grader, bio, grader2]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const box = screen.getByRole('searchbox');
    for (const value of ['s', 'se', 'sec', 'second']) fireEvent.change(box, { target: { value } });
    await waitFor(() => expect(cardTitles()).toEqual(['Second grade']));
    expect(state.calls.list.map((q) => q.search)).toEqual(['', 'second']);
  });

  it('loads further pages with Load more until there are none', async () => {
    const many = Array.from({ length: 45 }, (_, n) => item({ title: `Item ${n + 1}` }));
    memoryWorkspace(many);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(cardTitles().at(-1)).toBe('Item 45');
  });

  it('says when the list cannot be read, and tries again', async () => {
    const state = memoryWorkspace([grader], { failList: true });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to manage workspace');
    state.failList = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Grader reply']));
  });
});

describe('WorkspacePanel: usage', () => {
  it('shows used/max items on the free plan, without Upgrade while there is room', async () => {
    memoryWorkspace([], { summary: { used: 3, max: 10, tier: 'free' } });
    renderPanel();
    expect((await screen.findByTestId('workspace-usage-count')).textContent).toBe('3/10 items');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('offers Upgrade (the pricing page) once the free plan is full', async () => {
    memoryWorkspace([], { summary: { used: 10, max: 10, tier: 'free' } });
    renderPanel();
    expect((await screen.findByTestId('workspace-usage-count')).textContent).toBe('10/10 items');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    // No plan loaded yet: the trial is not offered on a guess.
    expect(screen.queryByRole('button', { name: /trial/i })).toBeNull();
  });

  it('offers the trial beside Upgrade to a full free account that never had one', async () => {
    useSubscriptionStore.setState({ subscription: { ...DEFAULT_SUBSCRIPTION } });
    memoryWorkspace([], { summary: { used: 10, max: 10, tier: 'free' } });
    renderPanel();
    expect(await screen.findByRole('button', { name: /7-day .*trial/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
    useSubscriptionStore.setState({ subscription: null });
  });

  it('does not offer the trial to an account that already had it', async () => {
    useSubscriptionStore.setState({
      subscription: { ...DEFAULT_SUBSCRIPTION, trial_ends_at: '2026-01-01T00:00:00Z' },
    });
    memoryWorkspace([], { summary: { used: 10, max: 10, tier: 'free' } });
    renderPanel();
    await screen.findByRole('link', { name: 'Upgrade' });
    expect(screen.queryByRole('button', { name: /trial/i })).toBeNull();
    useSubscriptionStore.setState({ subscription: null });
  });

  it('shows a Pro badge for unlimited plans, and reads the summary again on each change', async () => {
    const state = memoryWorkspace([], { summary: { used: 12, max: null, tier: 'pro' } });
    renderPanel();
    const usage = await screen.findByTestId('workspace-usage');
    expect(within(usage).getByText('Pro')).toBeTruthy();
    expect(screen.queryByTestId('workspace-usage-count')).toBeNull();
    const before = state.calls.summary;
    act(() => useWorkspaceStore.getState().changed());
    await waitFor(() => expect(state.calls.summary).toBe(before + 1));
  });
});

describe('WorkspacePanel: item actions', () => {
  it('favorites and archives at once, confirming with the server and bumping the revision', async () => {
    const a = item({ title: 'Keep me' });
    const b = item({ title: 'Put away' });
    const state = memoryWorkspace([a, b]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const favorite = within(card('Keep me')).getByRole('button', { name: 'Favorite' });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(favorite);
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(useWorkspaceStore.getState().revision).toBe(1));
    expect(state.calls.update).toEqual([[a.id, { isFavorite: true }]]);

    fireEvent.click(within(card('Put away')).getByRole('button', { name: 'Archive' }));
    expect(cardTitles()).toEqual(['Keep me']);
    await waitFor(() => expect(useWorkspaceStore.getState().revision).toBe(2));
    // Its own changes do not reload the list.
    expect(state.calls.list).toHaveLength(1);

    fireEvent.click(tab('Archived'));
    await waitFor(() => expect(cardTitles()).toEqual(['Put away']));
    fireEvent.click(within(card('Put away')).getByRole('button', { name: 'Unarchive' }));
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(state.items.find((i) => i.id === b.id)?.isArchived).toBe(false));
  });

  it('a change made elsewhere reloads the list', async () => {
    const state = memoryWorkspace([item({ title: 'First' })]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(1));
    state.items.push(item({ title: 'Saved by a tool', createdAt: '2027-01-01T00:00:00.000Z' }));
    act(() => useWorkspaceStore.getState().changed());
    await waitFor(() => expect(cardTitles()).toEqual(['Saved by a tool', 'First']));
  });

  it('puts a refused change back and says so; not-found reloads the list', async () => {
    const a = item({ title: 'Stubborn' });
    const state = memoryWorkspace([a], { failWrites: 'failed' });
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(card('Stubborn')).getByRole('button', { name: 'Archive' }));
    expect(cards()).toHaveLength(0);
    expect(await screen.findByText('Failed to manage workspace')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Stubborn']));
    expect(useWorkspaceStore.getState().revision).toBe(0);

    state.failWrites = 'not-found';
    fireEvent.click(within(card('Stubborn')).getByRole('button', { name: 'Favorite' }));
    await screen.findByText('This item no longer exists. The list has been refreshed.');
    await waitFor(() => expect(state.calls.list).toHaveLength(2));
  });

  it('edits inline: Save sends only the content; Cancel keeps the item as it was', async () => {
    const a = item({ title: 'Draft', content: 'old words' });
    const state = memoryWorkspace([a]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(card('Draft')).getByRole('button', { name: 'Edit' }));
    const box = within(card('Draft')).getByRole('textbox', { name: 'Content' });
    fireEvent.change(box, { target: { value: 'throwaway' } });
    fireEvent.click(within(card('Draft')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Draft')).getByTestId('workspace-item-content').textContent).toBe(
      'old words',
    );

    fireEvent.click(within(card('Draft')).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(card('Draft')).getByRole('textbox', { name: 'Content' }), {
      target: { value: 'new words' },
    });
    fireEvent.click(within(card('Draft')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card('Draft')).getByTestId('workspace-item-content').textContent).toBe(
        'new words',
      ),
    );
    expect(state.calls.update).toEqual([[a.id, { content: 'new words' }]]);
    expect(useWorkspaceStore.getState().revision).toBe(1);
  });

  it('copies the content and says so', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    memoryWorkspace([item({ title: 'Copy me', content: 'the text' })]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(card('Copy me')).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Content copied to clipboard')).toBeTruthy();
    expect(written).toEqual(['the text']);
  });
});

describe('WorkspacePanel: delete with undo', () => {
  async function readyWith(items: WorkspaceItem[]) {
    const state = memoryWorkspace(items);
    const view = renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(items.length));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { state, view };
  }
  const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));

  it('hides the item at once and deletes it only when the toast’s time has passed', async () => {
    const a = item({ title: 'Goner' });
    const { state } = await readyWith([a, item({ title: 'Stays' })]);
    fireEvent.click(within(card('Goner')).getByRole('button', { name: 'Delete' }));
    expect(cardTitles()).toEqual(['Stays']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    await act(async () => await vi.advanceTimersByTimeAsync(TOAST_DURATION - 1));
    expect(state.calls.remove).toEqual([]);
    await act(async () => await vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(state.calls.remove).toEqual([a.id]);
    expect(useWorkspaceStore.getState().revision).toBe(1);
    expect(cardTitles()).toEqual(['Stays']);
  });

  it('Undo brings the item back and nothing is deleted', async () => {
    const { state } = await readyWith([item({ title: 'Saved by undo' })]);
    fireEvent.click(within(card('Saved by undo')).getByRole('button', { name: 'Delete' }));
    expect(cards()).toHaveLength(0);
    await act(async () => await vi.advanceTimersByTimeAsync(TOAST_DURATION - 100));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cardTitles()).toEqual(['Saved by undo']);
    await act(async () => await vi.advanceTimersByTimeAsync(TOAST_DURATION * 2));
    expect(state.calls.remove).toEqual([]);
    expect(useWorkspaceStore.getState().revision).toBe(0);
  });

  it('a second deletion’s toast replaces the first, which then goes ahead', async () => {
    const a = item({ title: 'One' });
    const b = item({ title: 'Two' });
    const { state } = await readyWith([a, b]);
    fireEvent.click(within(card('One')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(card('Two')).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(state.calls.remove).toEqual([a.id]);
    await act(async () => await vi.advanceTimersByTimeAsync(TOAST_DURATION));
    expect(state.calls.remove).toEqual([a.id, b.id]);
  });

  it('sends waiting deletions at once when the panel unmounts or the page hides', async () => {
    const a = item({ title: 'Left behind' });
    const b = item({ title: 'Hidden page' });
    const { state, view } = await readyWith([a, b]);
    fireEvent.click(within(card('Hidden page')).getByRole('button', { name: 'Delete' }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(state.calls.remove).toEqual([b.id]);
    await settle();
    fireEvent.click(within(card('Left behind')).getByRole('button', { name: 'Delete' }));
    view.unmount();
    expect(state.calls.remove).toEqual([b.id, a.id]);
  });

  it('sends waiting deletions before a sign-out, while the session holds', async () => {
    const a = item({ title: 'Before sign-out' });
    const { state } = await readyWith([a]);
    fireEvent.click(within(card('Before sign-out')).getByRole('button', { name: 'Delete' }));
    let finished = false;
    await act(async () => {
      await finishBeforeSignOut().then(() => (finished = true));
    });
    expect(finished).toBe(true);
    expect(state.calls.remove).toEqual([a.id]);
    expect(useWorkspaceStore.getState().revision).toBe(1);
  });

  it('a refused deletion shows the item again with the error', async () => {
    const { state } = await readyWith([item({ title: 'Sticky' })]);
    state.failWrites = 'failed';
    fireEvent.click(within(card('Sticky')).getByRole('button', { name: 'Delete' }));
    await act(async () => await vi.advanceTimersByTimeAsync(TOAST_DURATION));
    await settle();
    expect(cardTitles()).toEqual(['Sticky']);
    expect(screen.getByText('Failed to manage workspace')).toBeTruthy();
  });
});

describe('WorkspacePanel: export', () => {
  let downloads: { name: string; text: Promise<string> }[];
  beforeEach(() => {
    downloads = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const exportAs = async (format: 'Download as JSON' | 'Download as Markdown') => {
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: format }));
    await screen.findByText('Exported!');
    expect(screen.getByText('Your workspace has been exported')).toBeTruthy();
  };

  it('exports the list as filtered (search and tab, every page), as JSON and Markdown', async () => {
    const many = Array.from({ length: 25 }, (_, n) =>
      item({
        title: `Launch note ${n + 1}`,
        isFavorite: true,
        toolName: 'instagram-bio-generator',
      }),
    );
    const other = item({ title: 'Launch plan', isFavorite: true, toolName: 'reply-grader' });
    const notFavorite = item({ title: 'Launch later' });
    const unrelated = item({ title: 'Dinner', isFavorite: true });
    const state = memoryWorkspace([...many, other, notFavorite, unrelated]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.click(tab('Favorites'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'launch' } });
    await waitFor(() => expect(state.calls.list.at(-1)).toMatchObject({ search: 'launch' }));
    await waitFor(() => expect(cardTitles()).not.toContain('Dinner'));

    await exportAs('Download as JSON');
    expect(state.calls.listAll).toEqual([{ tab: 'favorites', search: 'launch' }]);
    const expected = [...many, other].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(downloads[0]!.name).toBe('workspace-export.json');
    const exported = JSON.parse(await downloads[0]!.text) as Record<string, unknown>[];
    expect(exported).toHaveLength(26);
    expect(exported.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(exported[0]).toEqual({
      id: expected[0]!.id,
      title: expected[0]!.title,
      content: expected[0]!.content,
      content_type: 'thread',
      tool_name: expected[0]!.toolName,
      metadata: {},
      is_favorite: true,
      is_archived: false,
      created_at: expected[0]!.createdAt,
      updated_at: expected[0]!.updatedAt,
    });

    await exportAs('Download as Markdown');
    expect(downloads[1]!.name).toBe('workspace-export.md');
    const markdown = await downloads[1]!.text;
    expect(markdown.match(/^## .*$/gm)).toEqual(['## Instagram bio generator', '## Reply grader']);
    expect(markdown).toContain('### Launch note 1\n\nLaunch note 1 body');
    expect(markdown).not.toContain('Dinner');
    expect(markdown).not.toContain('Launch later');
  });

  it('leaves out an item whose deletion is waiting for its Undo', async () => {
    const a = item({ title: 'Going' });
    const b = item({ title: 'Staying' });
    memoryWorkspace([a, b]);
    renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Going')).getByRole('button', { name: 'Delete' }));
    await exportAs('Download as JSON');
    const exported = JSON.parse(await downloads[0]!.text) as { id: string }[];
    expect(exported.map((e) => e.id)).toEqual([b.id]);
  });
});
