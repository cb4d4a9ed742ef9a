import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { agentPageAtom, authPopupAtom } from '@platform/auth/feature-auth';
import { renderShell } from '../testing/render-shell';
import { AgentHomePage } from './agent-home-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

/** The page as the route mounts it: only at /agentHome (the test router starts at /). */
function AtAgentHome() {
  const { pathname, search } = useLocation();
  return (
    <>
      {pathname === '/agentHome' ? <AgentHomePage /> : null}
      <output data-testid="where">{pathname + search}</output>
    </>
  );
}

function renderAt(state: { token: string | null; isLogin?: boolean; isAgent?: boolean }) {
  const store = createStore();
  store.set(tokenAtom, state.token);
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: state.isLogin ?? false, isAgent: state.isAgent ?? false });
  const result = renderShell(
    <AtAgentHome />,
    { i18n, store, path: '/agentHome' },
  );
  return { ...result, store };
}

describe('/agentHome (spec §4: agent-page users go to /agentHome)', () => {
  it('asks a guest to log in, in agent-page mode', async () => {
    const { store } = renderAt({ token: null });
    await waitFor(() => expect(store.get(authPopupAtom)).toBe('login'));
    expect(store.get(agentPageAtom)).toBe(true);
    expect(screen.getByTestId('agent-home-login')).toHaveTextContent('Agent login');
  });

  it('opens the agent centre for an agent, once', async () => {
    renderAt({ token: 't', isLogin: true, isAgent: true });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/agentHome?agentCenter=teamOverview'));
    expect(screen.getByTestId('agent-home-open')).toHaveAttribute('href', '/agentHome?agentCenter=teamOverview');
  });

  it('tells a member who is not an agent, and opens nothing', async () => {
    const { store } = renderAt({ token: 't', isLogin: true, isAgent: false });
    expect(await screen.findByTestId('agent-home-not-agent')).toHaveTextContent('The agent centre is for agents only');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/agentHome$/);
    expect(store.get(authPopupAtom)).toBeNull();
  });

  it('leaves agent-page mode when the page goes away', async () => {
    const { store, unmount } = renderAt({ token: null });
    await waitFor(() => expect(store.get(agentPageAtom)).toBe(true));
    unmount();
    expect(store.get(agentPageAtom)).toBe(false);
  });
});
