import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner } from '@platform/shared/ui-kit';
import { AGENT_CENTRE_PARAM, MEMBER_CENTRE_PARAM } from './member-centre-pages';

/** The centre itself (menu, pages, phone sheet) lives in the agent chunk, loaded when the popup opens. */
const AgentCentre = lazy(() => import('@platform/agent/feature-agent').then((m) => ({ default: m.AgentCentre })));

/** Where the agent's referral link lives: the member centre's invite page. */
const INVITE_PAGE = 'referral';
/** History state of a page opened from the phone's menu page: its back button then steps back in history. */
const FROM_MENU = 'agentCentreFromMenu';

/**
 * The agent centre popup (`?agentCenter=<page>`, `menu` for the phone's menu page), for agents only
 * (spec §6): a popup on a wide screen, a full-screen sheet below 600 px (issue 21).
 */
export function AgentCentrePopup({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const update = (change: (next: URLSearchParams) => void, options?: { replace?: boolean; state?: unknown }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    }, options);
  const cameFromMenu = (location.state as Record<string, unknown> | null)?.[FROM_MENU] === true;
  return (
    <Modal
      name="agentCentreModal"
      title={t('agent.title')}
      closeLabel={t('common.close')}
      width={960}
      height={640}
      sheet
      onClose={() => update((next) => next.delete(AGENT_CENTRE_PARAM))}
    >
      {isAgent ? (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <AgentCentre
            requested={params.get(AGENT_CENTRE_PARAM)}
            onOpen={(page, fromMenu) => update((next) => next.set(AGENT_CENTRE_PARAM, page), fromMenu ? { state: { [FROM_MENU]: true } } : undefined)}
            onMenu={() => (cameFromMenu ? navigate(-1) : update((next) => next.set(AGENT_CENTRE_PARAM, 'menu'), { replace: true }))}
            onInvite={() =>
              update((next) => {
                next.delete(AGENT_CENTRE_PARAM);
                next.set(MEMBER_CENTRE_PARAM, INVITE_PAGE);
              })
            }
          />
        </Suspense>
      ) : (
        <Alert tone="error" testId="agent-centre-blocked">
          {t('errors.FORBIDDEN')}
        </Alert>
      )}
    </Modal>
  );
}
