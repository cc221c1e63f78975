import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@tis/contracts';

/** Submit and filter buttons stay locked this long after a click (spec sections 5 and 9). */
export const BUTTON_LOCK_MS = TIMINGS.buttonLockMs;

export interface ButtonLock {
  /** True during the lock window: the button renders disabled. */
  locked: boolean;
  /**
   * Starts the lock and answers true, or answers false when the lock is already on. Checked
   * synchronously, so a fast double click gets one true.
   */
  tryLock: () => boolean;
  /** Wraps a click handler: it runs on the first click; clicks during the lock are dropped. */
  guard: <A extends unknown[]>(handler: (...args: A) => void) => (...args: A) => void;
}

/** A 1-second click lock (spec section 5: "Submit and filter buttons lock for 1 second after a click"). */
export function useButtonLock(ms: number = BUTTON_LOCK_MS): ButtonLock {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const tryLock = useCallback(() => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    // The button shows disabled one task later: disabled at once, a submit button would no longer
    // submit its form (the browser's default action runs after React has re-rendered). The ref
    // already drops further clicks.
    const shown = setTimeout(() => setLocked(true), 0);
    timer.current = setTimeout(() => {
      clearTimeout(shown);
      lockedRef.current = false;
      setLocked(false);
    }, ms);
    return true;
  }, [ms]);

  const guard = useCallback(
    <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (tryLock()) handler(...args);
      },
    [tryLock],
  );

  return { locked, tryLock, guard };
}
