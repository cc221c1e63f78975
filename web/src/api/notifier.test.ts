import { describe, expect, it, vi } from 'vitest';
import { createDeferredNotifier, isDeferredNotifier, type Notifier } from './notifier';

function recorder(): Notifier & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    message: (level, text, durationMs) => calls.push(`message ${level} ${text} ${durationMs ?? '-'}`),
    notification: (level, title, description) => calls.push(`notification ${level} ${title}: ${description}`),
    closeAll: () => calls.push('closeAll'),
  };
}

describe('deferred notifier (antd loads after the first render)', () => {
  it('shows what waited, in order, once the real notifier is attached, then forwards', () => {
    const deferred = createDeferredNotifier();
    deferred.message('error', 'login timed out', 2500);
    deferred.notification('warning', 'Title', 'Text');
    const real = recorder();
    deferred.attach(real);
    expect(real.calls).toEqual(['message error login timed out 2500', 'notification warning Title: Text']);
    deferred.message('success', 'ok');
    expect(real.calls.at(-1)).toBe('message success ok -');
  });

  it('closeAll before the real notifier drops what waits; after, it closes the real ones', () => {
    const deferred = createDeferredNotifier();
    deferred.message('error', 'first');
    deferred.closeAll();
    const real = recorder();
    deferred.attach(real);
    expect(real.calls).toEqual([]);
    deferred.closeAll();
    expect(real.calls).toEqual(['closeAll']);
  });

  it('tells the app once when the first message waits', () => {
    const deferred = createDeferredNotifier();
    const wanted = vi.fn();
    deferred.onFirstWait(wanted);
    expect(wanted).not.toHaveBeenCalled();
    deferred.message('info', 'a');
    deferred.message('info', 'b');
    expect(wanted).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    deferred.onFirstWait(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(isDeferredNotifier(deferred)).toBe(true);
    expect(isDeferredNotifier(recorder())).toBe(false);
  });
});
