/** The chat's query keys (one factory for the chat, like memberKeys for the rest of the domain). */
export const chatKeys = {
  all: ['chat'] as const,
  models: () => [...chatKeys.all, 'models'] as const,
  launch: () => [...chatKeys.all, 'launch'] as const,
  history: (conversationId: number, beforeId: number) => [...chatKeys.all, 'history', conversationId, beforeId] as const,
  staff: (token: string) => [...chatKeys.all, 'staff', token] as const,
  staffMe: (token: string) => [...chatKeys.staff(token), 'me'] as const,
  staffList: (token: string) => [...chatKeys.staff(token), 'list'] as const,
  staffConversation: (token: string, id: number) => [...chatKeys.staff(token), 'conversation', id] as const,
};
