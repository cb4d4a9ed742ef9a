import { useCallback, useSyncExternalStore } from 'react';

/**
 * The games' sounds, synthesised with the Web Audio API: a few oscillator and noise envelopes
 * cost less than one audio file and need no download (no CDN, nothing to cache offline).
 * Muted by default; the player's choice is remembered on this device.
 */
export type GameSound = 'spin' | 'stop' | 'roll' | 'land' | 'win';

export const SOUND_STORAGE_KEY = 'inHouseGameSound';

// ------------------------------------------------------------------ the remembered choice

const listeners = new Set<() => void>();
/** The choice when storage refuses to keep it (a private window's quota, say): this visit only. */
let unstored: boolean | null = null;

function currentMuted(): boolean {
  try {
    const stored = localStorage.getItem(SOUND_STORAGE_KEY);
    if (stored !== null) return stored !== 'on';
  } catch {
    // Storage is unreadable: fall through to this visit's choice.
  }
  return unstored ?? true;
}

export function setSoundMuted(muted: boolean): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, muted ? 'off' : 'on');
  } catch {
    unstored = muted;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the choice changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ------------------------------------------------------------------ synthesis

type Ctx = AudioContext;

function tone(ctx: Ctx, at: number, frequency: number, duration: number, type: OscillatorType, peak: number, endFrequency?: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, at);
  if (endFrequency) osc.frequency.exponentialRampToValueAtTime(endFrequency, at + duration);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + duration + 0.02);
}

function noise(ctx: Ctx, at: number, duration: number, peak: number, frequency: number) {
  const buffer = ctx.createBuffer(1, Math.max(1, Math.floor(ctx.sampleRate * duration)), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = frequency;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(peak, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
}

const SCORES: Record<GameSound, (ctx: Ctx, now: number) => void> = {
  // A rising sweep as the reels start.
  spin: (ctx, now) => tone(ctx, now, 220, 0.35, 'sawtooth', 0.05, 660),
  // A short mechanical clunk per reel.
  stop: (ctx, now) => {
    tone(ctx, now, 140, 0.12, 'triangle', 0.25, 70);
    noise(ctx, now, 0.05, 0.15, 2000);
  },
  // Dice rattling in a cup: four clicks of filtered noise.
  roll: (ctx, now) => {
    for (let i = 0; i < 4; i++) noise(ctx, now + i * 0.09, 0.05, 0.2, 2500 + i * 300);
  },
  land: (ctx, now) => {
    tone(ctx, now, 180, 0.1, 'sine', 0.3, 90);
    noise(ctx, now, 0.04, 0.2, 1500);
  },
  // A major arpeggio: C5 E5 G5 C6.
  win: (ctx, now) => [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(ctx, now + i * 0.1, f, 0.25, 'square', 0.06)),
};

let context: Ctx | null = null;

function audioContext(): Ctx | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays one sound unless muted. The context is created on the first unmuted play (a click), as autoplay rules require. */
export function playSound(sound: GameSound): void {
  if (currentMuted()) return;
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  SCORES[sound](ctx, ctx.currentTime);
}

/** Test seam: drops the audio context so the next play creates a fresh one. */
export function resetAudioContext(): void {
  context = null;
}

// ------------------------------------------------------------------ the hook

export function useGameSound() {
  const muted = useSyncExternalStore(subscribe, currentMuted, () => true);
  const toggle = useCallback(() => setSoundMuted(!currentMuted()), []);
  return { muted, toggle, play: playSound };
}
