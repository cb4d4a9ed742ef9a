import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { loginStateAtom, tokenAtom, useFeatureFlags } from '@platform/shared/session';
import { isCentreOpen } from '../member-centre/member-centre-pages';

// The agent chunk: guests, trial users and brands without the agent policy never download it. A brand
// compiled without AGENTPOLICY3 loses this import at build time; the served config can still turn it off.
const ContractOffersPopup = __FLAG_AGENTPOLICY3__
  ? lazy(() => import('@platform/agent/feature-agent').then((m) => ({ default: m.ContractOffersPopup })))
  : null;

/**
 * The contract popup (spec §2: only when logged in). Consolidated info loads for non-trial members
 * when AGENTPOLICY3 is on (spec §4); the popup waits while a login popup or a centre is open.
 */
export function ContractPopupHost() {
  const token = useAtomValue(tokenAtom);
  const { isLogin, isTrial, isAgent } = useAtomValue(loginStateAtom);
  const { AGENTPOLICY3 } = useFeatureFlags();
  const authPopup = useAtomValue(authPopupAtom);
  const [params] = useSearchParams();
  if (ContractOffersPopup === null || token === null || !isLogin || isTrial || !AGENTPOLICY3) return null;
  return (
    <Suspense fallback={null}>
      <ContractOffersPopup blocked={authPopup !== null || isCentreOpen(params)} isAgent={isAgent} />
    </Suspense>
  );
}
