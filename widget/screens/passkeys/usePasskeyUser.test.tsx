// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../tests/support/fake-session';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { usePasskeyUser } from './usePasskeyUser';

function UserId() {
  const user = usePasskeyUser();
  return <p>{user.data === undefined ? 'loading' : (user.data?.user_id ?? 'nobody')}</p>;
}

function setup(session: boolean) {
  const get = vi.fn(async () => ({ user_id: 'user-test-1', webauthn_registrations: [] }));
  const client = { session: fakeSession(session ? { session_id: 's' } : null), user: { get } };
  const { wrapper } = widgetTestRoot({ products: ['passkeys'] }, client);
  return { get, wrapper, session: client.session };
}

describe('usePasskeyUser', () => {
  it('fetches users/me once for screens that ask within the dedupe window', async () => {
    const { get, wrapper } = setup(true);
    render(
      <>
        <UserId />
        <UserId />
      </>,
      { wrapper },
    );
    expect(await screen.findAllByText('user-test-1')).toHaveLength(2);
    render(<UserId />, { wrapper });
    expect(await screen.findAllByText('user-test-1')).toHaveLength(3);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers null, without a request, when nobody is logged in', async () => {
    const { get, wrapper } = setup(false);
    render(<UserId />, { wrapper });
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('follows a login and a logout elsewhere, and stops listening when unmounted', async () => {
    const { get, wrapper, session } = setup(false);
    const view = render(<UserId />, { wrapper });
    expect(await screen.findByText('nobody')).toBeTruthy();
    act(() => session.change({ session_id: 'elsewhere' }));
    expect(await screen.findByText('user-test-1')).toBeTruthy();
    act(() => session.change(null));
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(session.listenerCount()).toBe(0);
  });
});
