import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { platform, type WorkspaceItem, type WorkspaceTab } from '../../platform/index.ts';
import { inTab } from './workspace-view.ts';

/** Items per page the panel asks for. */
export const PANEL_PAGE_SIZE = 20;

type Flags = Partial<Pick<WorkspaceItem, 'isFavorite' | 'isArchived'>>;

interface Query {
  tab: WorkspaceTab;
  search: string;
}

/** One page of the query's items, or null when it cannot be read. */
function fetchPage({ tab, search }: Query, cursor?: string) {
  return platform()
    .workspace.list({ tab, search, cursor, limit: PANEL_PAGE_SIZE })
    .catch(() => null);
}

interface Loaded {
  /** The query the items answer: another query shows the loader, not these. */
  key: string;
  query: Query;
  items: WorkspaceItem[];
  nextCursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

/** `load` names one request (the query and the reload count): a retry after an error loads. */
type State =
  | { key: string; load: string; status: 'loading' | 'error' }
  | ({ status: 'ready'; load: string } & Loaded);

export type ListView =
  | { status: 'loading' | 'error' }
  | {
      status: 'ready';
      /** What the tab shows: flag changes applied, items being deleted left out. */
      items: WorkspaceItem[];
      nextCursor: string | null;
      loadingMore: boolean;
      moreFailed: boolean;
    };

/**
 * The panel's list: keyset pages of the tab's items matching the search (the server filters
 * both), loaded while `active`. Flag changes show at once (`setFlags`) and are confirmed
 * (`confirm`) or taken back (`clearFlags`) when the server answers; `hidden` items are left
 * out of the view while their deletion can still be undone.
 */
export function useWorkspaceList(
  {
    tab,
    search,
    active,
    reloads,
  }: {
    tab: WorkspaceTab;
    search: string;
    /** Loads only while true (the panel is open). */
    active: boolean;
    /** A counter: each change loads the first page again. */
    reloads: number;
  },
  hidden: ReadonlySet<string>,
) {
  const key = JSON.stringify([tab, search]);
  const load = `${key}#${reloads}`;
  const [state, setState] = useState<State>({ key, load: '', status: 'loading' });
  const [flags, setFlagState] = useState<ReadonlyMap<string, Flags>>(new Map());
  // Answers to an older request are dropped.
  const request = useRef(0);

  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    const query = { tab, search };
    void fetchPage(query).then((page) => {
      if (id !== request.current) return;
      setState(
        page
          ? { key, query, load, status: 'ready', ...page, loadingMore: false, moreFailed: false }
          : { key, load, status: 'error' },
      );
    });
  }, [active, key, load, tab, search]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const id = request.current;
    setState({ ...state, loadingMore: true, moreFailed: false });
    void fetchPage(state.query, state.nextCursor).then((page) => {
      if (id !== request.current) return;
      setState((current) => {
        if (current.status !== 'ready' || current.key !== state.key) return current;
        if (!page) return { ...current, loadingMore: false, moreFailed: true };
        const known = new Set(current.items.map((item) => item.id));
        return {
          ...current,
          items: [...current.items, ...page.items.filter((item) => !known.has(item.id))],
          nextCursor: page.nextCursor,
          loadingMore: false,
        };
      });
    });
  }, [state]);

  /** Shows a flag change before the server confirms it. */
  const setFlags = useCallback((id: string, change: Flags) => {
    setFlagState((current) => new Map(current).set(id, { ...current.get(id), ...change }));
  }, []);

  /** Forgets a shown change (the server refused it, or confirmed it), if still the same. */
  const clearFlags = useCallback((id: string, change: Flags) => {
    setFlagState((current) => {
      const shown = current.get(id);
      if (!shown) return current;
      const rest: Flags = { ...shown };
      for (const name of Object.keys(change) as (keyof Flags)[])
        if (rest[name] === change[name]) delete rest[name];
      const next = new Map(current);
      if (Object.keys(rest).length) next.set(id, rest);
      else next.delete(id);
      return next;
    });
  }, []);

  /** The server's copy of a changed item replaces the listed one. */
  const replace = useCallback((item: WorkspaceItem) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, items: current.items.map((old) => (old.id === item.id ? item : old)) }
        : current,
    );
  }, []);

  const view = useMemo<ListView>(() => {
    // Another query shows the loader; reloading the same one keeps its items on screen until
    // the answer comes.
    if (state.status !== 'ready' || state.key !== key)
      return {
        status:
          state.key === key && state.status === 'error' && state.load === load
            ? 'error'
            : 'loading',
      };
    const items = state.items
      .map((item) => {
        const change = flags.get(item.id);
        return change ? { ...item, ...change } : item;
      })
      .filter((item) => !hidden.has(item.id) && inTab(item, tab));
    return {
      status: 'ready',
      items,
      nextCursor: state.nextCursor,
      loadingMore: state.loadingMore,
      moreFailed: state.moreFailed,
    };
  }, [state, key, load, flags, hidden, tab]);

  return { view, loadMore, setFlags, clearFlags, replace };
}
