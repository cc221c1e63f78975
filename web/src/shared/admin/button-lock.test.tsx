import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_LOCK_MS, useButtonLock } from './button-lock';
import { LockButton } from './lock-button';

describe('button lock (spec section 5: submit and filter buttons lock for 1 s after a click)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the spec’s 1 second', () => {
    expect(BUTTON_LOCK_MS).toBe(1000);
  });

  it('lets one of two clicks in the same moment through', () => {
    const { result } = renderHook(() => useButtonLock());
    let first = false;
    let second = true;
    act(() => {
      first = result.current.tryLock();
      second = result.current.tryLock();
    });
    expect([first, second]).toEqual([true, false]);
    // Shown as locked from the next task (a submit button must still submit its form first).
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      first = result.current.tryLock();
    });
    expect(first).toBe(true);
  });

  it('drops clicks during the lock and unlocks after 1000 ms, not before', () => {
    const onClick = vi.fn();
    render(<LockButton onClick={onClick}>Save</LockButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveProperty('disabled', true);
    act(() => {
      vi.advanceTimersByTime(998);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits its form once for a double click', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <LockButton htmlType="submit">Search</LockButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('stays disabled when the caller disables it', () => {
    render(
      <LockButton disabled onClick={() => undefined}>
        Go
      </LockButton>,
    );
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', true);
  });
});
