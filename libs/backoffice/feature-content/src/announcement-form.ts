import type { BackofficeAnnouncement } from '@platform/shared/api-contract';

export interface AnnouncementDraft {
  id?: number;
  type: BackofficeAnnouncement['type'];
  execution: BackofficeAnnouncement['execution'];
  language: string;
  title: string;
  content: string;
  /** datetime-local text (the staff member's local time). */
  start: string;
  end: string;
}

/** yyyy-MM-ddTHH:mm in local time, what a datetime-local input holds. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the ISO instant the contract wants; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

export function emptyDraft(now: Date = new Date()): AnnouncementDraft {
  return { type: 'H', execution: 'A', language: 'EN', title: '', content: '', start: toLocalInput(now), end: '' };
}

export function draftOf(announcement: BackofficeAnnouncement): AnnouncementDraft {
  return {
    id: announcement.id,
    type: announcement.type,
    execution: announcement.execution,
    language: announcement.language,
    title: announcement.title,
    content: announcement.content,
    start: toLocalInput(new Date(announcement.startDate)),
    end: announcement.endDate ? toLocalInput(new Date(announcement.endDate)) : '',
  };
}

export type DraftProblem = 'title' | 'start' | 'endBeforeStart';

/** What stops a draft from being published, checked before the gateway checks it again. */
export function draftProblems(draft: AnnouncementDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.title.trim()) problems.push('title');
  const start = localInputToIso(draft.start);
  if (!start) problems.push('start');
  const end = localInputToIso(draft.end);
  if (start && end && end <= start) problems.push('endBeforeStart');
  return problems;
}
