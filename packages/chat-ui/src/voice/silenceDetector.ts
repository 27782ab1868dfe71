// When a spoken turn ends (spec/2 section 9): once speech was heard (a level at or above the
// threshold), the level staying below it for the whole silence time ends the turn. Silence before
// anyone spoke ends nothing, so the assistant waits for the user.

export interface SilenceDetector {
  /** Feeds one chunk's level at `now` ms; true exactly once, when the turn ends. */
  push(level: number, now: number): boolean;
  /** Starts a new turn: waits for speech again. */
  reset(): void;
}

export function createSilenceDetector(threshold: number, silenceMs: number): SilenceDetector {
  let heardSpeech = false;
  let quietSince: number | null = null;
  return {
    push(level, now) {
      if (level >= threshold) {
        heardSpeech = true;
        quietSince = null;
        return false;
      }
      if (!heardSpeech) return false;
      quietSince ??= now;
      if (now - quietSince < silenceMs) return false;
      heardSpeech = false;
      quietSince = null;
      return true;
    },
    reset() {
      heardSpeech = false;
      quietSince = null;
    },
  };
}
