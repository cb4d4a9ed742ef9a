// Types for xss-inputs.mjs, so the TypeScript e2e spec can import it.
export interface XssInput {
  id: number;
  source: 'corpus' | 'fuzz';
  corpusId?: string;
  category: string;
  html: string;
}
export interface CorpusVector {
  id: string;
  category: string;
  html: string;
}
export function loadCorpus(): CorpusVector[];
export function createRandom(seed: number): {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
};
export function xssInputs(options: { count: number; seed: number; includeCorpus?: boolean }): XssInput[];
