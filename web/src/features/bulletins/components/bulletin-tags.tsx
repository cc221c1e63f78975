import { Tag } from 'antd';
import { PUBLISH_STATE, type BulletinRow, type WebTextKey } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

const PUBLISH_COLORS: Record<number, string> = { [PUBLISH_STATE.unpublished]: 'default', [PUBLISH_STATE.published]: 'green', [PUBLISH_STATE.cancelled]: 'red' };

/** The notice's publication: unpublished, published or cancelled. */
export function PublishTag({ state }: { state: number }) {
  const { t } = useText();
  return (
    <Tag color={PUBLISH_COLORS[state] ?? 'default'} data-testid="bulletin-publish-state">
      {t(`bulletins.publishState.${state}` as WebTextKey)}
    </Tag>
  );
}

/** "New" until the caller opens the notice. */
export function NewTag({ row }: { row: Pick<BulletinRow, 'read' | 'publishState'> }) {
  const { t } = useText();
  if (row.read || row.publishState !== PUBLISH_STATE.published) return null;
  return (
    <Tag color="volcano" className="tis-bulletin-new" data-testid="bulletin-new">
      {t('bulletins.list.new')}
    </Tag>
  );
}

/** Whom a notice targets: "Service outlets · CV, PC" or "… · All brands". */
export function useAudienceText(): (row: Pick<BulletinRow, 'userTypes' | 'brandCodes'>) => string {
  const { t } = useText();
  return (row) => `${row.userTypes.map((type) => t(`bulletins.userType.${type}`)).join(', ')} · ${row.brandCodes.length ? row.brandCodes.join(', ') : t('bulletins.field.allBrands')}`;
}
