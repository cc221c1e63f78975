import type { ReactElement, ReactNode } from 'react';
import { Modal } from 'antd';
import { useText } from '../../i18n/use-text';

export interface ConfirmOptions {
  title: ReactNode;
  content: ReactNode;
  /** The OK button's text: the action it runs ("Delete", "Disable"). */
  okText: ReactNode;
  /** The action takes something away (delete, disable, cancel a publication): a red OK button. */
  danger?: boolean;
  /** Runs on OK, with a spinner on the button while it is a promise; the dialog closes when it settles (its result message is the caller's). */
  onOk: () => unknown;
}

/**
 * A question before an action (spec section 5: deleting a row needs a confirm dialog; the other
 * actions that take something away ask the same way). Answers the opener and the element that
 * hosts the dialog inside the app's theme and language; render it next to the button.
 */
export function useConfirm(): [open: (options: ConfirmOptions) => void, host: ReactElement] {
  const { t } = useText();
  const [modal, host] = Modal.useModal();
  const open = ({ title, content, okText, danger = false, onOk }: ConfirmOptions) => {
    void modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText: t('common.action.cancel'),
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // The caller's result message has said what went wrong; the dialog closes either way.
        }
      },
    });
  };
  return [open, host];
}
