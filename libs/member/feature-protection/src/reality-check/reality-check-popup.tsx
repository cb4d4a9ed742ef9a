import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { RealityCheck } from '@platform/shared/api-contract';
import { Button, Modal } from '@platform/shared/ui-kit';
import { useMoney } from '../utils/use-money';
import { elapsedParts } from '../utils/reality-check-schedule';

export interface RealityCheckPopupProps {
  check: RealityCheck;
  onContinue: () => void;
  onShowHistory: () => void;
  onLogout: () => void;
}

/**
 * The reality check (UKGC RTS 13, MGA): how long this session has lasted and what it has won or
 * lost. The player answers it: continue, see the history, or log out. Issue 21 §4: it is a proper
 * dialog with a close button (and Escape), which mean "continue", since the player has seen it.
 */
export function RealityCheckPopup({ check, onContinue, onShowHistory, onLogout }: RealityCheckPopupProps) {
  const { t } = useTranslation();
  const formatMinor = useMoney();
  const { hours, minutes } = elapsedParts(check.elapsedSeconds);
  const net = check.net;
  return (
    <Modal
      name="realityCheckModal"
      title={t('protection.reality_title')}
      closeLabel={t('protection.reality_continue')}
      onClose={onContinue}
      width={420}
      height={360}
    >
      <Body>
        <p data-testid="reality-elapsed">{t('protection.reality_elapsed', { hours, minutes })}</p>
        <p data-testid="reality-net">
          {net > 0
            ? t('protection.reality_net_won', { amount: formatMinor(net) })
            : net < 0
              ? t('protection.reality_net_lost', { amount: formatMinor(-net) })
              : t('protection.reality_net_even')}
        </p>
        <p data-testid="reality-money">
          {t('protection.reality_money', { wagered: formatMinor(check.wagered), won: formatMinor(check.won) })}
        </p>
        <Actions>
          <Button onClick={onContinue} data-testid="reality-continue">
            {t('protection.reality_continue')}
          </Button>
          <Button variant="ghost" onClick={onShowHistory} data-testid="reality-history">
            {t('protection.reality_history')}
          </Button>
          <Button variant="ghost" onClick={onLogout} data-testid="reality-logout">
            {t('protection.reality_logout')}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: var(--space-sm);
  padding: var(--space-md);
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin-block-start: var(--space-sm);
`;
