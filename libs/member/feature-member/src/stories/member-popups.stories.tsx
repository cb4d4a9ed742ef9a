import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@platform/shared/api-client';
import { RedEnvelopePopup } from '../pages/red-envelope-popup';
import { FeedbackPopup } from '../pages/feedback-popup';
import { SupportConsolePage } from '../chat/support-console-page';

/*
 * The member's popups outside the centre (the red envelope, feedback) and the staff's support
 * console, with answers from the story gateway (parameters.api), checked against the api-contract.
 */
const meta: Meta = {
  title: 'member/Popups and console',
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

/**
 * The support console before a staff member signs in: the token form. (The signed-in console opens
 * the live-chat socket itself, which a story cannot answer; see the chat room stories for the messages.)
 */
export const SupportConsoleSignIn: StoryObj = {
  render: () => <SupportConsolePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('support-console')).toBeVisible();
    await expect(canvas.getByTestId('support-console-token-form')).toBeVisible();
  },
};
export const SupportConsoleSignInPortuguese: StoryObj = {
  render: () => <SupportConsolePage />,
  globals: { locale: 'PT' },
};
/** "Sign in" waits for a token: blank (spaces only) keeps it disabled. */
export const SupportConsoleBlankToken: StoryObj = {
  render: () => <SupportConsolePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = await canvas.findByTestId('support-console-sign-in');
    await expect(signIn).toBeDisabled();
    await userEvent.type(canvas.getByTestId('support-console-token'), '   ');
    await expect(signIn).toBeDisabled();
  },
};
