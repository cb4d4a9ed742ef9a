/** One query-key factory for the promotions domain (CONVENTIONS §6). */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (language: string) => [...promotionsKeys.all, 'list', language] as const,
};
