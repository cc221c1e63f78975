import type { ReactNode } from 'react';
import { CheckCircleOutlined, DownOutlined, EyeOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { ENABLED_STATE, MODEL_VISIBILITY, PUBLISH_STATE, type ModelView, type ModelVisibility } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton, settleSave, useConfirm } from '../../../shared/admin';
import { valueText } from '../../../shared/vehicle-filters';
import { useModelVisibilityMutation, useVehicleRowActionMutation, type RowAction } from '../api/vehicles-api';

interface ActionRow {
  id: string;
  version: number;
}

interface RowActionButtonProps {
  resource: 'model' | 'modelConfig';
  row: ActionRow;
  action: RowAction;
  label: TextKey;
  icon: ReactNode;
  /** The action takes the row away from its users (cancel a publication, disable): it asks first, naming the row. */
  confirm?: { question: TextKey; name: string };
}

/**
 * A state route of a row (with the version read; 409001 when it changed since), locked for 1 s
 * after a click. An action that takes the row away asks first, like a delete: its button only
 * opens the question, and OK runs the action with a spinner that stops a second run.
 */
function RowActionButton({ resource, row, action, label, icon, confirm }: RowActionButtonProps) {
  const { t } = useText();
  const [act] = useVehicleRowActionMutation();
  const [ask, askHost] = useConfirm();
  const run = () => act({ resource, id: row.id, action, version: row.version }).then(settleSave);
  const onClick = () =>
    confirm ? ask({ title: t(label), content: t(confirm.question, { name: confirm.name }), okText: t(label), danger: true, onOk: run }) : void run();
  const ActionButton = confirm ? Button : LockButton;
  return (
    <>
      {confirm && askHost}
      <ActionButton type="link" size="small" danger={confirm !== undefined} icon={icon} onClick={onClick} data-testid={`row-${action === 'cancelPublish' ? 'cancel-publish' : action}`}>
        {t(label)}
      </ActionButton>
    </>
  );
}

/** Enable (state 1) or disable (state 0) a model or configuration (spec section 4: EpcConfig / model state 0 and 1); disabling asks first. */
export function StateSwitchButton({ resource, row, name }: { resource: 'model' | 'modelConfig'; row: ActionRow & { state: number }; name: string }) {
  return row.state === ENABLED_STATE.enabled ? (
    <RowActionButton resource={resource} row={row} action="disable" label="vehicles.action.disable" icon={<StopOutlined />} confirm={{ question: 'vehicles.action.disableConfirm', name }} />
  ) : (
    <RowActionButton resource={resource} row={row} action="enable" label="vehicles.action.enable" icon={<CheckCircleOutlined />} />
  );
}

/** Publish an unpublished or cancelled model, or cancel the publication of a published one after a confirmation (only a published model can be cancelled). */
export function PublishButton({ model }: { model: ModelView }) {
  return model.pubState === PUBLISH_STATE.published ? (
    <RowActionButton
      resource="model"
      row={model}
      action="cancelPublish"
      label="vehicles.action.cancelPublish"
      icon={<RollbackOutlined />}
      confirm={{ question: 'vehicles.action.cancelPublishConfirm', name: `${model.modelCode} ${model.modelName}` }}
    />
  ) : (
    <RowActionButton resource="model" row={model} action="publish" label="vehicles.action.publish" icon={<SendOutlined />} />
  );
}

const VISIBILITIES: readonly ModelVisibility[] = [MODEL_VISIBILITY.visible, MODEL_VISIBILITY.invisible, MODEL_VISIBILITY.pending];

/** Set a model's visibility: invisible, visible or pending. */
export function VisibilityMenu({ model }: { model: ModelView }) {
  const { t } = useText();
  const [setVisibility] = useModelVisibilityMutation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: VISIBILITIES.filter((v) => v !== model.visible).map((v) => ({
          key: String(v),
          label: <span data-testid={`visibility-${v}`}>{valueText('visibility', v, t)}</span>,
        })),
        onClick: ({ key }) => void setVisibility({ id: model.id, visible: Number(key) as ModelVisibility, version: model.version }).then(settleSave),
      }}
    >
      <Button type="link" size="small" icon={<EyeOutlined />} data-testid="row-visibility">
        {t('vehicles.action.visibility')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
