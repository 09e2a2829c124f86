/**
 * The new-order cue: two short beeps through Web Audio (no sound file to download) and a buzz
 * where the phone can vibrate. Browsers keep audio locked until the page has been touched, so
 * `unlock` is called from the vendor's first tap; before that only the vibration can happen.
 */
export interface SoundCue {
  /** The browser has Web Audio: without it only the vibration can happen. */
  supported: boolean;
  unlock: () => void;
  play: () => void;
}

type AudioContextCtor = typeof AudioContext;

export function createSoundCue(): SoundCue {
  let context: AudioContext | null = null;
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);

  const ensure = () => {
    if (!context && Ctor) context = new Ctor();
    if (context?.state === 'suspended') void context.resume();
    return context;
  };

  const beep = (ctx: AudioContext, at: number, frequency: number) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    // A short attack and release: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  };

  return {
    supported: Ctor !== undefined,
    unlock: () => {
      ensure();
    },
    play: () => {
      try {
        const ctx = ensure();
        if (ctx && ctx.state === 'running') {
          beep(ctx, ctx.currentTime, 880);
          beep(ctx, ctx.currentTime + 0.25, 1320);
        }
      } catch (error) {
        console.warn('The new-order sound could not play', error);
      }
      if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate([200, 100, 200]);
    },
  };
}
