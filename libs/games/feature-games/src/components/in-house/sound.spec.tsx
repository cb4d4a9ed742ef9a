import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { MuteToggle } from './mute-toggle';
import { playSound, resetAudioContext, SOUND_STORAGE_KEY, useGameSound } from './sound';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

/** A stand-in for the browser's AudioContext that records what was started. */
class FakeAudioContext {
  static created = 0;
  static started: string[] = [];
  state = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  constructor() {
    FakeAudioContext.created += 1;
  }
  resume() {
    return Promise.resolve();
  }
  private node(kind: string) {
    const param = {
      value: 0,
      setValueAtTime: () => undefined,
      exponentialRampToValueAtTime: () => undefined,
    };
    const node = {
      type: '',
      frequency: param,
      gain: param,
      buffer: null,
      connect: (next: unknown) => next,
      start: () => FakeAudioContext.started.push(kind),
      stop: () => undefined,
    };
    return node;
  }
  createOscillator() {
    return this.node('oscillator');
  }
  createGain() {
    return this.node('gain');
  }
  createBiquadFilter() {
    return this.node('filter');
  }
  createBufferSource() {
    return this.node('noise');
  }
  createBuffer(_channels: number, length: number) {
    return { getChannelData: () => new Float32Array(length) };
  }
}

beforeEach(() => {
  FakeAudioContext.created = 0;
  FakeAudioContext.started = [];
  resetAudioContext();
  Object.defineProperty(window, 'AudioContext', {
    configurable: true,
    writable: true,
    value: FakeAudioContext,
  });
});
afterEach(() => Reflect.deleteProperty(window, 'AudioContext'));

function Harness() {
  const sound = useGameSound();
  return (
    <I18nextProvider i18n={i18n}>
      <MuteToggle muted={sound.muted} onToggle={sound.toggle} />
    </I18nextProvider>
  );
}

describe('game sounds', () => {
  it('are muted by default: a muted game never opens an audio context', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    playSound('win');
    expect(FakeAudioContext.created).toBe(0);
  });

  it('the toggle turns them on, plays synthesised tones, and is remembered for the next game', () => {
    const first = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Sound' }));
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    playSound('win');
    expect(FakeAudioContext.created).toBe(1);
    expect(FakeAudioContext.started.filter((kind) => kind === 'oscillator')).toHaveLength(4);
    first.unmount();

    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Sound' }));
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    playSound('stop');
    expect(FakeAudioContext.started).toHaveLength(4);
  });
});
