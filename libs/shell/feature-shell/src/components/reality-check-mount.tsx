import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@platform/auth/feature-auth';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';
import { MEMBER_CENTRE_PARAM } from '../member-centre/member-centre-pages';

// The protection lib's chunk, loaded only for a real-money player.
const RealityCheckHost = lazy(() =>
  import('@platform/member/feature-protection').then((m) => ({ default: m.RealityCheckHost })),
);
const DepositLimitOfferHost = lazy(() =>
  import('@platform/member/feature-protection').then((m) => ({ default: m.DepositLimitOfferHost })),
);
const SessionLimitHost = lazy(() => import('@platform/member/feature-protection').then((m) => ({ default: m.SessionLimitHost })));

/**
 * The reality check (issue 11) for logged-in real-money players; trial play has no money to
 * report. "See history" opens the betting record in the member centre. Also the deposit-limit
 * offer right after registration, on brands whose jurisdiction asks for it there, and the
 * notice that the player's session-time limit has ended the session.
 */
export function RealityCheckMount() {
  const token = useAtomValue(tokenAtom);
  const { isTrial } = useAtomValue(loginStateAtom);
  const logout = useLogout();
  const navigate = useNavigate();
  if (!token || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHost
        onLogout={() => void logout()}
        onShowHistory={() => navigate({ search: `?${MEMBER_CENTRE_PARAM}=personalHistoryCopy` })}
      />
      <DepositLimitOfferHost />
      <SessionLimitHost onLogout={() => void logout()} />
    </Suspense>
  );
}
