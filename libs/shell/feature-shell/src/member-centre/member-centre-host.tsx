import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';
import { AGENT_CENTRE_PARAM, MEMBER_CENTRE_PARAM } from './member-centre-pages';

const MemberCentrePopup = lazy(() => import('./member-centre-popup').then((m) => ({ default: m.MemberCentrePopup })));
const AgentCentrePopup = lazy(() => import('./agent-centre-popup').then((m) => ({ default: m.AgentCentrePopup })));

/**
 * Opens the member centre (or the agent centre) when the URL asks for it. A guest is asked to log in first (spec §6:
 * protected actions open the login popup); the popup chunk loads only when it opens.
 */
export function MemberCentreHost() {
  const [params] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const { isTrial, isAgent } = useAtomValue(loginStateAtom);
  const setAuthPopup = useSetAtom(authPopupAtom);
  const memberCentre = params.has(MEMBER_CENTRE_PARAM);
  const agentCentre = params.has(AGENT_CENTRE_PARAM);

  useEffect(() => {
    if ((memberCentre || agentCentre) && !token) setAuthPopup('login');
  }, [memberCentre, agentCentre, token, setAuthPopup]);

  if (!token) return null;
  return (
    <Suspense fallback={null}>
      {memberCentre ? <MemberCentrePopup isTrial={isTrial} /> : agentCentre ? <AgentCentrePopup isAgent={isAgent} /> : null}
    </Suspense>
  );
}
