import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findRoute } from '../../../shared/routes.ts';
import { bindPlatform, type WorkspaceMetrics } from '../../platform/index.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { toolRouteId } from '../../../shared/tool-catalogue.ts';
import { WorkspaceMetricsCard } from './WorkspaceMetricsCard.tsx';

afterEach(() => {
  cleanup();
  bindPlatform(undefined);
  useWorkspaceStore.setState({ revision: 0 });
});

/** A platform answering `answers` in turn (null: the figures could not be read). */
function withMetrics(answers: (WorkspaceMetrics | null)[]) {
  const calls = { count: 0 };
  bindPlatform(
    fakePlatform({
      workspace: {
        ...fakePlatform().workspace,
        metrics: async () => {
          calls.count += 1;
          return answers.length > 1 ? answers.shift()! : answers[0]!;
        },
      },
    }),
  );
  return calls;
}

const figures: WorkspaceMetrics = {
  items: 7,
  favorites: 2,
  archived: 1,
  byTool: { 'instagram-bio-generator': 2, 'smart-hashtag-generator': 4, 'some-old-tool': 1 },
  events: { item_saved: 9, workspace_accessed: 3, workspace_created: 1 },
};

const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('WorkspaceMetricsCard', () => {
  it('shows the owner’s items, favorites and archived items, items per tool by name, and recorded activity', async () => {
    withMetrics([figures]);
    render(<WorkspaceMetricsCard />);
    expect(screen.getByRole('status').textContent).toContain('Loading your figures');
    await screen.findByTestId('metrics-by-tool');

    expect(screen.getByRole('heading', { name: 'Your Workspace in numbers' })).toBeTruthy();
    expect(screen.getByTestId('metric-items').textContent).toBe('Saved items7');
    expect(screen.getByTestId('metric-favorites').textContent).toBe('Favorites2');
    expect(screen.getByTestId('metric-archived').textContent).toBe('Archived1');

    // Most used first; a tool the catalogue knows by its page's title, another by its name.
    const hashtags = findRoute(toolRouteId('smart-hashtag-generator')!)!.title;
    const bios = findRoute(toolRouteId('instagram-bio-generator')!)!.title;
    expect(rows('metrics-by-tool')).toEqual([`${hashtags}4`, `${bios}2`, 'some-old-tool1']);
    expect(rows('metrics-events')).toEqual([
      'Times you saved content9',
      'Times the Workspace was opened3',
    ]);
  });

  it('says when nothing is saved, and counts activity not yet recorded as none', async () => {
    withMetrics([{ items: 0, favorites: 0, archived: 0, byTool: {}, events: {} }]);
    render(<WorkspaceMetricsCard />);
    expect(await screen.findByText('Nothing saved yet.')).toBeTruthy();
    expect(rows('metrics-events')).toEqual([
      'Times you saved content0',
      'Times the Workspace was opened0',
    ]);
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    const calls = withMetrics([null, figures]);
    render(<WorkspaceMetricsCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your Workspace figures could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('metrics-by-tool');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.count).toBe(2);
  });

  it('reloads when the Workspace changes', async () => {
    const calls = withMetrics([figures, { ...figures, items: 8 }]);
    render(<WorkspaceMetricsCard />);
    await waitFor(() =>
      expect(screen.getByTestId('metric-items').textContent).toBe('Saved items7'),
    );
    act(() => useWorkspaceStore.getState().changed());
    await waitFor(() =>
      expect(screen.getByTestId('metric-items').textContent).toBe('Saved items8'),
    );
    expect(calls.count).toBe(2);
  });
});
