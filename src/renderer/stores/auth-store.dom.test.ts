import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../test-utils/fake-platform.ts';
import {
  AUTH_LOADING_TIMEOUT_MS,
  SIGN_OUT_REDIRECT_MS,
  resetAuthStore,
  useAuthStore,
} from './auth-store.ts';

type Listener = (event: string, session: unknown) => void;

const mock = vi.hoisted(() => ({
  maySession: true,
  loads: 0,
  listener: undefined as undefined | ((event: string, session: unknown) => void),
  getSession: vi.fn(),
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
}));

withFakeSupabase({
  mayHaveSession: () => mock.maySession,
  getSupabase: async () => {
    mock.loads++;
    return {
      auth: {
        getSession: mock.getSession,
        signInWithPassword: mock.signInWithPassword,
        signUp: mock.signUp,
        signOut: mock.signOut,
        onAuthStateChange: (listener: Listener) => {
          mock.listener = listener;
          return { data: { subscription: { unsubscribe: () => {} } } };
        },
      },
    };
  },
});

const session = (email: string) => ({ access_token: 't', user: { id: 'u1', email } });
const state = () => useAuthStore.getState();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mock.maySession = true;
  mock.loads = 0;
  mock.listener = undefined;
  mock.getSession.mockResolvedValue({ data: { session: null }, error: null });
  mock.signOut.mockResolvedValue({ error: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  resetAuthStore();
  localStorage.clear();
});

describe('auth store: init', () => {
  it('answers signed out at once without loading supabase-js when no session is stored', async () => {
    mock.maySession = false;
    state().init();
    expect(state().status).toBe('signed-out');
    await flush();
    expect(mock.loads).toBe(0);
  });

  it('reads the stored session once, however often init is called', async () => {
    mock.getSession.mockResolvedValue({
      data: { session: session('ada@example.com') },
      error: null,
    });
    state().init();
    state().init();
    expect(state().status).toBe('loading');
    await vi.waitFor(() => expect(state().status).toBe('signed-in'));
    expect(state().user?.email).toBe('ada@example.com');
    expect(mock.getSession).toHaveBeenCalledTimes(1);
  });

  it('treats a session error as signed out', async () => {
    mock.getSession.mockResolvedValue({ data: { session: null }, error: new Error('boom') });
    state().init();
    await vi.waitFor(() => expect(state().status).toBe('signed-out'));
  });

  it('follows SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT', async () => {
    state().init();
    await vi.waitFor(() => expect(state().status).toBe('signed-out'));
    mock.listener!('SIGNED_IN', session('a@example.com'));
    expect(state().user?.email).toBe('a@example.com');
    mock.listener!('TOKEN_REFRESHED', session('b@example.com'));
    expect(state().session?.user.email).toBe('b@example.com');
    mock.listener!('SIGNED_OUT', null);
    expect(state()).toMatchObject({ status: 'signed-out', session: null, user: null });
  });

  it('force-clears loading after 5 seconds', async () => {
    vi.useFakeTimers();
    mock.getSession.mockReturnValue(new Promise(() => {})); // never answers
    state().init();
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS - 1);
    expect(state().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe('signed-out');
  });
});

describe('auth store: sign-in and sign-up', () => {
  it('signs in, and names a failure by code (the page translates it)', async () => {
    mock.signInWithPassword.mockResolvedValueOnce({
      data: { session: null },
      error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
    });
    expect(await state().signIn('a@example.com', 'wrong1')).toEqual({
      error: 'invalid-credentials',
    });
    mock.signInWithPassword.mockResolvedValueOnce({
      data: { session: null },
      error: { message: 'Too many requests', code: 'over_request_rate_limit', status: 429 },
    });
    expect(await state().signIn('a@example.com', 'wrong1')).toEqual({ error: 'rate-limited' });
    mock.signInWithPassword.mockResolvedValueOnce({ data: { session: null }, error: {} });
    expect(await state().signIn('a@example.com', 'wrong1')).toEqual({ error: 'login-failed' });
    mock.signInWithPassword.mockRejectedValueOnce(new Error('network'));
    expect(await state().signIn('a@example.com', 'wrong1')).toEqual({ error: 'login-failed' });
    mock.signInWithPassword.mockResolvedValueOnce({
      data: { session: session('a@example.com') },
      error: null,
    });
    expect(await state().signIn('a@example.com', 'secret1')).toEqual({});
    expect(state().status).toBe('signed-in');
  });

  it('signs up with the full name and the trial plan; names failures by code', async () => {
    mock.signUp.mockResolvedValueOnce({ data: { session: session('n@example.com') }, error: null });
    expect(
      await state().signUp({
        email: 'n@example.com',
        password: 'secret1',
        fullName: 'N',
        plan: 'creator',
      }),
    ).toEqual({});
    expect(mock.signUp).toHaveBeenCalledWith({
      email: 'n@example.com',
      password: 'secret1',
      options: { data: { full_name: 'N', plan: 'creator' } },
    });
    mock.signUp.mockResolvedValueOnce({ data: { session: null }, error: { message: '' } });
    expect(
      await state().signUp({ email: 'x@example.com', password: 'secret1', fullName: 'X' }),
    ).toEqual({
      error: 'registration-failed',
    });
    mock.signUp.mockResolvedValueOnce({
      data: { session: null },
      error: { message: 'User already registered', code: 'user_already_exists', status: 422 },
    });
    expect(
      await state().signUp({ email: 'x@example.com', password: 'secret1', fullName: 'X' }),
    ).toEqual({ error: 'email-taken' });
    mock.signUp.mockResolvedValueOnce({ data: { session: null, user: {} }, error: null });
    expect(
      await state().signUp({ email: 'y@example.com', password: 'secret1', fullName: 'Y' }),
    ).toEqual({
      needsConfirmation: true,
    });
  });
});

describe('auth store: sign-out', () => {
  it('ignores repeated calls while one runs, signs out globally, clears keys, then navigates', async () => {
    vi.useFakeTimers();
    localStorage.setItem('sb-local-auth-token', '{}');
    localStorage.setItem('other', 'kept');
    let finish!: (value: { error: null }) => void;
    mock.signOut.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const navigate = vi.fn();
    const first = state().signOut(navigate);
    const second = state().signOut(navigate);
    await vi.advanceTimersByTimeAsync(0);
    finish({ error: null });
    await Promise.all([first, second]);
    expect(mock.signOut).toHaveBeenCalledTimes(1);
    expect(mock.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(localStorage.getItem('sb-local-auth-token')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(state().status).toBe('signed-out');
    // a third call before the redirect is still ignored
    await state().signOut(navigate);
    expect(mock.signOut).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SIGN_OUT_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth');
    // once done, signing out works again
    await state().signOut(navigate);
    expect(mock.signOut).toHaveBeenCalledTimes(2);
  });

  it('only logs sign-out errors and still signs out locally', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mock.signOut.mockRejectedValue(new Error('offline'));
    const navigate = vi.fn();
    await expect(state().signOut(navigate)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
    expect(state().status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(SIGN_OUT_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/auth');
    log.mockRestore();
  });
});
