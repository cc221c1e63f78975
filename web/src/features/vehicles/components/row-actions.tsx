import type { ReactNode } from 'react';
import { CheckCircleOutlined, DownOutlined, EyeOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { ENABLED_STATE, MODEL_VISIBILITY, PUBLISH_STATE, type ModelView, type ModelVisibility } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton, settleSave } from '../../../shared/admin';
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
  danger?: boolean;
}

/** A state route of a row (with the version read; 409001 when it changed since), locked for 1 s after a click. */
function RowActionButton({ resource, row, action, label, icon, danger = false }: RowActionButtonProps) {
  const { t } = useText();
  const [act] = useVehicleRowActionMutation();
  return (
    <LockButton
      type="link"
      size="small"
      danger={danger}
      icon={icon}
      onClick={() => void act({ resource, id: row.id, action, version: row.version }).then(settleSave)}
      data-testid={`row-${action === 'cancelPublish' ? 'cancel-publish' : action}`}
    >
      {t(label)}
    </LockButton>
  );
}

/** Enable (state 1) or disable (state 0) a model or configuration (spec section 4: EpcConfig / model state 0 and 1). */
export function StateSwitchButton({ resource, row }: { resource: 'model' | 'modelConfig'; row: ActionRow & { state: number } }) {
  return row.state === ENABLED_STATE.enabled ? (
    <RowActionButton resource={resource} row={row} action="disable" label="vehicles.action.disable" icon={<StopOutlined />} danger />
  ) : (
    <RowActionButton resource={resource} row={row} action="enable" label="vehicles.action.enable" icon={<CheckCircleOutlined />} />
  );
}

/** Publish an unpublished or cancelled model, or cancel the publication of a published one (only a published model can be cancelled). */
export function PublishButton({ model }: { model: ModelView }) {
  return model.pubState === PUBLISH_STATE.published ? (
    <RowActionButton resource="model" row={model} action="cancelPublish" label="vehicles.action.cancelPublish" icon={<RollbackOutlined />} />
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
