import { useEffect, useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Row, Space, Spin, Tag, Tooltip, Tree, type TreeDataNode } from 'antd';
import type { RightCreateInput, RightNode, RightUpdateInput } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { DeleteButton, EditModal, LockButton, settleSave } from '../../../shared/admin';
import { useCreateRightMutation, useDeleteRightMutation, useRightTreeQuery, useUpdateRightMutation } from '../api/accounts-api';
import { flattenRights, indexRights, matchingRights } from '../rights-tree';
import { RightTitle, useRightName } from '../components/right-title';

type RightFormValues = Omit<RightUpdateInput, 'headApi'> & { headApi?: string | null };

const FUN_LINK_PATTERN = /^$|^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function treeData(nodes: readonly RightNode[], visible: Set<number> | null): TreeDataNode[] {
  return nodes
    .filter((n) => !visible || visible.has(n.itemId))
    .map((n) => ({ key: n.itemId, title: <RightTitle node={n} />, children: treeData(n.children, visible) }));
}

/** The fields of an item (spec section 6: name, funLink, headApi, sort number). */
function RightFields({ funLinkLocked }: { funLinkLocked: boolean }) {
  const { t } = useText();
  return (
    <>
      <Form.Item name="name" label={t('accounts.right.name')} rules={[{ required: true, message: t('validation.required') }, { max: 100, message: t('validation.accounts.tooLong') }]}>
        <Input data-testid="right-name" />
      </Form.Item>
      <Form.Item
        name="funLink"
        label={t('accounts.right.funLink')}
        extra={funLinkLocked ? t('accounts.right.builtInHint') : t('accounts.right.funLinkHint')}
        rules={[{ max: 100, message: t('validation.accounts.tooLong') }, { pattern: FUN_LINK_PATTERN, message: t('validation.accounts.codeFormat') }]}
      >
        <Input disabled={funLinkLocked} data-testid="right-funlink" />
      </Form.Item>
      <Form.Item
        name="headApi"
        label={t('accounts.right.headApi')}
        extra={t('accounts.right.headApiHint')}
        rules={[{ max: 200, message: t('validation.accounts.tooLong') }, { pattern: /^$|^\/tis\/api\//, message: t('validation.accounts.headApiFormat') }]}
      >
        <Input placeholder="/tis/api/…" data-testid="right-headapi" />
      </Form.Item>
      <Form.Item name="sortNo" label={t('accounts.right.sortNo')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </>
  );
}

/** /baseinfoauthority: the permission tree (root and children) and its items (spec section 6). */
export function RightsPage() {
  const { t } = useText();
  const rightName = useRightName();
  const { data: tree, isFetching } = useRightTreeQuery(undefined);
  const [createRight] = useCreateRightMutation();
  const [updateRight, { isLoading: saving }] = useUpdateRightMutation();
  const [deleteRight] = useDeleteRightMutation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [addingUnder, setAddingUnder] = useState<RightNode | null>(null);
  const [filter, setFilter] = useState('');
  /** Null until the user opens or closes a node: then the root's children show. */
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [form] = Form.useForm<RightFormValues>();
  const index = useMemo(() => indexRights(tree ?? []), [tree]);
  const selected = selectedId === null ? undefined : index.byId.get(selectedId);

  useEffect(() => {
    if (selected) form.setFieldsValue({ name: selected.name, funLink: selected.funLink, headApi: selected.headApi, sortNo: selected.sortNo });
  }, [selected, form]);

  const visible = filter.trim() ? matchingRights(tree ?? [], filter, rightName) : null;

  const save = async () => {
    if (!selected) return;
    let values: RightFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: RightUpdateInput = { name: values.name, funLink: values.funLink ?? '', headApi: values.headApi || null, sortNo: values.sortNo ?? 0 };
    settleSave(await updateRight({ itemId: selected.itemId, body }));
  };

  const add = async (values: RightFormValues): Promise<boolean> => {
    if (!addingUnder) return false;
    const body: RightCreateInput = {
      parentItemId: addingUnder.itemId,
      name: values.name,
      funLink: values.funLink ?? '',
      headApi: values.headApi || null,
      sortNo: values.sortNo ?? 0,
    };
    const result = await createRight(body);
    const ok = settleSave(result);
    if (ok && 'data' in result && result.data) {
      setExpanded((keys) => [...new Set([...(keys ?? (tree ?? []).map((n) => n.itemId)), addingUnder.itemId])]);
      setSelectedId(result.data.itemId);
    }
    return ok;
  };

  const deleteBlocker = selected?.builtIn ? t('accounts.right.builtInHint') : selected && selected.children.length > 0 ? t('accounts.right.hasChildren') : null;

  return (
    <Row gutter={16} data-testid="rights-page">
      <Col xs={24} lg={13}>
        <Card title={t('accounts.right.pageTitle')} variant="borderless">
          <Space wrap style={{ marginBottom: 12 }}>
            <Input.Search allowClear placeholder={t('accounts.right.search')} onChange={(e) => setFilter(e.target.value)} style={{ width: 260 }} />
            <Button size="small" onClick={() => setExpanded(flattenRights(tree ?? []).map((n) => n.itemId))}>
              {t('accounts.role.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('accounts.role.collapseAll')}
            </Button>
          </Space>
          <Spin spinning={isFetching}>
            {tree && tree.length > 0 ? (
              <Tree
                treeData={treeData(tree, visible)}
                selectedKeys={selectedId === null ? [] : [selectedId]}
                expandedKeys={visible ? [...visible] : (expanded ?? tree.map((n) => n.itemId))}
                onExpand={(keys) => setExpanded(keys.map(Number))}
                onSelect={(keys) => setSelectedId(keys.length > 0 ? Number(keys[0]) : null)}
                data-testid="rights-tree"
              />
            ) : (
              !isFetching && <Empty />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={11}>
        <Card
          title={t('accounts.right.details')}
          variant="borderless"
          extra={
            selected && (
              <Button icon={<PlusOutlined />} onClick={() => setAddingUnder(selected)} data-testid="right-add-child">
                {t('accounts.right.addChild')}
              </Button>
            )
          }
        >
          {selected ? (
            <>
              <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('accounts.right.itemId')}>
                  <Space>
                    {selected.itemId}
                    {selected.builtIn && <Tag>{t('accounts.right.builtIn')}</Tag>}
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('accounts.right.parent')}>
                  {selected.parentItemId === null ? '—' : rightName(index.byId.get(selected.parentItemId) ?? { name: String(selected.parentItemId), funLink: '' })}
                </Descriptions.Item>
              </Descriptions>
              <Form<RightFormValues> form={form} layout="vertical">
                <RightFields funLinkLocked={selected.builtIn} />
              </Form>
              <Space>
                <LockButton type="primary" loading={saving} onClick={() => void save()} data-testid="right-save">
                  {t('common.action.save')}
                </LockButton>
                {deleteBlocker ? (
                  <Tooltip title={deleteBlocker}>
                    <Button danger disabled>
                      {t('common.action.delete')}
                    </Button>
                  </Tooltip>
                ) : (
                  <DeleteButton
                    size="middle"
                    name={rightName(selected)}
                    onConfirm={async () => {
                      const ok = settleSave(await deleteRight(selected.itemId));
                      if (ok) setSelectedId(selected.parentItemId);
                      return ok;
                    }}
                  />
                )}
              </Space>
            </>
          ) : (
            <Alert type="info" showIcon title={t('accounts.right.selectHint')} />
          )}
        </Card>
      </Col>
      <EditModal<RightFormValues>
        open={addingUnder !== null}
        title={t('accounts.right.addChildTitle', { name: addingUnder ? rightName(addingUnder) : '' })}
        initialValues={{ funLink: '', headApi: null, sortNo: (addingUnder?.children.length ?? 0) + 1 }}
        onSubmit={add}
        onClose={() => setAddingUnder(null)}
        width={520}
      >
        <RightFields funLinkLocked={false} />
      </EditModal>
    </Row>
  );
}
