import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useOpenRedEnvelope } from '@platform/member/data-access';
import { Alert, Modal, Spinner } from '@platform/shared/ui-kit';
import { useMoney } from '../components/money';
import { useErrorText } from '../components/use-error-text';

/**
 * The red envelope (spec §2 "red envelope"): opening the popup opens the envelope once; the gateway
 * answers a second open with the first amount. The result is announced through a live region.
 */
export function RedEnvelopePopup({ promotionId, title, onClose }: { promotionId: number; title: string; onClose: () => void }) {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const open = useOpenRedEnvelope();
  const started = useRef(false);
  useEffect(() => {
    // Once per mount, also under StrictMode's double effect; a replay would answer the same amount anyway.
    if (started.current) return;
    started.current = true;
    open.mutate(promotionId);
  }, [open, promotionId]);
  return (
    <Modal name="redEnvelopeModal" title={t('member.red_envelope_title', { title })} closeLabel={t('common.close')} width={360} height={260} onClose={onClose}>
      <Result aria-live="polite" aria-atomic="true" data-testid="red-envelope-result">
        {open.isPending ? (
          <Spinner label={t('member.red_envelope_opening')} />
        ) : open.isError ? (
          <Alert tone="error">{errorText(open.error)}</Alert>
        ) : open.data ? (
          <>
            <p>{t(open.data.replayed ? 'member.red_envelope_already' : 'member.red_envelope_won')}</p>
            <Amount data-testid="red-envelope-amount">{formatMinor(open.data.amount)}</Amount>
          </>
        ) : null}
      </Result>
    </Modal>
  );
}

const Result = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-sm);
  padding: var(--space-md);
  text-align: center;
  p {
    margin: 0;
  }
`;

const Amount = styled.strong`
  font-size: 1.75rem;
  color: var(--color-primary, currentColor);
`;
