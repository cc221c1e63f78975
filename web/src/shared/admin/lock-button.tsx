import { Button, type ButtonProps } from 'antd';
import { BUTTON_LOCK_MS, useButtonLock } from './button-lock';

export interface LockButtonProps extends ButtonProps {
  /** Lock time in ms; the spec's 1 s by default. */
  lockMs?: number;
}

/**
 * An antd Button that locks itself for 1 s after each click (spec section 5). Use it for every
 * submit, search/filter and save button. With `htmlType="submit"` the first click submits the
 * form; further clicks within the lock neither run `onClick` nor submit.
 */
export function LockButton({ lockMs = BUTTON_LOCK_MS, onClick, disabled, ...props }: LockButtonProps) {
  const { locked, tryLock } = useButtonLock(lockMs);
  return (
    <Button
      {...props}
      disabled={disabled === true || locked}
      onClick={(event) => {
        if (!tryLock()) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
