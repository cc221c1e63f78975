import { useCallback } from 'react';
import { Space, Tag, Typography } from 'antd';
import { ACTION_KEYS, type ActionKey, type RightNode } from '@tis/contracts';
import { ROUTE_TABLE } from '../../../app/routes';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { useStoredName } from '../stored-name';

/** The title of each page of the route table, by its route key (a page item's funLink). */
const PAGE_TITLES: ReadonlyMap<string, TextKey> = new Map(ROUTE_TABLE.map((route) => [route.path.slice(1), route.titleKey]));

function isActionKey(funLink: string): funLink is ActionKey {
  return (ACTION_KEYS as readonly string[]).includes(funLink);
}

/**
 * The display name of an item, in the user's language: a name that is a text key (the built-in
 * folders and admin functions) is translated; a page or action still named by its funLink (the
 * built-in pages and actions) shows the page's title or the action's name; any other name (given by
 * an administrator) shows as it is.
 */
export function useRightName(): (node: Pick<RightNode, 'name' | 'funLink'>) => string {
  const { t } = useText();
  const storedName = useStoredName();
  return useCallback(
    (node) => {
      const shown = storedName(node.name);
      if (shown === node.name && node.funLink !== '' && node.name === node.funLink) {
        const title = PAGE_TITLES.get(node.funLink);
        if (title) return t(title);
        if (isActionKey(node.funLink)) return t(`accounts.right.action.${node.funLink}`);
      }
      return shown;
    },
    [t, storedName],
  );
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
