import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Empty, Input, Space, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import type { RightNode, RoleView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton, settleSave } from '../../../shared/admin';
import { useReplaceRoleRightsMutation, useRightTreeQuery, useRoleRightsQuery } from '../api/accounts-api';
import { flattenRights, indexRights, matchingRights, shownChecks, toggleRight } from '../rights-tree';
import { useRoleName } from '../stored-name';
import { RightTitle, useRightName } from './right-title';

function treeData(nodes: readonly RightNode[], visible: Set<number> | null): TreeDataNode[] {
  return nodes
    .filter((n) => !visible || visible.has(n.itemId))
    .map((n) => ({ key: n.itemId, title: <RightTitle node={n} />, children: treeData(n.children, visible) }));
}

interface EditorProps {
  role: RoleView;
  tree: RightNode[];
  held: readonly number[];
  onSaved: () => void;
}

/** The tree with the role's items ticked; starts from what the role holds now. */
function RoleRightsEditor({ role, tree, held, onSaved }: EditorProps) {
  const { t } = useText();
  const rightName = useRightName();
  const [replace, { isLoading: saving }] = useReplaceRoleRightsMutation();
  const [checked, setChecked] = useState<Set<number>>(() => new Set(held));
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<number[]>(() => tree.map((n) => n.itemId));
  const index = useMemo(() => indexRights(tree), [tree]);
  const allIds = useMemo(() => flattenRights(tree).map((n) => n.itemId), [tree]);
  const visible = filter.trim() ? matchingRights(tree, filter, rightName) : null;
  // The role holds exactly `checked`; a parent holding part of its subtree shows half-ticked.
  const shown = useMemo(() => shownChecks(tree, checked), [tree, checked]);

  const save = async () => {
    if (settleSave(await replace({ id: role.id, itemIds: [...checked] }))) onSaved();
  };

  return (
    <>
      <Alert type="info" showIcon title={t('accounts.role.rightsHint')} style={{ marginBottom: 12 }} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('accounts.right.search')} onChange={(e) => setFilter(e.target.value)} style={{ width: 220 }} />
        <Button size="small" onClick={() => setChecked(new Set(allIds))}>
          {t('accounts.role.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(new Set())}>
          {t('accounts.role.checkNone')}
        </Button>
        <Button size="small" onClick={() => setExpanded(allIds)}>
          {t('accounts.role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('accounts.role.collapseAll')}
        </Button>
      </Space>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" data-testid="role-rights-count">
          {t('accounts.role.checkedCount', { count: checked.size })}
        </Typography.Text>
        <LockButton type="primary" loading={saving} onClick={() => void save()} data-testid="role-rights-save">
          {t('common.action.save')}
        </LockButton>
      </Space>
      {tree.length > 0 ? (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          treeData={treeData(tree, visible)}
          checkedKeys={shown}
          expandedKeys={visible ? [...visible] : expanded}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          onCheck={(_keys, info) => setChecked((current) => toggleRight(current, Number(info.node.key), info.checked, index))}
          data-testid="role-rights-tree"
        />
      ) : (
        <Empty />
      )}
    </>
  );
}

export interface RoleRightsDrawerProps {
  role: RoleView | null;
  onClose: () => void;
}

/** The rights of one role on the permission tree, with checkboxes; saved as a whole (spec section 6). */
export function RoleRightsDrawer({ role, onClose }: RoleRightsDrawerProps) {
  const { t } = useText();
  const roleName = useRoleName();
  const { data: tree } = useRightTreeQuery(undefined, { skip: !role });
  const { data: held, isFetching } = useRoleRightsQuery(role?.id ?? '', { skip: !role, refetchOnMountOrArgChange: true });

  return (
    <Drawer
      open={role !== null}
      onClose={onClose}
      size={640}
      title={role ? t('accounts.role.rightsTitle', { name: `${roleName(role)} (${role.roleCode})` }) : ''}
      destroyOnHidden
      data-testid="role-rights-drawer"
    >
      {role && tree && held && !isFetching ? (
        <RoleRightsEditor key={role.id} role={role} tree={tree} held={held} onSaved={onClose} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
