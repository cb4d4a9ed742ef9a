import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ApiError } from '@platform/shared/api-client';
import { RedEnvelopePopup } from '../pages/red-envelope-popup';
import { FeedbackPopup } from '../pages/feedback-popup';

/*
 * The member's popups outside the centre (the red envelope, feedback), with answers from the story
 * gateway (parameters.api), checked against the api-contract. (The support console moved to the
 * back office: libs/backoffice/feature-support.)
 */
const meta: Meta = {
  title: 'member/Popups',
  parameters: {
    api: {
      openRedEnvelope: { amount: 18_88, replayed: false },
      feedbackConfig: { minWords: 5, maxWords: 300 },
      feedback: { id: 12, words: 9, createdAt: '2026-11-20T14:30:00Z' },
    },
  },
};
export default meta;

const envelope = <RedEnvelopePopup promotionId={42} title="Red envelope of the week" onClose={() => undefined} />;

/** Opening the popup opens the envelope once and announces the amount. */
export const RedEnvelope: StoryObj = {
  render: () => envelope,
  play: async () => {
    await expect(await within(document.body).findByTestId('red-envelope-amount')).toHaveTextContent('18.88');
  },
};
export const RedEnvelopePortuguese: StoryObj = { render: () => envelope, globals: { locale: 'PT' } };
/** Opened before: the gateway answers the same amount again, and the popup says it was already opened. */
export const RedEnvelopeAlreadyOpened: StoryObj = {
  render: () => envelope,
  parameters: { api: { openRedEnvelope: { amount: 18_88, replayed: true } } },
};
export const RedEnvelopeClosed: StoryObj = {
  render: () => envelope,
  parameters: {
    api: {
      openRedEnvelope: () => {
        throw new ApiError('FORBIDDEN', 'story', 403);
      },
    },
  },
  play: async () => {
    const alert = await within(document.body).findByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
  },
};

/** Feedback with its word limits; sending too few words is refused before any call. */
export const Feedback: StoryObj = { render: () => <FeedbackPopup onClose={() => undefined} /> };
export const FeedbackPortuguese: StoryObj = { render: () => <FeedbackPopup onClose={() => undefined} />, globals: { locale: 'PT' } };
