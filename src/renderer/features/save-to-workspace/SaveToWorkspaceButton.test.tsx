import type { Session, User } from '@supabase/supabase-js';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContentToSaveSchema } from '../../../shared/contracts/magic-link-auth.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { flushAnalytics, resetAnalytics } from '../../lib/analytics/index.ts';
import { QUEUE_STORAGE_KEY } from '../../lib/analytics/keys.ts';
import {
  bindPlatform,
  type AnalyticsEventRow,
  type InvokeFunction,
  type NewWorkspaceItem,
  type WorkspaceWrite,
} from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen } from '../../test-utils/render.tsx';
import { DIALOG_RESET_MS } from './EmailSaveDialog.tsx';
import {
  SAVED_MS,
  SaveToWorkspaceButton,
  type SaveToWorkspaceProps,
} from './SaveToWorkspaceButton.tsx';

const save = vi.fn<(item: NewWorkspaceItem) => Promise<WorkspaceWrite>>();
const invoke = vi.fn();
const insert = vi.fn(async (_events: AnalyticsEventRow[]) => 'sent' as const);

beforeEach(() => {
  const base = fakePlatform();
  bindPlatform(
    fakePlatform({
      invokeFunction: ((name: string, body: unknown) => invoke(name, body)) as InvokeFunction,
      workspace: { ...base.workspace, save },
      analytics: { insert },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  save.mockReset();
  invoke.mockReset();
  insert.mockClear();
  resetAnalytics();
  sessionStorage.clear();
  resetToastsForTests();
  resetAuthStore();
  useWorkspaceStore.setState({ revision: 0 });
  bindPlatform(undefined);
});

const flush = () => act(async () => {});
interface QueuedRow {
  row: AnalyticsEventRow;
}

function signIn() {
  const user = { id: 'user-1', email: 'ana@example.test' } as User;
  useAuthStore.setState({ status: 'signed-in', user, session: { user } as Session });
}

const ITEM = {
  toolName: 'smart-hashtag-generator',
  contentType: 'hashtag',
  content: '#coffee #latte',
  metadata: { platform: 'instagram', count: 2 },
} as const satisfies SaveToWorkspaceProps;

const SAVED_ITEM: WorkspaceWrite = {
  ok: true,
  item: {
    id: '7b1d2c9e-0000-4000-8000-000000000001',
    title: 'hashtag from smart-hashtag-generator',
    content: ITEM.content,
    contentType: 'hashtag',
    toolName: ITEM.toolName,
    metadata: ITEM.metadata,
    isFavorite: false,
    isArchived: false,
    createdAt: '2026-11-27T10:00:00Z',
    updatedAt: '2026-11-27T10:00:00Z',
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The button on a page, and where the router is (the Upgrade action navigates). */
function renderButton(props: Partial<SaveToWorkspaceProps> = {}, route = '/tools/x') {
  return render(
    <>
      <Routes>
        <Route path="*" element={<SaveToWorkspaceButton {...ITEM} {...props} />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const button = (name: RegExp | string = 'Save to Workspace') =>
  screen.getByRole('button', { name });
const lastToast = () => useToastStore.getState().toasts[0];

describe('SaveToWorkspaceButton, signed in', () => {
  beforeEach(signIn);

  it('is disabled while the content is blank, and says what it saves when named', () => {
    const { rerender } = renderButton({ content: '  \u200b\n ' });
    expect(button().hasAttribute('disabled')).toBe(true);
    rerender(<SaveToWorkspaceButton {...ITEM} subject="Variation 2" />);
    expect(button('Save to Workspace: Variation 2').hasAttribute('disabled')).toBe(false);
  });

  it("saves the item, is disabled while saving, then reads 'Saved!' for 3 seconds", async () => {
    let answer: (write: WorkspaceWrite) => void = () => {};
    save.mockImplementation(() => new Promise((done) => (answer = done)));
    renderButton();
    fireEvent.click(button());
    await flush();
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.click(button());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...ITEM, title: '' });
    expect(ContentToSaveSchema.safeParse(save.mock.calls[0]![0]).success).toBe(true);

    vi.useFakeTimers();
    await act(async () => answer(SAVED_ITEM));
    expect(button('Saved!').hasAttribute('disabled')).toBe(false);
    // The Workspace's surfaces reload.
    expect(useWorkspaceStore.getState().revision).toBe(1);
    // 'Saved!' does not save the same thing twice.
    fireEvent.click(button('Saved!'));
    expect(save).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(SAVED_MS - 1));
    expect(button('Saved!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Saved!' })).toBeNull();
    expect(button()).toBeTruthy();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('reads Save again for new content', async () => {
    save.mockResolvedValue(SAVED_ITEM);
    const { rerender } = renderButton();
    fireEvent.click(button());
    await flush();
    expect(button('Saved!')).toBeTruthy();
    rerender(<SaveToWorkspaceButton {...ITEM} content="#tea" />);
    expect(button()).toBeTruthy();
  });

  it("shows the 'Storage Limit' toast when the free plan is full; Upgrade opens the plans", async () => {
    save.mockResolvedValue({ ok: false, code: 'workspace-limit' });
    renderButton({}, '/es/tools/smart-hashtag-generator');
    fireEvent.click(button());
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Storage Limit',
      description: 'Upgrade to Pro to save unlimited items',
      variant: 'destructive',
      action: { label: 'Upgrade' },
    });
    expect(button()).toBeTruthy();
    expect(useWorkspaceStore.getState().revision).toBe(0);
    act(() => lastToast()!.action!.run());
    expect(screen.getByTestId('where').textContent).toBe('/es/pricing');
  });

  it('says what failed otherwise', async () => {
    save.mockResolvedValueOnce({ ok: false, code: 'failed' });
    renderButton();
    fireEvent.click(button());
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to manage workspace',
      variant: 'destructive',
    });
    save.mockResolvedValueOnce({ ok: false, code: 'invalid' });
    fireEvent.click(button());
    await flush();
    expect(lastToast()?.description).toBe("This item can't be saved as it is: it may be too long.");
  });

  it('falls back to the email dialog when the session has ended', async () => {
    save.mockResolvedValue({ ok: false, code: 'signed-out' });
    renderButton();
    fireEvent.click(button());
    expect(await screen.findByRole('dialog', { name: 'Save to Workspace' })).toBeTruthy();
  });

  it('records the save funnel: clicked_save, then item_saved with the new item', async () => {
    save.mockResolvedValue(SAVED_ITEM);
    renderButton();
    fireEvent.click(button());
    await flush();
    const sent = () => insert.mock.calls.flatMap(([events]) => events);
    await vi.waitFor(async () => {
      await flushAnalytics();
      expect(sent().map((e) => e.eventType)).toEqual(['clicked_save', 'item_saved']);
    });
    expect(sent()[1]!.data).toMatchObject({
      tool_name: ITEM.toolName,
      content_type: 'hashtag',
      item_id: SAVED_ITEM.ok ? SAVED_ITEM.item.id : '',
    });
  });

  it('keeps metadata within 8 KB', async () => {
    save.mockResolvedValue(SAVED_ITEM);
    renderButton({ metadata: { post: 'x'.repeat(20_000), platform: 'instagram' } });
    fireEvent.click(button());
    await flush();
    const sent = save.mock.calls[0]![0];
    expect(ContentToSaveSchema.safeParse(sent).success).toBe(true);
    expect(sent.metadata?.platform).toBe('instagram');
  });
});

describe('SaveToWorkspaceButton, signed out', () => {
  const sent = { ok: true, status: 200, data: { sent: true } };
  const email = () => screen.getByLabelText(/^Email/);
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send magic link' }));

  async function openDialog(route?: string) {
    renderButton({}, route);
    await flush();
    fireEvent.click(button());
    return screen.findByRole('dialog', { name: 'Save to Workspace' });
  }

  it('opens the email dialog instead of saving; the field is a required email field', async () => {
    const dialog = await openDialog();
    expect(save).not.toHaveBeenCalled();
    expect(email().getAttribute('type')).toBe('email');
    expect(email().hasAttribute('required')).toBe(true);
    // The plan figures come from the plan config.
    expect(dialog.textContent).toContain('A free account keeps up to 10 items.');
    expect(dialog.textContent).toMatch(/from \$\d+(\.\d\d)?\/month/);
  });

  it("refuses an empty address or one without '@' with the 'Invalid Email' toast", async () => {
    await openDialog();
    for (const value of ['', '   ', 'ana.example.test']) {
      fireEvent.change(email(), { target: { value } });
      send();
      await flush();
      expect(lastToast()).toMatchObject({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      });
      resetToastsForTests();
    }
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the magic link with the item, confirms, then closes and resets after 3 s', async () => {
    invoke.mockResolvedValue(sent);
    await openDialog('/fr/tools/smart-hashtag-generator');
    fireEvent.change(email(), { target: { value: ' ana@example.test ' } });
    vi.useFakeTimers();
    send();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(invoke).toHaveBeenCalledWith('magic-link-auth', {
      action: 'generate',
      email: 'ana@example.test',
      contentToSave: { ...ITEM, title: '' },
      language: 'fr',
    });
    const confirmation = screen.getByTestId('save-email-sent');
    expect(confirmation.textContent).toContain('Check Your Email!');
    expect(confirmation.textContent).toContain(
      'We sent a link to ana@example.test. Opening it saves this item to your Workspace and signs you in.',
    );
    expect(lastToast()).toMatchObject({ title: 'Check Your Email!', variant: 'success' });

    act(() => vi.advanceTimersByTime(DIALOG_RESET_MS - 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.useRealTimers();
    // The funnel waits in the tab until the visitor signs in: clicked, email, link sent.
    await vi.waitFor(() =>
      expect(
        (JSON.parse(sessionStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]') as QueuedRow[]).map(
          (e) => e.row.eventType,
        ),
      ).toEqual(['clicked_save', 'entered_email', 'magic_link_sent']),
    );
    expect(insert).not.toHaveBeenCalled();

    // Opened again: an empty form.
    fireEvent.click(button());
    await screen.findByRole('dialog');
    expect((email() as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('save-email-sent')).toBeNull();
  });

  it("says why a link was not sent, else 'Failed to send magic link'", async () => {
    await openDialog();
    fireEvent.change(email(), { target: { value: 'ana@example.test' } });
    const failure = (code: string) => ({ ok: false, status: 500, code, message: 'x', body: {} });

    invoke.mockResolvedValueOnce(failure('rate-limited'));
    send();
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Too many attempts in a short time. Please wait a moment and try again.',
      variant: 'destructive',
    });

    invoke.mockResolvedValueOnce(failure('server-error'));
    send();
    await flush();
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to send magic link' });
    // The form stays for another try.
    expect((email() as HTMLInputElement).value).toBe('ana@example.test');
    expect(screen.queryByTestId('save-email-sent')).toBeNull();
  });
});
