import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_MAX_IMAGES, ACTIVITY_REMARK_MAX } from '@platform/shared/api-contract';
import { Alert, Button, FieldInput, FieldLabel, FieldWrapper, ImagePicker, type UploadedImage } from '@platform/shared/ui-kit';
import { useApplyActivity } from '@platform/member/data-access';
import { Form, Row } from '../components/parts';
import { useErrorText } from '../components/use-error-text';
import { useImageUpload } from '../components/use-image-upload';

/** Spec §5: the remark holds at most 140 characters. */
export function remarkOk(remark: string): boolean {
  return remark.length <= ACTIVITY_REMARK_MAX;
}

/** Activity application (spec §5): a remark of at most 140 characters and up to 3 png or jpg images of 5 MB. */
export function ActivityApplicationForm({ promotionId, title, onCancel }: { promotionId: number; title: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const apply = useApplyActivity();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const imageUpload = useImageUpload(ACTIVITY_MAX_IMAGES);
  const remarkId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!remarkOk(remark)) return;
    apply.mutate({ promotionId, remark: remark.trim(), uploadIds: images.map((image) => image.uploadId) });
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('member.rewards_apply_named', { title })} data-testid="activity-form">
      <FieldWrapper>
        <FieldLabel htmlFor={remarkId}>{t('member.rewards_remark')}</FieldLabel>
        <FieldInput
          as="textarea"
          $invalid={false}
          id={remarkId}
          rows={3}
          maxLength={ACTIVITY_REMARK_MAX}
          value={remark}
          onChange={(event) => setRemark(event.target.value.slice(0, ACTIVITY_REMARK_MAX))}
          aria-describedby={`${remarkId}-count`}
          data-testid="activity-remark"
        />
        <small id={`${remarkId}-count`} data-testid="activity-remark-count">
          {t('member.rewards_remark_count', { count: remark.length, max: ACTIVITY_REMARK_MAX })}
        </small>
      </FieldWrapper>
      <ImagePicker {...imageUpload} max={ACTIVITY_MAX_IMAGES} value={images} onChange={setImages} testId="activity-images" />
      {apply.isError ? <Alert tone="error" testId="activity-error">{errorText(apply.error)}</Alert> : null}
      <Row>
        <Button type="submit" loading={apply.isPending} data-testid="activity-submit">
          {t('common.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Row>
    </Form>
  );
}
