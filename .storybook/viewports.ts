/** A phone viewport for the Storybook toolbar; the story test opens stories tagged `phone` at this size. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
