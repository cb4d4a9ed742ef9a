import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_WORDS_LIMIT,
  POINTS_SETTINGS_LIMITS,
  backofficeFeedbackBoundsCall,
  backofficePointsSettingsCall,
  backofficeSystemSettingsCall,
  type SystemSettings,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button } from '@platform/shared/ui-kit';
import { backofficeKey, useBackofficeQuery } from '@platform/backoffice/data-access';
import { useBackofficeErrorText } from '@platform/backoffice/i18n';
import { Card, FieldBox, Input } from '@platform/backoffice/ui';

/** A whole number in [1, max], or null: the form refuses what the gateway would answer 400 to. */
export function wholeIn(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

type Draft = Record<'minWords' | 'maxWords' | 'turnoverPerPoint' | 'pointValue' | 'minConvertPoints', string>;
const draftOf = (s: SystemSettings): Draft => ({
  minWords: String(s.feedback.minWords),
  maxWords: String(s.feedback.maxWords),
  turnoverPerPoint: String(s.points.turnoverPerPoint),
  pointValue: String(s.points.pointValue),
  minConvertPoints: String(s.points.minConvertPoints),
});

/** Feedback word bounds and the points rule (issue 22 §3), each saved (and audited) on its own. */
export function SettingsCard({ merchantCode }: { merchantCode: string }) {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const request = { merchantCode };
  const current = useBackofficeQuery(backofficeSystemSettingsCall, request);
  const feedback = useContractMutation(backofficeFeedbackBoundsCall);
  const points = useContractMutation(backofficePointsSettingsCall);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (current.data) setDraft(draftOf(current.data));
  }, [current.data]);
  const saved = (answer: SystemSettings) => queryClient.setQueryData(backofficeKey(backofficeSystemSettingsCall.id, request), answer);

  if (current.error) return <Alert tone="error">{errorText(current.error)}</Alert>;
  if (!draft || !current.data) return null;

  const minWords = wholeIn(draft.minWords, FEEDBACK_WORDS_LIMIT);
  const maxWords = wholeIn(draft.maxWords, FEEDBACK_WORDS_LIMIT);
  const boundsOk = minWords !== null && maxWords !== null && maxWords >= minWords;
  const rule = {
    turnoverPerPoint: wholeIn(draft.turnoverPerPoint, POINTS_SETTINGS_LIMITS.turnoverPerPoint),
    pointValue: wholeIn(draft.pointValue, POINTS_SETTINGS_LIMITS.pointValue),
    minConvertPoints: wholeIn(draft.minConvertPoints, POINTS_SETTINGS_LIMITS.minConvertPoints),
  };
  const ruleOk = Object.values(rule).every((value) => value !== null);

  const field = (key: keyof Draft, max: number, valid: boolean) => (
    <FieldBox>
      {t(`system.${key}`)}
      <Input
        inputMode="numeric"
        value={draft[key]}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `system-${key}-error`}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        data-testid={`system-${key}`}
      />
      {valid ? null : (
        <small id={`system-${key}-error`} role="alert">
          {key === 'maxWords' && maxWords !== null ? t('system.maxBelowMin') : t('system.wholeBetween', { min: 1, max })}
        </small>
      )}
    </FieldBox>
  );

  return (
    <>
      <Card>
        <h2>{t('system.feedbackTitle')}</h2>
        <p>{t('system.feedbackHint')}</p>
        {field('minWords', FEEDBACK_WORDS_LIMIT, minWords !== null)}
        {field('maxWords', FEEDBACK_WORDS_LIMIT, maxWords !== null && (minWords === null || maxWords >= minWords))}
        {feedback.error ? <Alert tone="error">{errorText(feedback.error)}</Alert> : null}
        {feedback.isSuccess ? <Alert tone="success" testId="system-feedback-saved">{t('system.saved')}</Alert> : null}
        <div>
          <Button
            disabled={!boundsOk}
            loading={feedback.isPending}
            onClick={() => boundsOk && feedback.mutate({ merchantCode, minWords: minWords!, maxWords: maxWords! }, { onSuccess: saved })}
            data-testid="system-feedback-save"
          >
            {t('system.save')}
          </Button>
        </div>
      </Card>
      <Card>
        <h2>{t('system.pointsTitle')}</h2>
        <p>{t('system.pointsHint', { currency: current.data.currency })}</p>
        {field('turnoverPerPoint', POINTS_SETTINGS_LIMITS.turnoverPerPoint, rule.turnoverPerPoint !== null)}
        {field('pointValue', POINTS_SETTINGS_LIMITS.pointValue, rule.pointValue !== null)}
        {field('minConvertPoints', POINTS_SETTINGS_LIMITS.minConvertPoints, rule.minConvertPoints !== null)}
        {points.error ? <Alert tone="error">{errorText(points.error)}</Alert> : null}
        {points.isSuccess ? <Alert tone="success" testId="system-points-saved">{t('system.saved')}</Alert> : null}
        <div>
          <Button
            disabled={!ruleOk}
            loading={points.isPending}
            onClick={() =>
              ruleOk &&
              points.mutate(
                { merchantCode, turnoverPerPoint: rule.turnoverPerPoint!, pointValue: rule.pointValue!, minConvertPoints: rule.minConvertPoints! },
                { onSuccess: saved },
              )
            }
            data-testid="system-points-save"
          >
            {t('system.save')}
          </Button>
        </div>
      </Card>
    </>
  );
}
