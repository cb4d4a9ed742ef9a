export { fakeClient, renderWithApp } from './render-with-app';
export type { FakeHandler } from './render-with-app';
