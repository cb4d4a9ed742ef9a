import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_DEFAULT_WORDS, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES, countWords } from '@platform/shared/api-contract';
import { Alert, Button, FieldError, FieldInput, FieldLabel, FieldWrapper, ImagePicker, type UploadedImage } from '@platform/shared/ui-kit';
import { useFeedbackConfig, useSendFeedback } from '@platform/member/data-access';
import { Form, Section } from '../components/parts';
import { useErrorText } from '../components/use-error-text';
import { useImageUpload } from '../components/use-image-upload';

/** Spec §5: feedback content must be between {0} and {1} words. */
export function feedbackWordsOk(text: string, bounds: { minWords: number; maxWords: number }): boolean {
  const words = countWords(text);
  return words >= bounds.minWords && words <= bounds.maxWords;
}

/**
 * Feedback (spec §5, §7 PUT): the content within the merchant's word bounds, and up to 3 images.
 * In the feedbackModal the popup's title names it, so the form's own heading is left out.
 */
export function FeedbackForm({ heading = true }: { heading?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const config = useFeedbackConfig();
  const send = useSendFeedback();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const imageUpload = useImageUpload(FEEDBACK_MAX_IMAGES);
  const [contentError, setContentError] = useState<string | null>(null);
  const bounds = config.data ?? { minWords: FEEDBACK_DEFAULT_WORDS.min, maxWords: FEEDBACK_DEFAULT_WORDS.max };
  const words = countWords(content);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!feedbackWordsOk(content, bounds)) {
      setContentError(t('member.errors.FEEDBACK_WORD_COUNT', { min: bounds.minWords, max: bounds.maxWords }));
      return;
    }
    setContentError(null);
    send.mutate(
      { content: content.trim(), uploadIds: images.map((image) => image.uploadId) },
      {
        onSuccess: () => {
          setContent('');
          setImages([]);
        },
      },
    );
  }

  return (
    <Section
      aria-labelledby={heading ? 'feedback-heading' : undefined}
      aria-label={heading ? undefined : t('messages.feedback_title')}
      data-testid="feedback-form"
    >
      {heading ? <h3 id="feedback-heading">{t('messages.feedback_title')}</h3> : null}
      {config.isError ? <Alert tone="error">{errorText(config.error)}</Alert> : null}
      <Form onSubmit={submit} noValidate>
        <FieldWrapper>
          <FieldLabel htmlFor="feedback-content">* {t('messages.feedback_content')}</FieldLabel>
          <FieldInput
            as="textarea"
            $invalid={contentError !== null}
            id="feedback-content"
            rows={6}
            maxLength={FEEDBACK_MAX_CHARS}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-describedby="feedback-words feedback-content-error"
            aria-invalid={contentError ? true : undefined}
            data-testid="feedback-content"
          />
          <small id="feedback-words" data-testid="feedback-words">
            {t('messages.feedback_words', { count: words, min: bounds.minWords, max: bounds.maxWords })}
          </small>
          <FieldError id="feedback-content-error" role={contentError ? 'alert' : undefined} data-testid="feedback-content-error">
            {contentError ?? ''}
          </FieldError>
        </FieldWrapper>
        <ImagePicker {...imageUpload} max={FEEDBACK_MAX_IMAGES} value={images} onChange={setImages} testId="feedback-images" />
        {send.isError ? <Alert tone="error" testId="feedback-error">{errorText(send.error)}</Alert> : null}
        {send.isSuccess ? <Alert tone="success" testId="feedback-sent">{t('messages.feedback_sent')}</Alert> : null}
        <Button type="submit" loading={send.isPending} data-testid="feedback-submit">
          {t('common.submit')}
        </Button>
      </Form>
    </Section>
  );
}
