import { Space, Tag, Typography } from 'antd';
import { isMessageKey, type RightNode } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

/** The display name of an item: built-in admin functions are named by a message key. */
export function useRightName(): (node: Pick<RightNode, 'name'>) => string {
  const { t } = useText();
  return (node) => (isMessageKey(node.name) ? t(node.name) : node.name);
}

/** A tree node's title: its name, its funLink and, for actions, its headApi. */
export function RightTitle({ node }: { node: RightNode }) {
  const name = useRightName();
  return (
    <Space size={4} data-testid={`right-${node.itemId}`}>
      <span>{name(node)}</span>
      {node.funLink && <Tag color={node.headApi ? 'purple' : 'blue'}>{node.funLink}</Tag>}
      {node.headApi && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.headApi}
        </Typography.Text>
      )}
    </Space>
  );
}
