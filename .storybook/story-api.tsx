import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, ApiError, type ApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';

/**
 * Story-only gateway: a story that renders a data-loading screen lists its answers in
 * `parameters.api`, by contract id. Each answer is a value or a function of the request.
 * Both ends are checked against the api-contract the way the real client checks them: the
 * request with the call's request schema, the answer with its response schema. So a story's
 * fake data cannot drift from the contract, and a call the story did not answer logs an error
 * (which fails the story test) instead of quietly showing an error state.
 *
 * A handler may throw an `ApiError` to show the screen's error path.
 */
export type StoryAnswer = unknown;
export type StoryApi = Record<string, StoryAnswer | ((request: never) => StoryAnswer)>;

export interface StoryApiParameters {
  /** Answers by contract id; setting it turns the decorator on. */
  api?: StoryApi;
  /** Signed in (a session token in the store) unless `false`. */
  signedIn?: boolean;
  /** The router's first URL, e.g. `/?memberCenter=deposit`. Default `/`. */
  route?: string;
  /** Sets the story's own atoms in its store (a pending login check, a logged-in state), after the token. */
  initStore?: (store: ReturnType<typeof createStore>) => void;
  /** Calls that may go unanswered (a screen's background poll the story does not show): answered with NOT_FOUND, no error logged. */
  unanswered?: string[];
}

/** The validating fake client behind `parameters.api`; exported for the tests of this folder. */
export function storyApiClient(api: StoryApi, unanswered: readonly string[] = []): ApiClient {
  return {
    async call(contract, request) {
      const answer = api[contract.id];
      if (answer === undefined) {
        if (!unanswered.includes(contract.id)) console.error(`story API: no answer for ${contract.id} (add it to parameters.api)`);
        throw new ApiError('NOT_FOUND', `no story answer for ${contract.id}`, 404);
      }
      const checkedRequest = contract.request.safeParse(request);
      if (!checkedRequest.success) {
        console.error(`story API: ${contract.id} was called with a request the contract refuses`, checkedRequest.error.issues);
      }
      const value = typeof answer === 'function' ? await (answer as (r: unknown) => unknown)(request) : answer;
      const parsed = contract.response.safeParse(value);
      if (!parsed.success) {
        // The real client throws here too (create-api-client.ts): a wrong shape is the story's bug.
        console.error(`story API: the answer for ${contract.id} does not match its contract`, parsed.error.issues);
        throw new ApiError('INTERNAL', `story answer for ${contract.id} does not match the contract`, 500);
      }
      return parsed.data as never;
    },
  };
}

function StoryGateway({ parameters, children }: { parameters: StoryApiParameters; children: ReactNode }) {
  // One store, query cache and client per rendered story: nothing leaks into the next story.
  const [frame] = useState(() => {
    const store = createStore();
    if (parameters.signedIn !== false) store.set(tokenAtom, 'story-token');
    parameters.initStore?.(store);
    return {
      store,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false, refetchOnWindowFocus: false } } }),
      client: storyApiClient(parameters.api ?? {}, parameters.unanswered),
    };
  });
  return (
    <JotaiProvider store={frame.store}>
      <QueryClientProvider client={frame.queryClient}>
        <ApiClientProvider client={frame.client}>
          <MemoryRouter initialEntries={[parameters.route ?? '/']}>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * Before a story with `parameters.api`: a fresh tab's session storage. Screens cache answers there
 * (the winner board) and remember answers (a closed offer), which would leak into the next story.
 */
export function resetStoryStorage(parameters: StoryApiParameters): void {
  if (parameters.api !== undefined) sessionStorage.clear();
}

/** Wraps a story in the story gateway when it declares `parameters.api`; other stories keep their own frames. */
export const withStoryApi: Decorator = (Story, context) => {
  const parameters = context.parameters as StoryApiParameters;
  if (parameters.api === undefined) return <Story />;
  return (
    <StoryGateway key={context.id} parameters={parameters}>
      <Story />
    </StoryGateway>
  );
};
