import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { agentPageAtom, authPopupAtom } from '@platform/auth/feature-auth';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';
import { Alert, Button, LinkButton, Spinner } from '@platform/shared/ui-kit';
import { AGENT_CENTRE_PARAM } from '../member-centre/member-centre-pages';

/**
 * /agentHome, the agents' entry (spec §4: agent-page users go to /agentHome after login). A guest
 * gets the login popup in agent-page mode (agents only; no remember-me, no social login); an agent
 * gets the agent centre opened once; anyone else is told the agent centre is for agents only.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { isLogin, isAgent } = useAtomValue(loginStateAtom);
  const setAgentPage = useSetAtom(agentPageAtom);
  const setAuthPopup = useSetAtom(authPopupAtom);
  const [params, setParams] = useSearchParams();
  const opened = useRef(false);

  // Agent-page mode lasts as long as this page: a login elsewhere is an ordinary one.
  useEffect(() => {
    setAgentPage(true);
    return () => setAgentPage(false);
  }, [setAgentPage]);

  useEffect(() => {
    if (token === null) setAuthPopup('login');
  }, [token, setAuthPopup]);

  // Once per visit: after the agent closes the centre, the page's button reopens it.
  useEffect(() => {
    if (opened.current || token === null || !isLogin || !isAgent) return;
    opened.current = true;
    if (!params.has(AGENT_CENTRE_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(AGENT_CENTRE_PARAM, 'teamOverview');
          return next;
        },
        { replace: true },
      );
    }
  }, [token, isLogin, isAgent, params, setParams]);

  return (
    <section data-testid="agent-home" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title">{t('agent_home.title')}</h1>
      {token === null ? (
        <>
          <p>{t('agent_home.login_info')}</p>
          <Button onClick={() => setAuthPopup('login')} data-testid="agent-home-login">
            {t('agent_home.login')}
          </Button>
        </>
      ) : !isLogin ? (
        <Spinner label={t('app.loading')} />
      ) : isAgent ? (
        <LinkButton as={Link} to={`/agentHome?${AGENT_CENTRE_PARAM}=teamOverview`} data-testid="agent-home-open">
          {t('agent_home.open_centre')}
        </LinkButton>
      ) : (
        <>
          <Alert tone="error" testId="agent-home-not-agent">
            {t('agent_home.not_agent')}
          </Alert>
          {/* The ui-kit's LinkButton, not a bare link: the browser's own blue falls short of 4.5:1 on
              Royal's dark surface (axe color-contrast in the layout check), as on the not-found page. */}
          <LinkButton as={Link} to="/">
            {t('app.back_home')}
          </LinkButton>
        </>
      )}
    </section>
  );
}
