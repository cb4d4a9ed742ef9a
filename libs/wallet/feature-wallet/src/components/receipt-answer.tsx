import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useErrorText } from '@platform/shared/i18n';
import { MAX_PROOF_IMAGES, type WithdrawalInfo } from '@platform/shared/api-contract';
import { Alert, Button, ImagePicker, type UploadedImage } from '@platform/shared/ui-kit';
import { useConfirmReceipt } from '@platform/wallet/data-access';
import { useImageUpload } from '../hooks/use-image-upload';

/**
 * Phase 3 of a withdrawal (spec §4): the player marks a payout received, fully received, or not
 * received; not received needs 1 to 3 proof images.
 */
export function ReceiptAnswer({ withdrawal }: { withdrawal: WithdrawalInfo }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const confirm = useConfirmReceipt();
  const [disputing, setDisputing] = useState(false);
  const [proofs, setProofs] = useState<UploadedImage[]>([]);
  const proofUpload = useImageUpload({ label: t('wallet.proof'), max: MAX_PROOF_IMAGES });
  const [proofError, setProofError] = useState<string | null>(null);
  const answer = (receipt: 'received' | 'fully_received') => confirm.mutate({ withdrawalId: withdrawal.id, receipt });

  function dispute() {
    if (proofs.length === 0) {
      setProofError(t('wallet.proof_required'));
      return;
    }
    setProofError(null);
    confirm.mutate({ withdrawalId: withdrawal.id, receipt: 'not_received', proofUploadIds: proofs.map((p) => p.uploadId) });
  }

  return (
    <Box data-testid={`receipt-${withdrawal.id}`}>
      {withdrawal.confirmDeadline ? (
        <small>{t('wallet.confirm_by', { time: formatDateTime(withdrawal.confirmDeadline) })}</small>
      ) : null}
      {disputing ? (
        <>
          <ImagePicker {...proofUpload} max={MAX_PROOF_IMAGES} value={proofs} onChange={setProofs} testId="proof" />
          {proofError ? <Alert tone="error">{proofError}</Alert> : null}
          <Row>
            <Button type="button" loading={confirm.isPending} onClick={dispute} data-testid="proof-submit">
              {t('wallet.send_dispute')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDisputing(false)}>
              {t('common.cancel')}
            </Button>
          </Row>
        </>
      ) : (
        <Row role="group" aria-label={t('wallet.receipt_question')}>
          <Button type="button" loading={confirm.isPending} onClick={() => answer('received')} data-testid="mark-received">
            {t('wallet.status.received')}
          </Button>
          <Button type="button" variant="secondary" disabled={confirm.isPending} onClick={() => answer('fully_received')} data-testid="mark-fully-received">
            {t('wallet.status.fully_received')}
          </Button>
          <Button type="button" variant="ghost" disabled={confirm.isPending} onClick={() => setDisputing(true)} data-testid="mark-not-received">
            {t('wallet.status.not_received')}
          </Button>
        </Row>
      )}
      {confirm.isError ? <Alert tone="error">{errorText(confirm.error)}</Alert> : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-xs);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
`;
