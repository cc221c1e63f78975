import type { ReactNode } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useText } from '../../i18n/use-text';
import { useConfirm } from './confirm';

export interface DeleteButtonProps {
  /** Deletes the row; resolve true on success (see `settleMutation`). */
  onConfirm: () => Promise<boolean>;
  /** What is deleted, shown in the question ("Delete “TSB 0000000-01-A”?"). */
  name?: string;
  /** Replaces the question. */
  content?: ReactNode;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** Button text; "Delete" by default. */
  children?: ReactNode;
}

/**
 * A row's delete action (spec section 5: deleting a row needs a confirm dialog): a danger link
 * that opens a confirmation; OK runs `onConfirm` with a spinner and the dialog closes when it
 * settles (its result message comes from `settleMutation`).
 */
export function DeleteButton({ onConfirm, name, content, disabled, size = 'small', children }: DeleteButtonProps) {
  const { t } = useText();
  const [confirm, contextHolder] = useConfirm();

  const open = () =>
    confirm({
      title: t('common.delete.confirmTitle'),
      content: content ?? (name ? t('common.delete.confirmNamed', { name }) : t('common.delete.confirmContent')),
      okText: t('common.action.delete'),
      danger: true,
      onOk: onConfirm,
    });

  return (
    <>
      {contextHolder}
      <Button type="link" danger size={size} icon={<DeleteOutlined />} disabled={disabled} onClick={open} data-testid="row-delete">
        {children ?? t('common.action.delete')}
      </Button>
    </>
  );
}
